import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import type { RootState } from '../../../app/store';
import { AddToList } from '../../order-lists/components/AddToList';
import { selectCartItems } from '../cart-selectors';
import { clearClicked, exportClicked } from '../cart-tools-slice';

const selectClearing = (state: RootState) => state.cartTools.clearing === 'clearing';

/** Export the cart as CSV (it uploads again on the quick-order page), save it as an order list, and clear it in one step. */
export function CartTools() {
  const dispatch = useAppDispatch();
  const empty = useAppSelector(selectCartItems).length === 0;
  const clearing = useAppSelector(selectClearing);
  if (empty) return null;
  return (
    <div style={{ display: 'flex', gap: '8px', flexWrap: 'wrap' }}>
      <Button $variant="secondary" onClick={() => dispatch(exportClicked())}>Export cart as CSV</Button>
      <AddToList pickerKey="cart" source={{ from: 'cart' }} text="Save cart as list" />
      <Button $variant="ghost" disabled={clearing} aria-busy={clearing || undefined} onClick={() => dispatch(clearClicked())}>Clear cart</Button>
    </div>
  );
}
