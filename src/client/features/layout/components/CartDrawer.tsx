import { useCallback, useId } from 'react';
import { formatAed } from '../../../../shared/money';
import { MSG } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CART_ARRIVING_TEXT, selectCartItems, selectCartTotal, selectIsCartArriving } from '../../cart/cart-selectors';
import { useOverlay } from '../../../components/dialog/use-overlay';
import { drawerClosed } from '../layout-slice';
import { selectIsDrawerOpen } from '../layout-selectors';
import { CartDrawerItem } from './CartDrawerItem';
import { Backdrop, IconButton } from '../../../components/dialog/dialog-styles';
import { CloseIcon } from '../../../components/icons';
import { Body, CartLink, Empty, Footer, Head, Items, Panel, Title, Total } from './cart-drawer-styles';

/** The cart drawer: the customer's cart lines at a glance, with the way on to /cart. */
export function CartDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsDrawerOpen);
  const items = useAppSelector(selectCartItems);
  const total = useAppSelector(selectCartTotal);
  const arriving = useAppSelector(selectIsCartArriving);
  const titleId = useId();
  const close = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  const { mounted, hidden, backdrop, panel } = useOverlay<HTMLDivElement>({ open, onClose: close });
  if (!mounted) return null;

  return (
    <>
      <Backdrop {...backdrop} />
      <Panel {...panel} aria-labelledby={titleId} aria-hidden={hidden}>
        <Head>
          <Title id={titleId}>Your Cart</Title>
          <IconButton aria-label="Close cart" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Head>
        <Body>
          {items.length === 0 ? (
            <Empty role={arriving ? 'status' : undefined}>{arriving ? CART_ARRIVING_TEXT : MSG.cart.empty}</Empty>
          ) : (
            <Items>
              {items.map((item) => (
                <CartDrawerItem key={item.aid} item={item} onFollow={close} />
              ))}
            </Items>
          )}
        </Body>
        {items.length > 0 && (
          <Footer>
            <Total>
              <span>Total</span>
              <strong>{formatAed(total)}</strong>
            </Total>
            <CartLink to="/cart" onClick={close}>Cart</CartLink>
          </Footer>
        )}
      </Panel>
    </>
  );
}
