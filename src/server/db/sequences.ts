import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database-types';

/** Tables whose `id` is an identity column that imports may fill with explicit values. */
export const IDENTITY_TABLES = [
  'addresses',
  'attribute_types',
  'attributes',
  'brands',
  'carts',
  'categories',
  'customers',
  'faqs',
  'files',
  'mail_outbox',
  'metas',
  'order_lines',
  'orders',
  'product_tabs',
  'products',
  'reset_codes',
  'reviews',
  'staff',
  'variants',
] as const;

export type IdentityTable = (typeof IDENTITY_TABLES)[number];

/**
 * Rows inserted with explicit ids (Dog 4, Cat 5, imported catalogues) do not move the identity
 * sequence, so the next generated id would collide. This moves each sequence past max(id).
 */
export async function syncIdSequences(db: DbOrTx, tables: readonly IdentityTable[] = IDENTITY_TABLES): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
