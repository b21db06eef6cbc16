import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { PageHeading } from '../../../components/page/PageIntro';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { QuickOrderRows } from '../components/QuickOrderRows';
import { Actions, Page, Panel } from '../components/quick-order-styles';
import { selectQuickOrderBusy, selectQuickOrderNotice, selectQuickOrderRows, selectSendableCount } from '../quick-order-selectors';
import { addRequested, checkRequested, linesRead, pasteSubmitted, readRefused, rowAdded } from '../quick-order-slice';
import { readSheetFile } from '../read-sheet-file';

/**
 * /quick-order (customers): lines by SKU typed, pasted from a spreadsheet or uploaded, checked
 * by the shop before anything is added; one button adds every valid line.
 */
export function QuickOrderPage() {
  usePageMeta('Quick order', 'Order many products at once by SKU: paste from a spreadsheet or upload a CSV or Excel file.');
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectQuickOrderRows);
  const sendable = useAppSelector(selectSendableCount);
  const busy = useAppSelector(selectQuickOrderBusy);
  const notice = useAppSelector(selectQuickOrderNotice);
  // The box's text is form field state; reading it goes through the saga.
  const [pasted, setPasted] = useState('');
  const pasteId = useId();
  const fileId = useId();

  // A File is not plain data: it is read here, and only its lines enter the store.
  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readSheetFile(file);
    dispatch(read.ok ? linesRead({ lines: read.lines }) : readRefused({ message: read.message }));
  };

  return (
    <Page>
      <PageHeading>Quick order</PageHeading>
      <Panel aria-label="Bring in lines">
        <label htmlFor={pasteId}>Paste lines: one &quot;SKU, quantity&quot; per line, or two columns copied from a spreadsheet</label>
        <textarea id={pasteId} value={pasted} onChange={(event) => setPasted(event.target.value)} />
        <Actions>
          <Button $variant="secondary" disabled={pasted.trim() === ''} onClick={() => { dispatch(pasteSubmitted({ text: pasted })); setPasted(''); }}>
            Read pasted lines
          </Button>
          <label htmlFor={fileId}>Or upload a CSV or Excel (.xlsx) file:</label>
          <input id={fileId} type="file" accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => { void chooseFile(event.target.files?.[0]); event.target.value = ''; }} />
        </Actions>
      </Panel>
      {notice && <p role="status" data-testid="quick-order-notice">{notice}</p>}
      <Panel aria-label="Lines to order">
        <QuickOrderRows />
        <Actions>
          <Button $variant="ghost" onClick={() => dispatch(rowAdded())}>Add a line</Button>
          {rows.length > 0 && <Button $variant="secondary" disabled={busy} onClick={() => dispatch(checkRequested())}>Check lines</Button>}
          <Button disabled={busy || sendable === 0} aria-busy={busy || undefined} onClick={() => dispatch(addRequested())}>
            Add {sendable} {sendable === 1 ? 'line' : 'lines'} to cart
          </Button>
          <Link to="/cart">Go to cart</Link>
        </Actions>
      </Panel>
    </Page>
  );
}
