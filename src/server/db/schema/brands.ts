import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Media name under /media/, not a URL: the API builds the URL. */
    thumbnail: text('thumbnail'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug), index('brands_name_idx').on(t.name)],
);

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;
