import { useAppSelector } from '../../../app/hooks';
import { PageIntro } from '../../../components/page/PageIntro';
import { selectWishIds } from '../wishlist-selectors';

function savedText(count: number): string {
  if (count === 0) return 'You have not saved any products yet; tap the heart on a product to keep it here.';
  return count === 1 ? 'You have saved 1 product.' : `You have saved ${count} products.`;
}

/** /wishlist: the products a visitor saved, kept in the browser. */
export function WishlistPage() {
  const ids = useAppSelector(selectWishIds);
  return (
    <PageIntro title="Wishlist" lead="Products you saved for later appear here.">
      <p>{savedText(ids.length)}</p>
    </PageIntro>
  );
}
