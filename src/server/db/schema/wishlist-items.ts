import { productPicksTable } from './product-picks';

/** The products a customer keeps on the wishlist. */
export const wishlistItems = productPicksTable('wishlist_items');

export type WishlistItemRow = typeof wishlistItems.$inferSelect;
