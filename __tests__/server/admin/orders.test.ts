import { eq } from 'drizzle-orm';
import { orderLines, orders, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { addCustomer } from '../cart/shop-fixtures';
import { article, stockOf } from '../orders/order-fixtures';
import { type AdminShop, adminShop, auditOf, emailOf, mailsTo, placeOrder } from './admin-fixtures';

interface OrderReply { status: number; message?: string; order: Record<string, unknown> & { state: number; lines: Array<Record<string, unknown>> } }

describe.each(DB_KINDS)('orders in the back office on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('lists orders newest first with customer, address, note, lines with SKU, total; filters by state and term; pages', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'LST-1', 100);
    const b = await article(db, 'LST-2', 100);
    const first = await placeOrder(admin, [{ aid: a, count: 31 }, { aid: b, count: 2 }]);
    const second = await placeOrder(admin, [{ aid: b, count: 1 }]);
    const list = await admin.as<{ count: number; orders: Array<Record<string, unknown>> }>('GET', '/api/admin/orders?state=2');
    const ids = list.orders.map((o) => o.order_id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const email = await emailOf(admin.shop, admin.customer.id);
    expect(list.orders.find((o) => o.order_id === first)).toMatchObject({
      state: 2, address: 'Warehouse 4, Al Quoz', note: 'Gate B', total: 330, decided_at: null, decided_by: null,
      customer: { id: admin.customer.id, name: 'Layla Haddad', company_name: 'Layla Haddad Trading', email, mobile: '+971501234567' },
      lines: [
        { sku: 'LST-1', product_name: 'Article LST-1', count: 31, unit_price: 10, attributes: [{ type: 2, value: null, type_name: 'Size', name: 'One' }] },
        { sku: 'LST-2', product_name: 'Article LST-2', count: 2, unit_price: 10, attributes: [{ type: 2, value: null, type_name: 'Size', name: 'One' }] },
      ],
      details: [expect.objectContaining({ product_name: 'Article LST-1', count: 31 }), expect.objectContaining({ count: 2 })],
    });
    expect((await admin.as<{ orders: unknown[] }>('GET', '/api/admin/orders?state=1')).orders).toEqual([]);
    const byNumber = await admin.as<{ orders: Array<{ order_id: number }> }>('GET', `/api/admin/orders?q=${first}`);
    expect(byNumber.orders.map((o) => o.order_id)).toContain(first);
    const other = await addCustomer(db, 'Omar Farouk');
    await placeOrder(admin, [{ aid: a, count: 1 }], other);
    const byName = await admin.as<{ count: number; orders: Array<{ customer: { name: string } }> }>('GET', '/api/admin/orders?q=farouk');
    expect(byName.count).toBe(1);
    expect(byName.orders[0].customer.name).toBe('Omar Farouk');
    const far = await admin.as<{ count: number; orders: unknown[] }>('GET', '/api/admin/orders?p=9');
    expect(far).toEqual({ count: 3, orders: [] });
  });

  it.each([
    ['state 4', 'state=4'], ['state x', 'state=x'], ['page 0', 'p=0'], ['a term over 200 characters', `q=${'x'.repeat(201)}`], ['an unknown parameter', 'other=1'], ['a control character in the term', 'q=a%00b'],
  ])('refuses %s with 400', async (_label, query) => {
    expect((await admin.call('GET', `/api/admin/orders?${query}`)).statusCode).toBe(400);
  });

  it('approves a waiting order once: state 1, decided by the staff member, the customer is mailed, audited', async () => {
    const aid = await article(admin.shop.database.db, 'APR-1', 10);
    const id = await placeOrder(admin, [{ aid, count: 2 }]);
    const email = await emailOf(admin.shop, admin.customer.id);
    const before = (await mailsTo(admin.shop, email)).length;
    const res = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/approve`);
    expect(res).toMatchObject({ status: 1, order: { order_id: id, state: 1, decided_by: 'Ops' } });
    expect(typeof res.order.decided_at).toBe('string');
    const mails = await mailsTo(admin.shop, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe(`Petora: your order ${id} is approved`);
    expect(mails[0].text).toContain('AED 20.00');
    expect(mails[0].text).toContain('http://shop.test/dashboard/orders');
    expect(await auditOf(admin.shop, `order:${id}`)).toEqual([expect.objectContaining({ action: 'order.approve', details: { from: 2, invoice: expect.stringMatching(/^INV-\d{4}-000001$/) } })]);

    const again = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/approve`);
    expect(again).toMatchObject({ status: 1, order: { state: 1 } });
    expect(await mailsTo(admin.shop, email)).toHaveLength(before + 1);
    expect(await auditOf(admin.shop, `order:${id}`)).toHaveLength(1);
    expect(await stockOf(admin.shop.database.db, aid)).toBe(8);
    // The customer sees the decision in their own list.
    const own = (await admin.call('GET', `/api/order/${id}`, undefined, admin.customer.token)).json() as { order: { state: number } };
    expect(own.order.state).toBe(1);
  });

  it('cancels an approved order with a reason: stock back, mail with the reason; a second cancel returns nothing more', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'CAN-1', 50);
    const b = await article(db, 'CAN-2', 7);
    const id = await placeOrder(admin, [{ aid: a, count: 20 }, { aid: b, count: 7 }]);
    await admin.as('POST', `/api/admin/orders/${id}/approve`);
    expect([await stockOf(db, a), await stockOf(db, b)]).toEqual([30, 0]);
    const res = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/cancel`, { reason: '  Out of delivery area  ' });
    expect(res).toMatchObject({ status: 1, order: { state: 3 } });
    expect([await stockOf(db, a), await stockOf(db, b)]).toEqual([50, 7]);
    const email = await emailOf(admin.shop, admin.customer.id);
    const [mail] = await mailsTo(admin.shop, email);
    expect(mail.subject).toBe(`Petora: your order ${id} was cancelled`);
    expect(mail.text).toContain('Reason: Out of delivery area');
    // The approval mail, held for the invoice's PDF, now leaves first: never "approved" after "cancelled".
    const byDue = (await mailsTo(admin.shop, email)).filter((m) => m.sentAt === null)
      .sort((x, y) => x.nextAttemptAt.getTime() - y.nextAttemptAt.getTime() || x.id - y.id).map((m) => m.subject);
    expect(byDue.indexOf(`Petora: your order ${id} is approved`)).toBeGreaterThanOrEqual(0);
    expect(byDue.indexOf(`Petora: your order ${id} is approved`)).toBeLessThan(byDue.indexOf(`Petora: your order ${id} was cancelled`));
    const mailCount = (await mailsTo(admin.shop, email)).length;

    const again = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/cancel`, {});
    expect(again).toMatchObject({ status: 1, order: { state: 3 } });
    expect([await stockOf(db, a), await stockOf(db, b)]).toEqual([50, 7]);
    expect(await mailsTo(admin.shop, email)).toHaveLength(mailCount);
    const entries = await auditOf(admin.shop, `order:${id}`);
    expect(entries.map((e) => e.action)).toEqual(['order.cancel', 'order.approve']);
    expect(entries[0].details).toMatchObject({ from: 1, reason: 'Out of delivery area', stock_returned: [{ variantId: a, count: 20 }, { variantId: b, count: 7 }] });

    const refused = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/approve`);
    expect(refused).toEqual({ status: 0, message: 'This order was cancelled, so it cannot be approved.' });
  });

  it('cancels a waiting order without a body; a deleted article is skipped, the others get their stock back', async () => {
    const db = admin.shop.database.db;
    const kept = await article(db, 'DEL-1', 10);
    const gone = await article(db, 'DEL-2', 10);
    const id = await placeOrder(admin, [{ aid: kept, count: 4 }, { aid: gone, count: 3 }]);
    await db.delete(variants).where(eq(variants.id, gone));
    const res = await admin.call('POST', `/api/admin/orders/${id}/cancel`);
    expect(res.json()).toMatchObject({ status: 1, order: { state: 3, lines: [{ sku: 'DEL-1' }, { sku: 'DEL-2', count: 3 }] } });
    expect(await stockOf(db, kept)).toBe(10);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(lines.map((l) => l.variantId).sort()).toEqual([kept, null].sort());
    const email = await emailOf(admin.shop, admin.customer.id);
    expect((await mailsTo(admin.shop, email))[0].text).not.toContain('Reason:');
  });

  it('refuses to cancel an order approved since staff saw it waiting: no credit note, nothing changed', async () => {
    const db = admin.shop.database.db;
    const aid = await article(db, 'SEEN-1', 10);
    const id = await placeOrder(admin, [{ aid, count: 3 }]);
    // A colleague approves it while this view still shows it waiting.
    await admin.as('POST', `/api/admin/orders/${id}/approve`);
    const refused = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/cancel`, { reason: 'Customer called', expected_state: 2 });
    expect(refused).toEqual({ status: 0, message: expect.stringContaining('approved meanwhile') });
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row.state).toBe(1);
    expect(await stockOf(db, aid)).toBe(7);
    expect((await auditOf(admin.shop, `order:${id}`)).map((e) => e.action)).toEqual(['order.approve']);
    // Seen as approved, it is cancelled, with its credit note.
    const cancelled = await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/cancel`, { expected_state: 1 });
    expect(cancelled).toMatchObject({ status: 1, order: { state: 3 } });
    expect((await auditOf(admin.shop, `order:${id}`))[0].details).toMatchObject({ from: 1, credit_note: expect.stringMatching(/^CN-/) });
    // A repeat of a cancel that went through answers as before.
    expect(await admin.as<OrderReply>('POST', `/api/admin/orders/${id}/cancel`, { expected_state: 1 })).toMatchObject({ status: 1, order: { state: 3 } });
  });

  it('answers unknown orders with 404 and bad input with 400, changing nothing', async () => {
    expect((await admin.call('POST', '/api/admin/orders/999999/approve')).statusCode).toBe(404);
    expect((await admin.call('POST', '/api/admin/orders/999999/cancel', {})).statusCode).toBe(404);
    expect((await admin.call('POST', '/api/admin/orders/abc/cancel', {})).statusCode).toBe(400);
    const aid = await article(admin.shop.database.db, 'BAD-1', 5);
    const id = await placeOrder(admin, [{ aid, count: 1 }]);
    for (const body of [{ reason: 5 }, { reason: 'x'.repeat(2001) }, { reason: 'nul \u0000 inside' }, { other: 1 }, [], { expected_state: 3 }, { expected_state: '2' }]) {
      expect((await admin.call('POST', `/api/admin/orders/${id}/cancel`, body)).statusCode).toBe(400);
    }
    const [row] = await admin.shop.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row.state).toBe(2);
    expect(await stockOf(admin.shop.database.db, aid)).toBe(4);
  });
});
