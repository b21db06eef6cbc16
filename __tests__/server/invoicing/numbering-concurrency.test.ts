// Only PostgreSQL runs transactions side by side; PGlite has a single connection.
import { eq } from 'drizzle-orm';
import { taxDocuments } from '../../../src/server/db/schema';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { waitingOrder } from './invoicing-fixtures';

describe('invoice numbers under concurrent approvals on postgres', () => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop('postgres', { dbPoolMax: 50, dbStatementTimeoutMs: 30_000 });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('fifty approvals at once get the numbers 1 to 50, each once, with no gap', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'RUSH-1', 1000);
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push(await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Chew', count: 1 + (i % 5), unitPriceFils: 1234 }]));
    const answers = await Promise.all(ids.map((id) => admin.call('POST', `/api/admin/orders/${id}/approve`)));
    expect(answers.map((r) => r.json().message ?? r.json().status)).toEqual(Array(50).fill(1));

    const docs = await db.select().from(taxDocuments).where(eq(taxDocuments.kind, 'invoice'));
    expect(docs).toHaveLength(50);
    expect(docs.map((d) => d.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d.orderId))).toEqual(new Set(ids));
    const year = docs[0].year;
    expect(docs.every((d) => d.number === `INV-${year}-${String(d.sequence).padStart(6, '0')}`)).toBe(true);
  });
});
