import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { APPROVAL_THRESHOLD } from '../../../../shared/constants';
import type { AdminOrderState } from '../../../../shared/admin-types';
import type { OrderQuery } from '../api/admin-api';
import { selectOpenOrder, selectOrderQuery, selectOrders } from '../admin-selectors';
import { Badge, Screen, ScreenHead, SmallButton, SplitView, Table, Toolbar } from '../shared/admin-styles';
import { aed, formatDateTime } from '../shared/format';
import { ListStatus, Pager } from '../shared/ListStatus';
import { SearchBox } from '../shared/SearchBox';
import { StatusTabs } from '../shared/StatusTabs';
import { ORDER_STATE, OrderDetails } from './OrderDetails';
import { ordersActions as actions } from './orders-slice';

// Waiting orders first: staff open the screen to work through them.
const TABS = ([2, 1, 3] as const).map((value): { value: AdminOrderState; label: string } => ({ value, label: ORDER_STATE[value].label }));

/** /admin/orders: orders by state, newest first, with the decision beside the list. */
export function OrdersScreen() {
  usePageMeta('Orders');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const list = useAppSelector(selectOrders);
  const open = useAppSelector(selectOpenOrder);
  const query = list.query;
  const request = (next: OrderQuery) => dispatch(actions.listRequested(next));
  useEffect(() => {
    dispatch(actions.listRequested(selectOrderQuery(store.getState())));
  }, [dispatch, store]);

  return (
    <Screen aria-labelledby="orders-title">
      <ScreenHead><h1 id="orders-title">Orders</h1></ScreenHead>
      <Toolbar>
        <StatusTabs label="Order state" tabs={TABS} value={query.state} onChange={(state) => request({ state, q: query.q, p: 1 })} />
        <SearchBox key={query.state} label="Search orders" placeholder="Order number, customer or company" initial={query.q}
          onSearch={(q) => request({ ...query, q, p: 1 })} />
      </Toolbar>
      <SplitView $open={open !== null} $wide>
        <div>
          <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText="No orders here."
            onRetry={() => request(query)}>
            <Table>
              <thead>
                <tr>
                  <th>Order</th><th>Date</th><th>Customer</th><th>Company</th><th className="number">Lines</th>
                  <th className="number">Total</th><th><VisuallyHidden>Details</VisuallyHidden></th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((order) => (
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
              </tbody>
            </Table>
          </ListStatus>
          <Pager label="Order pages" page={query.p} count={list.count} onChange={(p) => request({ ...query, p })} />
        </div>
        {open && <OrderDetails key={open.order_id} />}
      </SplitView>
    </Screen>
  );
}
