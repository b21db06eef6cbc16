import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { APPROVAL_THRESHOLD } from '../../../../shared/constants';
import type { AdminOrderState } from '../../../../shared/admin-types';
import type { OrderQuery } from '../api/admin-api';
import { selectOpenOrder, selectOrders } from '../admin-selectors';
import { Badge, SmallButton } from '../shared/admin-styles';
import { DecisionQueueScreen } from '../shared/DecisionQueueScreen';
import { aed, formatDateTime } from '../shared/format';
import { ORDER_STATE, OrderDetails } from './OrderDetails';
import { ordersActions as actions } from './orders-slice';

// Waiting orders first: staff open the screen to work through them.
const TABS = ([2, 1, 3] as const).map((value): { value: AdminOrderState; label: string } => ({ value, label: ORDER_STATE[value].label }));

/** /admin/orders: orders by state, newest first, with the decision beside the list. */
export function OrdersScreen() {
  usePageMeta('Orders');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOrders);
  const open = useAppSelector(selectOpenOrder);
  useEffect(() => {
    dispatch(actions.screenOpened());
  }, [dispatch]);

  return (
    <DecisionQueueScreen
      name="orders" title="Orders" tabs={TABS} tabsLabel="Order state"
      searchLabel="Search orders" searchPlaceholder="Order number, customer or company"
      emptyText="No orders here." pagerLabel="Order pages" wide
      list={list} onRequest={(next: OrderQuery) => dispatch(actions.listRequested(next))}
      head={(
        <tr>
          <th>Order</th><th>Date</th><th>Customer</th><th>Company</th><th className="number">Lines</th>
          <th className="number">Total before VAT</th><th><VisuallyHidden>Details</VisuallyHidden></th>
        </tr>
      )}
      rows={list.items.map((order) => (
        <tr key={order.order_id} aria-selected={order.order_id === open?.order_id}>
          <td>#{order.order_id}</td>
          <td>{formatDateTime(order.date)}</td>
          <td>{order.customer.name}</td>
          <td>{order.customer.company_name}</td>
          <td className="number">
            {order.lines.length}
            {order.lines.some((line) => line.count > APPROVAL_THRESHOLD) && <> <Badge $tone="accent">Over {APPROVAL_THRESHOLD}</Badge></>}
          </td>
          <td className="number">{aed(order.total)}</td>
          <td>
            <SmallButton $variant="ghost" aria-label={`Open order ${order.order_id}`} onClick={() => dispatch(actions.orderOpened(order.order_id))}>
              Open
            </SmallButton>
          </td>
        </tr>
      ))}
      details={open ? <OrderDetails key={open.order_id} /> : null}
    />
  );
}
