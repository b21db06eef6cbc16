import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { selectQuickOrderAdding, selectQuickOrderRows } from '../quick-order-selectors';
import { type QuickOrderRow, rowEdited, rowRemoved } from '../quick-order-slice';
import { RowMessage, Rows } from './quick-order-styles';

const isGood = (row: QuickOrderRow) => row.state === 'added' || row.state === 'adjusted';

/**
 * The lines on the page, each editable until it is added; the shop's answer beside it. While
 * lines are being added the rows hold still, so the answer is about the rows as the buyer sees
 * them (a change that slips in all the same is kept by the reducer, without the answer).
 */
export function QuickOrderRows() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectQuickOrderRows);
  const adding = useAppSelector(selectQuickOrderAdding);
  if (rows.length === 0) return null;
  return (
    <Rows aria-label="Order lines">
      <thead>
        <tr><th scope="col">SKU</th><th scope="col">Quantity</th><th scope="col">Check</th><th scope="col"><span hidden>Remove</span></th></tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id} data-state={row.state}>
            <td>
              <input aria-label={`SKU of line ${index + 1}`} value={row.sku} autoComplete="off" disabled={adding}
                onChange={(event) => dispatch(rowEdited({ id: row.id, sku: event.target.value }))} />
            </td>
            <td>
              <input aria-label={`Quantity of line ${index + 1}`} value={row.count} inputMode="numeric" autoComplete="off" disabled={adding}
                onChange={(event) => dispatch(rowEdited({ id: row.id, count: event.target.value }))} />
            </td>
            <td>
              {row.message && <RowMessage $ok={isGood(row)} data-testid="line-message">{row.message}</RowMessage>}
            </td>
            <td>
              <Button $variant="ghost" aria-label={`Remove line ${index + 1}`} disabled={adding} onClick={() => dispatch(rowRemoved({ id: row.id }))}>✕</Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Rows>
  );
}
