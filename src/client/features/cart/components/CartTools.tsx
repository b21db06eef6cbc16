import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/dialog/Modal';
import type { RootState } from '../../../app/store';
import { AddToList } from '../../order-lists/components/AddToList';
import { selectCartItems } from '../cart-selectors';
import { clearClicked, clearConfirmed, clearDismissed, exportClicked } from '../cart-tools-slice';

const selectClearing = (state: RootState) => state.cartTools.clearing;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Question = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

/** Asks before the saved cart is emptied; its open state is the store's, so a replay shows it. */
function ClearQuestion({ lines }: { lines: number }) {
  const dispatch = useAppDispatch();
  const clearing = useAppSelector(selectClearing);
  const busy = clearing === 'clearing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) dispatch(clearConfirmed());
  };
  return (
    <Modal open={clearing === 'asking' || busy} title="Clear your cart?" onClose={() => dispatch(clearDismissed())} width="440px">
      <Question noValidate onSubmit={submit}>
        <p>{lines === 1 ? 'The one product in your cart is taken out.' : `All ${lines} products in your cart are taken out.`} This cannot be undone.</p>
        <Tools>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? 'Clearing…' : 'Clear cart'}</Button>
          <Button type="button" $variant="secondary" onClick={() => dispatch(clearDismissed())}>Keep my cart</Button>
        </Tools>
      </Question>
    </Modal>
  );
}

/** Export the cart as CSV (it uploads again on the quick-order page), save it as an order list, and clear it in one step. */
export function CartTools() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartItems).length;
  const clearing = useAppSelector(selectClearing) === 'clearing';
  if (lines === 0) return null;
  return (
    <Tools>
      <Button $variant="secondary" onClick={() => dispatch(exportClicked())}>Export cart as CSV</Button>
      <AddToList pickerKey="cart" source={{ from: 'cart' }} text="Save cart as list" />
      <Button $variant="ghost" disabled={clearing} aria-busy={clearing || undefined} aria-haspopup="dialog" onClick={() => dispatch(clearClicked())}>Clear cart</Button>
      <ClearQuestion lines={lines} />
    </Tools>
  );
}
