import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/** A tree: Dog (4) and Cat (5) at the root, sub-categories below, some with a third level. */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    // No cascade: removing a category that still has children must be a deliberate two-step act.
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Media name shown next to the entry in the menus. */
    image: text('image'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
