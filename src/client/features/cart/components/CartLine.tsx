import { Link } from 'react-router';
import type { CartItem } from '../../../../shared/api-types';
import { approvalNotice } from '../../../../shared/messages';
import { formatAed } from '../../../../shared/money';
import { cartLineFacts, shownPrice } from '../../../../shared/price-display';
import { describeRule, ruleOf, ruleProblem } from '../../../../shared/quantity-rules';
import { SHOP } from '../../../../shared/shop';
import { LineAttributes } from '../../../components/cart-line/LineAttributes';
import { TierHint } from '../../../components/price-tiers/TierHint';
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
/**
 * What a buyer should fix before checkout: a count the article's rule does not allow (rules
 * can change after a line was added), or more than the stock holds.
 */
export function lineWarning(item: Pick<CartItem, 'count' | 'stock' | 'min_order' | 'order_multiple' | 'max_order'>): string | null {
  if (item.stock <= 0) return 'Out of stock.';
  const problem = ruleProblem(ruleOf(item), item.count);
  if (problem) return problem;
  if (item.count > item.stock) return `Only ${item.stock} in stock.`;
  return null;
}

export function CartLine({ item }: { item: CartItem }) {
  const rule = ruleOf(item);
  const warning = lineWarning(item);
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
        <TierHint item={item} />
        <Control>
          <CartControl aid={item.aid} label={lineLabel(item)} removable rule={rule} />
        </Control>
        {describeRule(rule) && <Notice>{describeRule(rule)}</Notice>}
        {warning && <Notice role="alert" data-testid="line-warning">{warning}</Notice>}
        {needsApproval(item.count) && <Notice role="status">{approvalNotice(SHOP.name)}</Notice>}
      </LineBody>
    </Line>
  );
}
