import { Link } from 'react-router';
import type { CartItem } from '../../../../shared/api-types';
import { approvalNotice } from '../../../../shared/messages';
import { formatAed } from '../../../../shared/money';
import { cartLineFacts, shownPrice } from '../../../../shared/price-display';
import { SHOP } from '../../../../shared/shop';
import { LineAttributes } from '../../../components/cart-line/LineAttributes';
import { lineImage } from '../../../components/cart-line/line-image';
import { needsApproval } from '../cart-maths';
import { CartControl } from './CartControl';
import { Control, Discount, Line, LineBody, NameRow, Notice, Prices } from './cart-line-styles';

/** The label controls use for a line: its name with the chosen variant. */
export function lineLabel(item: Pick<CartItem, 'name' | 'attribute_name'>): string {
  return item.attribute_name ? `${item.name} ${item.attribute_name}` : item.name;
}

/**
 * One line of the cart page (spec section 2): image, name to the product, discount badge,
 * attributes, price with sale price, the cart control and, above 30, the approval notice.
 */
export function CartLine({ item }: { item: CartItem }) {
  // The same rule as the product card: the retail price struck, the badge from the buyer's sale.
  const { main, struck, discount } = shownPrice(cartLineFacts(item));
  return (
    <Line aria-label={lineLabel(item)}>
      <img src={lineImage(item)} alt="" width={80} height={80} loading="lazy" decoding="async" />
      <LineBody>
        <NameRow>
          <Link to={`/product/${item.slug}`}>{item.name}</Link>
          {discount !== null && <Discount>-{discount}%</Discount>}
        </NameRow>
        <LineAttributes attributes={item.attributes} />
        <Prices>
          <strong>{formatAed(main)}</strong>
          {struck !== null && <s aria-label={`was ${formatAed(struck)}`}>{formatAed(struck)}</s>}
        </Prices>
        <Control>
          <CartControl aid={item.aid} label={lineLabel(item)} removable />
        </Control>
        {needsApproval(item.count) && <Notice role="status">{approvalNotice(SHOP.name)}</Notice>}
      </LineBody>
    </Line>
  );
}
