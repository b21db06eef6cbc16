import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { customers } from './customers';

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    emirate: text('emirate'),
    /** The default address (main_address 1 in the API). */
    mainAddress: boolean('main_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.id),
    // At most one default address per customer.
    uniqueIndex('addresses_one_main_uq').on(t.customerId).where(sql`${t.mainAddress}`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;
