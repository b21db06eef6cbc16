import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { PG_ERROR, pgErrorInfo } from '../../../src/server/db/errors';
import { products, variants } from '../../../src/server/db/schema';
import { DB_KINDS, createTestDatabase, resetTestDatabase } from '../../support/test-db';

describe.each(DB_KINDS)('transactions and row locks (%s)', (kind) => {
  let database: Database;
  let productId: number;
  let variantId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await resetTestDatabase(database);
    const [product] = await database.db.insert(products).values({ slug: 'cat-tree', name: 'Cat Tree' }).returning();
    productId = product.id;
    const [variant] = await database.db
      .insert(variants)
      .values({ productId, sku: 'TREE-1', stock: 5, priceFils: 19_900 })
      .returning();
    variantId = variant.id;
  });

  const stockNow = async () =>
    (await database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0].stock;

  it('leaves nothing behind when the callback throws', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.insert(products).values({ slug: 'ghost', name: 'Ghost' });
      await tx.update(variants).set({ stock: 0 }).where(eq(variants.id, variantId));
      throw new Error('payment declined');
    });
    await expect(attempt).rejects.toThrow('payment declined');
    expect(await database.db.select().from(products).where(eq(products.slug, 'ghost'))).toHaveLength(0);
    expect(await stockNow()).toBe(5);
  });

  it('rolls the whole transaction back when a constraint fails half way', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.insert(products).values({ slug: 'half', name: 'Half' });
      await tx.update(variants).set({ stock: sql`${variants.stock} - 6` }).where(eq(variants.id, variantId));
    });
    const info = pgErrorInfo(await attempt.catch((err: unknown) => err));
    expect(info).toMatchObject({ code: PG_ERROR.checkViolation, constraint: 'variants_stock_non_negative' });
    expect(await database.db.select().from(products).where(eq(products.slug, 'half'))).toHaveLength(0);
  });

  it('keeps the outer work when a nested transaction fails and is caught', async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(variants).set({ stock: 4 }).where(eq(variants.id, variantId));
      await tx
        .transaction(async (inner) => {
          await inner.update(variants).set({ stock: 1 }).where(eq(variants.id, variantId));
          throw new Error('inner step failed');
        })
        .catch(() => undefined);
    });
    expect(await stockNow()).toBe(4);
  });

  it('reads and updates a row under SELECT ... FOR UPDATE', async () => {
    const left = await database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(variants).where(eq(variants.id, variantId)).for('update');
      const [updated] = await tx
        .update(variants)
        .set({ stock: row.stock - 2 })
        .where(eq(variants.id, variantId))
        .returning({ stock: variants.stock });
      return updated.stock;
    });
    expect(left).toBe(3);
    expect(await stockNow()).toBe(3);
  });

  it('never sells more than the stock when buyers race for the last units', async () => {
    const buyOne = () =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)).for('update');
        if (row.stock < 1) return false;
        await tx.update(variants).set({ stock: row.stock - 1 }).where(eq(variants.id, variantId));
        return true;
      });
    const outcomes = await Promise.all(Array.from({ length: 12 }, buyOne));
    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(await stockNow()).toBe(0);
  });
});

describe('row locks across connections (postgres)', () => {
  let database: Database;

  beforeEach(async () => {
    database = await createTestDatabase('postgres', { poolMax: 4 });
  });

  afterEach(async () => {
    await database.close();
  });

  it('makes a NOWAIT locker fail while another transaction holds the row', async () => {
    const { db } = database;
    const [product] = await db.insert(products).values({ slug: 'leash', name: 'Leash' }).returning();
    const [variant] = await db.insert(variants).values({ productId: product.id, sku: 'LEASH', stock: 2, priceFils: 900 }).returning();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.select().from(variants).where(eq(variants.id, variant.id)).for('update');
      locked();
      await held;
    });
    await isLocked;
    const contender = db.transaction(async (tx) =>
      tx.select().from(variants).where(eq(variants.id, variant.id)).for('update', { noWait: true }),
    );
    const info = pgErrorInfo(await contender.catch((err: unknown) => err));
    expect(info?.code).toBe(PG_ERROR.lockNotAvailable);
    release();
    await holder;
    const after = await db.transaction(async (tx) =>
      tx.select().from(variants).where(eq(variants.id, variant.id)).for('update', { noWait: true }),
    );
    expect(after).toHaveLength(1);
  });
});
