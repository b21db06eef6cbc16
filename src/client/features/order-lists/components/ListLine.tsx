import { Link } from 'react-router';
import { formatAed } from '../../../../shared/money';
import type { OrderListLine } from '../../../../shared/order-lists';
import { cartLineFacts, shownPrice } from '../../../../shared/price-display';
import { describeRule, ruleOf } from '../../../../shared/quantity-rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { CartStepper } from '../../../components/CartStepper';
import { LineAttributes } from '../../../components/cart-line/LineAttributes';
import { lineImage } from '../../../components/cart-line/line-image';
import { selectListDetail } from '../order-lists-selectors';
import { lineChoiceToggled, lineCountChosen, lineRemoveClicked } from '../order-lists-slice';
import { Control, LineGrid, Muted, Row, Stack, Warning } from './list-styles';

export const listLineLabel = (line: Pick<OrderListLine, 'name' | 'attribute_name'>) =>
  (line.attribute_name ? `${line.name} ${line.attribute_name}` : line.name);

/** One line of a list: chosen or not, the article, its price for the buyer, the count, warnings. */
export function ListLine({ listId, line }: { listId: number; line: OrderListLine }) {
  const dispatch = useAppDispatch();
  const { pending, chosen } = useAppSelector(selectListDetail);
  const label = listLineLabel(line);
  const rule = ruleOf(line);
  const { main, struck } = shownPrice(cartLineFacts(line));
  const change = (count: number) => dispatch(count > 0 ? lineCountChosen({ listId, aid: line.aid, count }) : lineRemoveClicked({ listId, aid: line.aid }));
  return (
    <LineGrid aria-label={label}>
      <input type="checkbox" aria-label={`Choose ${label}`} checked={chosen.includes(line.aid)} onChange={() => dispatch(lineChoiceToggled({ aid: line.aid }))} />
      <img src={lineImage(line)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <Stack>
        <Link to={`/product/${line.slug}`}>{line.name}</Link>
        <LineAttributes attributes={line.attributes} />
        <Muted>SKU {line.sku}</Muted>
        <Row>
          <strong>{formatAed(main)}</strong>
          {struck !== null && <s aria-label={`was ${formatAed(struck)}`}>{formatAed(struck)}</s>}
        </Row>
        <Row>
          <Control>
            <CartStepper count={line.count} pending={pending.includes(line.aid)} label={label} rule={rule} onChoose={change} />
          </Control>
          <Button $variant="ghost" aria-label={`Remove ${label} from list`} onClick={() => change(0)}>Remove</Button>
        </Row>
        {describeRule(rule) && <Muted>{describeRule(rule)}</Muted>}
        {line.warning && <Warning data-testid="list-line-warning">{line.warning}</Warning>}
      </Stack>
    </LineGrid>
  );
}
