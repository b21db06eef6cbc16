// Saving the wishlist (the wishlist call) while the login merge adds the same product. The merge
// takes no lock of its own on the customer, but its row's reference to the customer does (key
// share), and the save locks the customer row for update first: so the save waits for the merge
// to commit, then replaces the list with the row in sight, and never meets a duplicate. Only
// PostgreSQL runs the two transactions side by side.
import { and, eq, sql } from 'drizzle-orm';
import { wishlistItems } from '../../../src/server/db/schema';
import { replaceWishlist } from '../../../src/server/services/catalog-wishlist';
import { useShopApp } from '../cart/shop-app';

describe('saving a wishlist while the same product is being added on postgres', () => {
  const t = useShopApp('postgres', { catalogue: true, buyer: true });

  async function lockWaiters(): Promise<number> {
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    return rows.rows[0].n;
  }

  it('waits for the other insert, then keeps the product once without an error', async () => {
    const productId = t.cat.kibble.productId;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let inserted!: () => void;
    const isInserted = new Promise<void>((resolve) => { inserted = resolve; });
    const merge = t.db.transaction(async (tx) => {
      await tx.insert(wishlistItems).values({ customerId: t.buyer.id, productId });
      inserted();
      await released;
    });
    await isInserted;
    const save = replaceWishlist(t.db, t.buyer.id, [productId]);
    const deadline = Date.now() + 20_000;
    while ((await lockWaiters()) === 0) {
      if (Date.now() > deadline) throw new Error('the save never waited for the other transaction');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await merge;
    await expect(save).resolves.toBeUndefined();
    const rows = await t.db.select().from(wishlistItems).where(and(eq(wishlistItems.customerId, t.buyer.id), eq(wishlistItems.productId, productId)));
    expect(rows).toHaveLength(1);
  });
});
