import { act, screen, within } from '@testing-library/react';
import { QuickOrderRows } from '../../../src/client/features/quick-order/components/QuickOrderRows';
import {
  type QuickOrderRow, type QuickOrderState, initialQuickOrderState, linesAdded, linesChecked,
} from '../../../src/client/features/quick-order/quick-order-slice';
import { renderWithStore } from '../../support/render';

// The rows of the quick-order page while the shop answers: held still while they are added,
// editable while they are checked, and never showing a verdict on a count the shop did not see.

const draft = (id: number, sku: string, count: string): QuickOrderRow => ({ id, sku, count, state: 'draft', message: null });
const cart = { items: [], count: 0, total: 0 };

function renderRows(status: QuickOrderState['status'], ...rows: QuickOrderRow[]) {
  return renderWithStore(<QuickOrderRows />, { preloadedState: { quickOrder: { ...initialQuickOrderState, rows, status, nextId: rows.length + 1 } } });
}

const messageOf = (line: number) => within(screen.getByLabelText(`Quantity of line ${line}`).closest('tr')!).queryByTestId('line-message');

describe('QuickOrderRows', () => {
  it('cannot be edited or removed while the lines are being added, and can again once the shop has answered', () => {
    const { store } = renderRows('adding', draft(1, 'KIB-2', '10'), draft(2, 'NOPE', '1'));
    const controls = () => [
      screen.getByLabelText('SKU of line 1'), screen.getByLabelText('Quantity of line 1'), screen.getByRole('button', { name: 'Remove line 1' }),
      screen.getByLabelText('SKU of line 2'), screen.getByLabelText('Quantity of line 2'), screen.getByRole('button', { name: 'Remove line 2' }),
    ];
    for (const control of controls()) expect(control).toBeDisabled();
    act(() => {
      store.dispatch(linesAdded({
        sent: [{ id: 1, sku: 'KIB-2', count: '10' }, { id: 2, sku: 'NOPE', count: '1' }],
        results: [{ sku: 'KIB-2', status: 'added', message: 'Added 10.' }, { sku: 'NOPE', status: 'unknown', message: 'No product has this SKU.' }],
        cart,
      }));
    });
    expect(screen.getByLabelText('SKU of line 1')).toHaveValue('NOPE');
    expect(screen.getByLabelText('SKU of line 1')).toBeEnabled();
    expect(screen.getByLabelText('Quantity of line 1')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeEnabled();
    expect(messageOf(1)).toHaveTextContent('No product has this SKU.');
  });

  it('while the lines are checked, a row the buyer edits shows the new count and no verdict, even after the check answers', async () => {
    const { store, user } = renderRows('checking', draft(1, 'KIB-2', '10'), draft(2, 'NOPE', '1'));
    const quantity = screen.getByLabelText('Quantity of line 1');
    await user.type(quantity, '0');
    expect(quantity).toHaveValue('100');
    act(() => {
      store.dispatch(linesChecked({
        sent: [{ id: 1, sku: 'KIB-2', count: '10' }, { id: 2, sku: 'NOPE', count: '1' }],
        results: [{ sku: 'KIB-2', status: 'added', message: 'Added 10.' }, { sku: 'NOPE', status: 'unknown', message: 'No product has this SKU.' }],
      }));
    });
    expect(screen.getByLabelText('Quantity of line 1')).toHaveValue('100');
    expect(messageOf(1)).toBeNull();
    expect(messageOf(2)).toHaveTextContent('No product has this SKU.');
  });
});
