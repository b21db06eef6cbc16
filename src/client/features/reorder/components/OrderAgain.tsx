import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { selectReorderOf } from '../reorder-selectors';
import { orderAgainClicked } from '../reorder-slice';

/** "Order again" under an order, and what changed for each line once it is in the cart. */
export function OrderAgain({ orderId }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectReorderOf(state, orderId));
  const loading = entry?.status === 'loading';
  return (
    <div>
      <Button $variant="secondary" disabled={loading} aria-busy={loading || undefined} onClick={() => dispatch(orderAgainClicked({ orderId }))}>
        Order again
      </Button>
      {entry?.status === 'succeeded' && (
        <ul aria-label={`Order ${orderId} put into your cart`}>
          {entry.results.map((result, index) => <li key={`${result.sku}-${index}`}>{result.sku}: {result.message}</li>)}
        </ul>
      )}
    </div>
  );
}
