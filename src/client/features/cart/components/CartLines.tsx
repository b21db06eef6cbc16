import { useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/Button';
import { MSG } from '../../../../shared/messages';
import { selectCartItems, selectCartStatus } from '../cart-selectors';
import { CartLine } from './CartLine';
import { Lines } from './cart-line-styles';
import { Muted } from './cart-page-styles';

/** The lines of the cart, or why there are none. */
export function CartLines() {
  const items = useAppSelector(selectCartItems);
  const status = useAppSelector(selectCartStatus);
  if (items.length === 0) {
    // After a reload the priced cart is on its way; "empty" would be untrue until it arrives.
    if (status === 'idle' || status === 'loading') return <Muted role="status">Loading your cart…</Muted>;
    return (
      <>
        <Muted>{MSG.cart.empty}</Muted>
        <div>
          <ButtonLink to="/shop" $variant="secondary">Browse the shop</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <Lines aria-label="Products in your cart">
      {items.map((item) => (
        <CartLine key={item.aid} item={item} />
      ))}
    </Lines>
  );
}
