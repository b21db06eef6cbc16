import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { attributeTypes } from './attribute-types';
import { idColumn } from './columns';

export const attributes = pgTable(
  'attributes',
  {
    id: idColumn(),
    typeId: integer('type_id')
      .notNull()
      .references(() => attributeTypes.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    /** Colour hex for swatches, otherwise usually empty. */
    value: text('value'),
    description: text('description'),
  },
  (t) => [index('attributes_type_idx').on(t.typeId)],
);

export type AttributeRow = typeof attributes.$inferSelect;
export type NewAttributeRow = typeof attributes.$inferInsert;
