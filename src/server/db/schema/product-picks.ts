import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { products } from './products';

/**
 * A customer's picked products, each at most once (the wishlist, the compare list). Both lists
 * are the same table under another name; deleting the customer or the product deletes the pick.
 * The key and index names follow the table's name, as the migrations created them.
 */
export function productPicksTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      customerId: integer('customer_id')
        .notNull()
        .references(() => customers.id, { onDelete: 'cascade' }),
      productId: integer('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.customerId, t.productId] }),
      index(`${name}_product_idx`).on(t.productId),
    ],
  );
}
