import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { selectDownloading, selectOrderDocuments } from '../documents-selectors';
import { downloadRequested, listRequested } from '../documents-slice';
import type { OrderDocument } from '../documents-api';

const KIND_NAME: Record<OrderDocument['kind'], string> = { invoice: 'Tax invoice', 'credit-note': 'Tax credit note' };

/** The tax documents of an approved (or cancelled after approval) order, loaded on request. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const { status, documents } = useAppSelector((state) => selectOrderDocuments(state, orderId));
  const downloading = useAppSelector(selectDownloading);
  if (status === 'idle' || status === 'failed') {
    return (
      <p>
        <button type="button" onClick={() => dispatch(listRequested({ orderId }))}>Tax documents</button>
        {status === 'failed' && <span role="alert"> The documents could not be loaded.</span>}
      </p>
    );
  }
  if (status === 'loading') return <p aria-live="polite">Loading tax documents…</p>;
  if (documents.length === 0) return <p>No tax documents yet: the invoice is issued when the order is approved.</p>;
  return (
    <ul aria-label={`Tax documents of order ${orderId}`}>
      {documents.map((doc) => (
        <li key={doc.number}>
          {KIND_NAME[doc.kind]} {doc.number}{' '}
          {doc.pdfReady ? (
            <button type="button" disabled={downloading === doc.pdf}
              onClick={() => dispatch(downloadRequested({ url: doc.pdf, filename: `${doc.number}.pdf` }))}>
              Download PDF <VisuallyHidden>of {doc.number}</VisuallyHidden>
            </button>
          ) : <span>PDF being prepared</span>}{' '}
          <button type="button" disabled={downloading === doc.xml}
            onClick={() => dispatch(downloadRequested({ url: doc.xml, filename: `${doc.number}.xml` }))}>
            Download XML <VisuallyHidden>of {doc.number}</VisuallyHidden>
          </button>
        </li>
      ))}
    </ul>
  );
}
