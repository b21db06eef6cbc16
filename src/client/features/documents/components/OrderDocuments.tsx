import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { selectDownloading, selectOrderDocuments } from '../documents-selectors';
import { downloadRequested, listRequested } from '../documents-slice';
import type { OrderDocument } from '../documents-api';

const KIND_NAME: Record<OrderDocument['kind'], string> = { invoice: 'Tax invoice', 'credit-note': 'Tax credit note' };

/**
 * The tax documents of an approved (or cancelled) order, loaded on request. A cancelled order has
 * them only if it was approved first (its invoice and the credit note that cancels it).
 */
export function OrderDocuments({ orderId, cancelled = false }: { orderId: number; cancelled?: boolean }) {
  const dispatch = useAppDispatch();
  const { status, documents } = useAppSelector((state) => selectOrderDocuments(state, orderId));
  // One download at a time, whichever order's: every file button waits until it has arrived.
  const busy = useAppSelector(selectDownloading) !== null;
  if (status === 'idle' || status === 'failed') {
    return (
      <p>
        <button type="button" onClick={() => dispatch(listRequested({ orderId }))}>Tax documents</button>
        {status === 'failed' && <span role="alert"> The documents could not be loaded.</span>}
      </p>
    );
  }
  if (status === 'loading') return <p aria-live="polite">Loading tax documents…</p>;
  if (documents.length === 0) {
    return cancelled
      ? <p>No tax documents: the order was cancelled before it was approved.</p>
      : <p>No tax documents yet: the invoice is issued when the order is approved.</p>;
  }
  return (
    <ul aria-label={`Tax documents of order ${orderId}`}>
      {documents.map((doc) => (
        <li key={doc.number}>
          {KIND_NAME[doc.kind]} {doc.number}{' '}
          {doc.pdfReady ? (
            <button type="button" disabled={busy}
              onClick={() => dispatch(downloadRequested({ url: doc.pdf, filename: `${doc.number}.pdf` }))}>
              Download PDF <VisuallyHidden>of {doc.number}</VisuallyHidden>
            </button>
          ) : <span>PDF being prepared</span>}{' '}
          <button type="button" disabled={busy}
            onClick={() => dispatch(downloadRequested({ url: doc.xml, filename: `${doc.number}.xml` }))}>
            Download XML <VisuallyHidden>of {doc.number}</VisuallyHidden>
          </button>
        </li>
      ))}
    </ul>
  );
}
