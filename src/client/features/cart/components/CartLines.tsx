import { useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/Button';
import { MSG } from '../../../../shared/messages';
import { CART_ARRIVING_TEXT, selectCartItems, selectIsCartArriving } from '../cart-selectors';
import { CartLine } from './CartLine';
import { Lines } from './cart-line-styles';
import { Muted } from './cart-page-styles';

/** The lines of the cart, or why there are none. */
export function CartLines() {
  const items = useAppSelector(selectCartItems);
  const arriving = useAppSelector(selectIsCartArriving);
  if (items.length === 0) {
    if (arriving) return <Muted role="status">{CART_ARRIVING_TEXT}</Muted>;
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
