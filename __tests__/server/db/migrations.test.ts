import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase } from '../../../src/server/db/client';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

const EXPECTED_TABLES = [
  'addresses', 'attribute_types', 'attributes', 'audit_log', 'brands', 'cart_lines', 'carts',
  'categories', 'compare_items', 'confirmation_codes', 'customer_groups', 'customer_price_terms', 'customers', 'document_counters',
  'document_jobs', 'einvoice_submissions', 'email_changes', 'faqs', 'files', 'import_jobs', 'licence_reminders',
  'mail_attachments', 'mail_outbox', 'metas', 'order_lines', 'order_list_lines', 'order_lists', 'orders', 'price_list_rules', 'price_lists', 'product_categories',
  'product_images', 'product_metas', 'product_tabs', 'products', 'reset_codes', 'reviews',
  'search_lexemes', 'search_vocabulary', 'sessions', 'shop_legal_settings', 'staff', 'tax_documents',
  'throttle_counters', 'variant_attributes', 'variants', 'volume_tiers', 'wishlist_items',
];

describe.each(DB_KINDS)('migrations and connection (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  it('creates every table of the schema', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('installs pg_trgm before the index that needs it', async () => {
    const { rows } = await database.db.execute<{ extname: string }>(sql`select extname from pg_extension`);
    expect(rows.map((r) => r.extname)).toContain('pg_trgm');
    const indexes = await database.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'products_search_trgm_idx'`,
    );
    expect(indexes.rows[0]?.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
  });

  it('records each migration once and re-running applies nothing new', async () => {
    const count = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0].n;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    await migrateDatabase(database);
    expect(await count()).toBe(before);
  });

  it('reports the kind it was opened as', () => {
    expect(database.kind).toBe(kind);
  });

  it('answers ping while open and rejects once closed', async () => {
    const own = await createTestDatabase(kind);
    await expect(own.ping()).resolves.toBeUndefined();
    await own.close();
    await expect(own.ping()).rejects.toThrow();
    // Closing twice is harmless, so shutdown paths need not track it.
    await expect(own.close()).resolves.toBeUndefined();
  });
});
