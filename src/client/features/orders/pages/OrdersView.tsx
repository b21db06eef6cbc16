import type { ReactNode } from 'react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Paginator } from '../../../components/paginator/Paginator';
import { ordersViewOpened } from '../../../lib/shared-events';
import { OrderCard } from '../components/OrderCard';
import { selectOrders, selectOrdersPage, selectOrdersStatus } from '../orders-selectors';
import { pageChosen } from '../orders-slice';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Quiet = styled.p`
  padding-block: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The dashboard's Orders (spec section 2): order cards 3 a page, newest first. */
/** `orderActions` adds controls under each order (Order again), given by the page that shows the list. */
export function OrdersView({ orderActions }: { orderActions?: (orderId: number) => ReactNode } = {}) {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  const status = useAppSelector(selectOrdersStatus);
  const page = useAppSelector(selectOrdersPage);
  useEffect(() => {
    dispatch(ordersViewOpened());
  }, [dispatch]);

  if (orders.length === 0) {
    // Spec section 8: a failed order list says nothing, and certainly not that there are none.
    if (status === 'failed') return null;
    const loading = status === 'idle' || status === 'loading';
    return <Quiet role="status">{loading ? 'Loading your orders…' : MSG.order.none}</Quiet>;
  }
  const size = PAGE_SIZE.orders;
  const pageCount = Math.ceil(orders.length / size);
  const current = Math.min(page, pageCount);
  return (
    <List>
      {orders.slice((current - 1) * size, current * size).map((order) => (
        <OrderCard key={order.order_id} order={order} actions={orderActions?.(order.order_id)} />
      ))}
      <Paginator page={current} pageCount={pageCount} onChange={(next) => dispatch(pageChosen(next))} label="Order pages" />
    </List>
  );
}
