import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, idColumn, tsvector, updatedAt } from './columns';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    // A product outlives its brand being removed; it is then shown without one.
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** Sanitised HTML. */
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML. */
    introduction: text('introduction').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    rate: doublePrecision('rate').notNull().default(0),
    /** One-day delivery. */
    directFast: boolean('direct_fast').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * lower(name, brand name, every SKU, excerpt as plain text), kept up to date by whoever
     * writes a product or its variants (`buildSearchText`). A trigram GIN index on it keeps
     * infix term search fast on large catalogues.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The weighted full-text document of the storefront search: name and SKUs (A), brand (B),
     * category names with their parents and the variants' option names (C), excerpt (D).
     * Written only by `refreshSearchDocuments` (db/search-document.ts), which every catalogue
     * write and the seeds call; the GIN index below answers the search.
     */
    searchDoc: tsvector('search_doc').notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_brand_idx').on(t.brandId, t.createdAt.desc(), t.id.desc()),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_doc_idx').using('gin', t.searchDoc),
    // The storefront lists active products only. These narrow partial indexes hold the listing
    // order, so a page and its count (all products, one brand, and the product side of
    // category and meta listings) are index-only scans instead of reads of the wide table.
    index('products_active_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('products_active_brand_idx').on(t.brandId, t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    check('products_rate_range', sql`${t.rate} >= 0 and ${t.rate} <= 5`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
