// Saving the wishlist (the wishlist call) while the login merge adds the same product. The merge
// takes no lock of its own on the customer, but its row's reference to the customer does (key
// share), and the save locks the customer row for update first: so the save waits for the merge
// to commit, then replaces the list with the row in sight, and never meets a duplicate. Only
// PostgreSQL runs the two transactions side by side.
import { and, eq } from 'drizzle-orm';
import { wishlistItems } from '../../../src/server/db/schema';
import { replaceWishlist } from '../../../src/server/services/catalog-wishlist';
import { whileHeld } from '../../support/held-rows';
import { useShopApp } from '../cart/shop-app';

describe('saving a wishlist while the same product is being added on postgres', () => {
  const t = useShopApp('postgres', { catalogue: true, buyer: true });

  it('waits for the other insert, then keeps the product once without an error', async () => {
    const productId = t.cat.kibble.productId;
    const { answer } = await whileHeld(t.db, 'the save',
      (tx) => tx.insert(wishlistItems).values({ customerId: t.buyer.id, productId }),
      () => replaceWishlist(t.db, t.buyer.id, [productId]));
    await expect(answer).resolves.toBeUndefined();
    const rows = await t.db.select().from(wishlistItems).where(and(eq(wishlistItems.customerId, t.buyer.id), eq(wishlistItems.productId, productId)));
    expect(rows).toHaveLength(1);
  });
});
