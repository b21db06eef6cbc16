import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { attributes } from './attributes';
import { variants } from './variants';

/** Which attribute a variant carries in dimension 1 (and, for two-dimension variants, 2). */
export const variantAttributes = pgTable(
  'variant_attributes',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'no action' }),
    dimension: smallint('dimension').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'variant_attributes_pk', columns: [t.variantId, t.dimension] }),
    index('variant_attributes_attribute_idx').on(t.attributeId),
    check('variant_attributes_dimension', sql`${t.dimension} in (1, 2)`),
  ],
);

export type VariantAttributeRow = typeof variantAttributes.$inferSelect;
export type NewVariantAttributeRow = typeof variantAttributes.$inferInsert;
