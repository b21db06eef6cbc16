import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** Type codes of the spec: 1 colour swatch, 2 plain, 3 special offer (never the default pick). */
export const ATTRIBUTE_TYPE_CODES = { colour: 1, plain: 2, specialOffer: 3 } as const;

export const attributeTypes = pgTable(
  'attribute_types',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(2),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [check('attribute_types_type_code', sql`${t.type} in (1, 2, 3)`)],
);

export type AttributeTypeRow = typeof attributeTypes.$inferSelect;
export type NewAttributeTypeRow = typeof attributeTypes.$inferInsert;
