import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../../../src/server/db/client';
import { brands, categories, files, mailOutbox, orderLines, orders, customers } from '../../../src/server/db/schema';
import { syncIdSequences } from '../../../src/server/db/sequences';
import { DB_KINDS, createTestDatabase, resetTestDatabase } from '../../support/test-db';

describe.each(DB_KINDS)('storage details (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await resetTestDatabase(database);
  });

  it('round-trips binary file content as a Buffer', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
    await database.db.insert(files).values({ name: 'a1b2', kind: 'document', contentType: 'image/png', size: bytes.length, data: bytes });
    const [row] = await database.db.select().from(files).where(eq(files.name, 'a1b2'));
    expect(Buffer.isBuffer(row.data)).toBe(true);
    expect(row.data!.equals(bytes)).toBe(true);
  });

  it('moves id sequences past explicitly inserted ids', async () => {
    const { db } = database;
    await db.insert(categories).values([
      { id: 4, name: 'Dog', slug: 'dog' },
      { id: 5, name: 'Cat', slug: 'cat' },
    ]);
    await syncIdSequences(db, ['categories']);
    const [next] = await db.insert(categories).values({ name: 'Food', slug: 'dog-food', parentId: 4 }).returning();
    expect(next.id).toBe(6);
  });

  it('keeps large order totals and jsonb line attributes intact', async () => {
    const { db } = database;
    const [customer] = await db.insert(customers).values({ email: 'a@b.ae', name: 'A', companyName: 'B', passwordHash: 'x' }).returning();
    const totalFils = 10_000 * 950_000;
    const [order] = await db.insert(orders).values({ customerId: customer.id, customerName: 'A', address: 'Dubai', totalFils }).returning();
    const attributes = [{ type: 1, value: '#ff0000', type_name: 'Colour', name: 'Red' }];
    await db.insert(orderLines).values({ orderId: order.id, productName: 'Crate', count: 10_000, unitPriceFils: 950_000, attributes });
    const found = await db.query.orders.findFirst({ where: eq(orders.id, order.id), with: { lines: true } });
    expect(found?.totalFils).toBe(totalFils);
    expect(found?.state).toBe(2);
    expect(found?.lines[0].attributes).toEqual(attributes);
  });

  it('fills defaults for timestamps and outbox state', async () => {
    const [mail] = await database.db.insert(mailOutbox).values({ to: 'x@y.ae', subject: 'Code', text: '123456' }).returning();
    expect(mail.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(mail.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(mail.sentAt).toBeNull();
  });
});

describe('embedded database on disk', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'petora-pglite-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its data across a close and reopen of the same directory', async () => {
    const dataDir = path.join(dir, 'db');
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    await first.db.insert(brands).values({ name: 'Barkley', slug: 'barkley' });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await migrateDatabase(second);
      const rows = await second.db.select({ name: brands.name }).from(brands);
      expect(rows).toEqual([{ name: 'Barkley' }]);
    } finally {
      await second.close();
    }
  }, 90_000);
});
