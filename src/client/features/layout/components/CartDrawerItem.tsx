import { Link } from 'react-router';
import styled from 'styled-components';
import type { CartItem } from '../../../../shared/api-types';
import { formatAed } from '../../../../shared/money';
import { cartLineFacts, shownPrice } from '../../../../shared/price-display';
import { describeRule, ruleOf } from '../../../../shared/quantity-rules';
import { lineImage } from '../../../components/cart-line/line-image';
import { CartControl } from '../../cart/components/CartControl';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-end: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const StepperSlot = styled.div`
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const ItemLink = styled(Link)`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  img {
    inline-size: 64px;
    block-size: 64px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    object-fit: contain;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

const Detail = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/**
 * One line of the drawer: a link to its product, and the stepper that changes its count by the
 * line's quantity rule (whole cases, within its minimum and maximum), as on the cart page.
 */
export function CartDrawerItem({ item, onFollow }: { item: CartItem; onFollow: () => void }) {
  const label = item.attribute_name ? `${item.name} ${item.attribute_name}` : item.name;
  const rule = ruleOf(item);
  return (
    <Item>
      <ItemLink to={`/product/${item.slug}`} onClick={onFollow}>
        <img src={lineImage(item)} alt="" width={64} height={64} loading="lazy" decoding="async" />
        <span>
          <Name>{item.name}</Name>
          {item.attribute_name && <Detail>{item.attribute_name}</Detail>}
          <Detail>
            {item.count} x {formatAed(shownPrice(cartLineFacts(item)).main)}
          </Detail>
        </span>
      </ItemLink>
      <StepperSlot>
        <CartControl aid={item.aid} label={label} removable rule={rule} />
        {describeRule(rule) && <Detail>{describeRule(rule)}</Detail>}
      </StepperSlot>
    </Item>
  );
}
