import type { WishlistState } from './wishlist-slice';

interface WithWishlist {
  wishlist: WishlistState;
}

export const selectWishIds = (state: WithWishlist) => state.wishlist.ids;
export const selectCompareIds = (state: WithWishlist) => state.wishlist.compareIds;
export const selectIsWished = (state: WithWishlist, id: number) => state.wishlist.ids.includes(id);
export const selectWishProducts = (state: WithWishlist) => state.wishlist.products;
export const selectWishStatus = (state: WithWishlist) => state.wishlist.status;

/** The page the wishlist screen shows, kept inside the list after it shrank. */
export const selectWishPage = (state: WithWishlist) => state.wishlist.page;
export const selectWishMergePending = (state: WithWishlist) => state.wishlist.mergePending === true;
