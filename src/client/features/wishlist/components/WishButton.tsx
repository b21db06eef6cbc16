import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { iconControl } from '../../../components/dialog/dialog-styles';
import { selectIsWished } from '../wishlist-selectors';
import { toggled } from '../wishlist-slice';

const Heart = styled.button.attrs({ type: 'button' })`
  ${iconControl}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &:hover {
    background: ${({ theme }) => theme.colors.accentLight};
  }
`;

/** The wishlist heart of a product: filled while the product is on the list. */
export function WishButton({ productId, name }: { productId: number; name: string }) {
  const dispatch = useAppDispatch();
  const wished = useAppSelector((state) => selectIsWished(state, productId));
  return (
    <Heart
      aria-pressed={wished}
      aria-label={wished ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      onClick={() => dispatch(toggled(productId))}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.4-9.1C1.3 8.2 3.3 4.5 6.9 4.5c2.1 0 3.7 1.2 5.1 3 1.4-1.8 3-3 5.1-3 3.6 0 5.6 3.7 4.3 6.9-1.9 4.5-9.4 9.1-9.4 9.1z"
          fill={wished ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </Heart>
  );
}
