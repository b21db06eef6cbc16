// Only PostgreSQL runs transactions side by side; PGlite has a single connection.
import { eq, sql } from 'drizzle-orm';
import { taxDocuments } from '../../../src/server/db/schema';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { waitingOrder } from './invoicing-fixtures';

const APPROVALS = 50;
/** The mailer, the document worker and the search index take connections of their own meanwhile. */
const POOL = APPROVALS + 10;

/**
 * Opens every connection of the pool before the burst. On a busy machine forking fifty server
 * processes at once can take longer than the pool waits for one, and the approvals would then
 * be turned away as an outage: true in production too, but not what this test is about.
 */
async function warmPool(admin: AdminShop): Promise<void> {
  const db = admin.shop.database.db;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const opened = await Promise.allSettled(Array.from({ length: POOL }, () => db.execute(sql`select pg_sleep(0.3)`)));
    if (opened.every((one) => one.status === 'fulfilled')) return;
  }
  throw new Error('the pool could not open its connections');
}

describe('invoice numbers under concurrent approvals on postgres', () => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop('postgres', { dbPoolMax: POOL, dbStatementTimeoutMs: 30_000 });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('fifty approvals at once get the numbers 1 to 50, each once, with no gap', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'RUSH-1', 1000);
    const ids: number[] = [];
    for (let i = 0; i < APPROVALS; i += 1) ids.push(await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Chew', count: 1 + (i % 5), unitPriceFils: 1234 }]));
    await warmPool(admin);
    const answers = await Promise.all(ids.map((id) => admin.call('POST', `/api/admin/orders/${id}/approve`)));
    expect(answers.map((r) => r.json().message ?? r.json().status)).toEqual(Array(APPROVALS).fill(1));

    const docs = await db.select().from(taxDocuments).where(eq(taxDocuments.kind, 'invoice'));
    expect(docs).toHaveLength(APPROVALS);
    expect(docs.map((d) => d.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: APPROVALS }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d.orderId))).toEqual(new Set(ids));
    const year = docs[0].year;
    expect(docs.every((d) => d.number === `INV-${year}-${String(d.sequence).padStart(6, '0')}`)).toBe(true);
  });
});
