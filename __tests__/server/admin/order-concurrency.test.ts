// Only PostgreSQL runs transactions side by side; PGlite has a single connection.
import { eq } from 'drizzle-orm';
import { auditLog, orders } from '../../../src/server/db/schema';
import { article, stockOf } from '../orders/order-fixtures';
import { type AdminShop, adminShop, placeOrder } from './admin-fixtures';

describe('concurrent order decisions on postgres', () => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop('postgres', { dbPoolMax: 12 });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('ten cancels of one order at once give the stock back exactly once', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'RACE-1', 40);
    const b = await article(db, 'RACE-2', 40);
    const id = await placeOrder(admin, [{ aid: a, count: 15 }, { aid: b, count: 5 }]);
    expect([await stockOf(db, a), await stockOf(db, b)]).toEqual([25, 35]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.call('POST', `/api/admin/orders/${id}/cancel`, { reason: 'race' })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((r) => (r.json() as { order: { state: number } }).order.state === 3)).toBe(true);
    expect([await stockOf(db, a), await stockOf(db, b)]).toEqual([40, 40]);
    expect(await db.select().from(auditLog).where(eq(auditLog.target, `order:${id}`))).toHaveLength(1);
  });

  it('an approve and a cancel racing leave one decision, and stock matches it', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'RACE-3', 10);
    const id = await placeOrder(admin, [{ aid: a, count: 6 }]);
    const [approve, cancel] = await Promise.all([
      admin.call('POST', `/api/admin/orders/${id}/approve`),
      admin.call('POST', `/api/admin/orders/${id}/cancel`, {}),
    ]);
    expect(cancel.json()).toMatchObject({ status: 1, order: { state: 3 } });
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row.state).toBe(3);
    expect(await stockOf(db, a)).toBe(10);
    // Approve either came first (then the cancel undid it) or found the order cancelled.
    const approved = approve.json() as { status: number; message?: string };
    if (approved.status === 0) expect(approved.message).toBe('This order was cancelled, so it cannot be approved.');
    else expect(approved).toMatchObject({ status: 1, order: { state: 1 } });
  });

  it('cancels and new orders of the same articles run side by side without deadlocks or lost stock', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'MIX-1', 1000);
    const b = await article(db, 'MIX-2', 1000);
    const placed = [];
    for (let i = 0; i < 4; i += 1) placed.push(await placeOrder(admin, [{ aid: a, count: 10 }, { aid: b, count: 10 }]));
    // Fill the cart again so an order can be placed while the cancels run.
    await admin.call('POST', '/api/cart/addtocart', { aid: b, count: 5 }, admin.customer.token);
    await admin.call('POST', '/api/cart/addtocart', { aid: a, count: 5 }, admin.customer.token);
    const results = await Promise.all([
      ...placed.map((id) => admin.call('POST', `/api/admin/orders/${id}/cancel`, {})),
      admin.call('POST', '/api/order/add', { address: 'Shop 3' }, admin.customer.token),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([await stockOf(db, a), await stockOf(db, b)]).toEqual([995, 995]);
  });
});
