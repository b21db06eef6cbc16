import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn, selectToken } from '../../auth/auth-selectors';
import { selectCartLineCount } from '../../cart/cart-selectors';
import { badgeText } from '../header-model';
import { drawerOpened } from '../layout-slice';
import { IconButton, iconControl } from '../../../components/dialog/dialog-styles';
import { CartIcon, HeartIcon, UserIcon } from '../../../components/icons';

const IconLink = styled(Link)`
  ${iconControl}
`;

// Customers order by SKU from here; a word rather than an icon, as no icon says "quick order".
// Only where the header has room for it: on narrower screens the menu offers it instead, so the
// menu button and the logo keep their size on a phone.
const TextLink = styled(Link)`
  display: none;
  ${({ theme }) => theme.media.wideHeader} {
    display: inline-flex;
  }
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space.xs};
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const CartSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled.span`
  position: absolute;
  pointer-events: none;
  inset-block-start: 0;
  inset-inline-end: -2px;
  min-inline-size: 18px;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 18px;
  text-align: center;
`;

/** Cart button with the line-count badge; the badge number is the button's description. */
function CartButton() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLineCount);
  const badgeId = useId();
  const text = badgeText(lines);
  // The badge sits beside the button, not in it: its number would otherwise be visible text
  // missing from the name 'Cart' that speech users say. It is read as the description.
  return (
    <CartSlot>
      <IconButton aria-label="Cart" aria-describedby={text ? badgeId : undefined} onClick={() => dispatch(drawerOpened())}>
        <CartIcon />
      </IconButton>
      {text && <Badge id={badgeId} aria-hidden="true">{text}</Badge>}
    </CartSlot>
  );
}

/** Wishlist, account and (for customers) cart: shown in the header and the search overlay. */
export function ShopLinks() {
  const token = useAppSelector(selectToken);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <>
      {loggedIn && <TextLink to="/quick-order">Quick order</TextLink>}
      <IconLink to="/wishlist" aria-label="Wishlist">
        <HeartIcon />
      </IconLink>
      <IconLink to={token ? '/dashboard' : '/login'} aria-label="Account">
        <UserIcon />
      </IconLink>
      {loggedIn && <CartButton />}
    </>
  );
}
