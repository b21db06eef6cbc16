import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { PG_ERROR, type PgErrorInfo, pgErrorInfo } from '../../../src/server/db/errors';
import {
  addresses, brands, cartLines, carts, customers, orders, productCategories, categories, products, variants,
} from '../../../src/server/db/schema';
import { DB_KINDS, createTestDatabase, resetTestDatabase } from '../../support/test-db';

/** The SQLSTATE and constraint a statement failed with; throws when it did not fail. */
async function violation(statement: PromiseLike<unknown>): Promise<PgErrorInfo | undefined> {
  try {
    await statement;
  } catch (err) {
    return pgErrorInfo(err);
  }
  throw new Error('The statement was expected to fail');
}

const check = (constraint: string) => ({ code: PG_ERROR.checkViolation, constraint });
const unique = (constraint: string) => ({ code: PG_ERROR.uniqueViolation, constraint });
const foreignKey = (constraint: string) => ({ code: PG_ERROR.foreignKeyViolation, constraint });

describe.each(DB_KINDS)('constraints (%s)', (kind) => {
  let database: Database;
  let productId: number;
  let variantId: number;
  let customerId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await resetTestDatabase(database);
    const { db } = database;
    const [brand] = await db.insert(brands).values({ name: 'Barkley', slug: 'barkley' }).returning();
    const [product] = await db.insert(products).values({ slug: 'chew-bone', name: 'Chew Bone', brandId: brand.id }).returning();
    productId = product.id;
    const [variant] = await db.insert(variants).values({ productId, sku: 'BONE-S', stock: 5, priceFils: 2500 }).returning();
    variantId = variant.id;
    const [customer] = await db
      .insert(customers)
      .values({ email: 'Buyer@Example.com', name: 'Amal', companyName: 'Paws LLC', passwordHash: 'x' })
      .returning();
    customerId = customer.id;
  });

  it('refuses stock below zero, on insert and on update', async () => {
    const { db } = database;
    const stockCheck = check('variants_stock_non_negative');
    expect(await violation(db.insert(variants).values({ productId, sku: 'NEG', stock: -1, priceFils: 100 }))).toMatchObject(stockCheck);
    expect(await violation(db.update(variants).set({ stock: -3 }).where(eq(variants.id, variantId)))).toMatchObject(stockCheck);
    const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
    expect(row.stock).toBe(5);
  });

  it('refuses a duplicate sku', async () => {
    expect(
      await violation(database.db.insert(variants).values({ productId, sku: 'BONE-S', stock: 1, priceFils: 100 })),
    ).toMatchObject(unique('variants_sku_uq'));
  });

  it('refuses a cart line with count 0 and a second line for the same article', async () => {
    const { db } = database;
    const [cart] = await db.insert(carts).values({ customerId }).returning();
    expect(await violation(db.insert(cartLines).values({ cartId: cart.id, variantId, count: 0 }))).toMatchObject(
      check('cart_lines_count_positive'),
    );
    await db.insert(cartLines).values({ cartId: cart.id, variantId, count: 2 });
    expect(await violation(db.insert(cartLines).values({ cartId: cart.id, variantId, count: 1 }))).toMatchObject(
      unique('cart_lines_pk'),
    );
  });

  it('treats customer emails as unique regardless of case', async () => {
    const duplicate = database.db
      .insert(customers)
      .values({ email: 'buyer@example.COM', name: 'B', companyName: 'C', passwordHash: 'x' });
    expect(await violation(duplicate)).toMatchObject(unique('customers_email_lower_uq'));
  });

  it('refuses rows that point at nothing', async () => {
    const { db } = database;
    expect(await violation(db.insert(variants).values({ productId: 999_999, sku: 'ORPHAN', priceFils: 1 }))).toMatchObject(
      foreignKey('variants_product_id_products_id_fk'),
    );
    expect(await violation(db.insert(productCategories).values({ productId, categoryId: 424_242 }))).toMatchObject(
      foreignKey('product_categories_category_id_categories_id_fk'),
    );
  });

  it('removes a product together with its variants and category links', async () => {
    const { db } = database;
    await db.insert(categories).values({ id: 4, name: 'Dog', slug: 'dog' });
    await db.insert(productCategories).values({ productId, categoryId: 4 });
    await db.delete(products).where(eq(products.id, productId));
    expect(await db.select().from(variants)).toHaveLength(0);
    expect(await db.select().from(productCategories)).toHaveLength(0);
    expect(await db.select().from(categories)).toHaveLength(1);
  });

  it('keeps a customer who has orders from being deleted', async () => {
    const { db } = database;
    await db.insert(orders).values({ customerId, customerName: 'Amal', address: 'Al Quoz 3', totalFils: 2500 });
    expect(await violation(db.delete(customers).where(eq(customers.id, customerId)))).toMatchObject(
      foreignKey('orders_customer_id_customers_id_fk'),
    );
  });

  it('allows only one main address per customer', async () => {
    const { db } = database;
    await db.insert(addresses).values({ customerId, name: 'Office', address: 'Deira 1', mainAddress: true });
    await db.insert(addresses).values({ customerId, name: 'Store', address: 'Deira 2' });
    expect(
      await violation(db.insert(addresses).values({ customerId, name: 'Depot', address: 'Jebel Ali', mainAddress: true })),
    ).toMatchObject(unique('addresses_one_main_uq'));
  });

  it('refuses the same idempotency key twice for one customer', async () => {
    const { db } = database;
    const order = { customerId, customerName: 'Amal', address: 'Al Quoz 3', totalFils: 100, idempotencyKey: 'k-1' };
    await db.insert(orders).values(order);
    expect(await violation(db.insert(orders).values(order))).toMatchObject(unique('orders_customer_idempotency_uq'));
    // Orders without a key never collide.
    await db.insert(orders).values({ ...order, idempotencyKey: null });
    await db.insert(orders).values({ ...order, idempotencyKey: null });
    expect(await db.select().from(orders)).toHaveLength(3);
  });

  it('refuses an order state outside 1, 2 and 3', async () => {
    expect(
      await violation(database.db.insert(orders).values({ customerId, customerName: 'A', address: 'B', totalFils: 1, state: 7 })),
    ).toMatchObject(check('orders_state'));
  });
});
