import { type ReactNode, useId } from 'react';
import type { Order } from '../../../../shared/api-types';
import { MSG } from '../../../../shared/messages';
import { formatAed } from '../../../../shared/money';
import { orderLineFacts, shownPrice } from '../../../../shared/price-display';
import { VisuallyHidden } from '../../../components/Container';
import { LineAttributes } from '../../../components/cart-line/LineAttributes';
import { OrderDocuments } from '../../documents/components/OrderDocuments';
import { formatOrderDate, lineTotal, ORDER_STATE, orderTotal } from '../order-format';
import { Facts } from '../../../components/page/facts';
import { Card, Head, StateBadge, Table, TableFrame } from './order-card-styles';

/**
 * Spec section 4: state 1 approved, 2 waiting for approval; any other state has no badge. A
 * cancelled order (3) says so under its documents instead (OrderDocuments).
 */
function OrderState({ state }: { state: number }) {
  if (state === ORDER_STATE.approved) return <StateBadge $tone="success">{MSG.order.approved}</StateBadge>;
  if (state === ORDER_STATE.waiting) return <StateBadge $tone="warning">{MSG.order.waiting}</StateBadge>;
  return null;
}

/** One order of the dashboard (spec section 2): who, when, where, its lines and its Total. */
export function OrderCard({ order, actions }: { order: Order; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>Order Number {order.order_id}</h2>
        <OrderState state={order.state} />
      </Head>
      <Facts>
        <dt>Name</dt>
        <dd>{order.customer_name}</dd>
        <dt>Date</dt>
        <dd>{formatOrderDate(order.date)}</dd>
        <dt>Address</dt>
        <dd>{order.address}</dd>
        <dt>Postal Code</dt>
        <dd>{order.postal_code || '—'}</dd>
        {order.mobile && (
          <>
            <dt>Contact Number</dt>
            <dd>{order.mobile}</dd>
          </>
        )}
        {order.note && (
          <>
            <dt>Purchase Note</dt>
            <dd>{order.note}</dd>
          </>
        )}
      </Facts>
      {/* A region of its own: on a phone the table scrolls sideways, so it takes keyboard focus. */}
      <TableFrame tabIndex={0} role="region" aria-label={`Products of order ${order.order_id}`}>
        <Table>
          <caption><VisuallyHidden>Products of order {order.order_id}</VisuallyHidden></caption>
          <thead>
            <tr>
              <th scope="col">Commodity</th>
              <th scope="col">Count</th>
              <th scope="col">Price</th>
              <th scope="col">Total Purchase</th>
            </tr>
          </thead>
          <tbody>
            {order.details.map((line, index) => (
              <tr key={`${line.product_name}-${index}`}>
                <td>
                  {line.product_name}
                  <LineAttributes attributes={line.attributes} />
                </td>
                <td>{line.count}</td>
                <td>{formatAed(shownPrice(orderLineFacts(line)).main)}</td>
                <td>{formatAed(lineTotal(line))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>Total</th>
              <td>{formatAed(orderTotal(order.details))}</td>
            </tr>
          </tfoot>
        </Table>
      </TableFrame>
      {actions}
      {order.state !== ORDER_STATE.waiting && (
        <OrderDocuments orderId={order.order_id} cancelled={order.state === ORDER_STATE.cancelled} />
      )}
    </Card>
  );
}
