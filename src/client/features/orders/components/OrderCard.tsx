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
      {/* A region of its own: a line too wide for a phone scrolls sideways, so it takes keyboard focus. */}
      <TableFrame tabIndex={0} role="region" aria-label={`Products of order ${order.order_id}`}>
        {/* Roles spelt out: on a phone the rows stack (order-card-styles.ts), and a table laid out otherwise loses them. */}
        <Table role="table">
          <caption><VisuallyHidden>Products of order {order.order_id}</VisuallyHidden></caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">Commodity</th>
              <th role="columnheader" scope="col">Count</th>
              <th role="columnheader" scope="col">Price</th>
              <th role="columnheader" scope="col">Total Purchase</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {order.details.map((line, index) => (
              <tr role="row" key={`${line.product_name}-${index}`}>
                <td role="cell">
                  {line.product_name}
                  <LineAttributes attributes={line.attributes} />
                </td>
                <td role="cell" data-label="Count">{line.count}</td>
                <td role="cell" data-label="Price">{formatAed(shownPrice(orderLineFacts(line)).main)}</td>
                <td role="cell" data-label="Total Purchase">{formatAed(lineTotal(line))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            <tr role="row">
              <th role="rowheader" scope="row" colSpan={3}>Total</th>
              <td role="cell">{formatAed(orderTotal(order.details))}</td>
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
