import type { AdminTaxDocument, EinvoiceState } from '../../../../shared/admin-types';
import { emirateName } from '../../../../shared/tax';
import { Actions, Badge, ErrorText, Muted, SmallButton, type Tone } from '../shared/admin-styles';
import { aed, formatDateTime } from '../shared/format';
import type { ActionState } from '../shared/paged-list';
import type { TaxDownload } from './tax-slice';

interface TaxDocumentRowProps {
  doc: AdminTaxDocument;
  /** A download is on its way (one at a time): the file buttons wait. */
  downloading: boolean;
  /** Making this document's PDF again: on its way, refused, or at rest. */
  retry: ActionState;
  onDownload: (request: TaxDownload) => void;
  onRetry: (number: string) => void;
}

/**
 * The PDF as far as it goes: a download once made, a note while queued, and once rendering gave
 * up on it, why, with the button that queues it again.
 */
function PdfCell({ doc, downloading, retry, onDownload, onRetry }: TaxDocumentRowProps) {
  if (doc.pdfState === 'failed') {
    const busy = retry.status === 'submitting';
    return (
      <>
        <Badge $tone="bad" title={doc.pdfError ?? undefined}>PDF failed</Badge>
        <SmallButton $variant="secondary" disabled={busy} aria-busy={busy} aria-label={`Make PDF again: ${doc.number}`}
          onClick={() => onRetry(doc.number)}>Make PDF again</SmallButton>
      </>
    );
  }
  const ready = doc.pdfState === 'ready';
  return (
    <SmallButton $variant="secondary" disabled={downloading || !ready} aria-label={`PDF of ${doc.number}`}
      onClick={() => onDownload({ kind: 'file', url: doc.pdf, filename: `${doc.number}.pdf` })}>
      {ready ? 'PDF' : 'PDF being made'}
    </SmallButton>
  );
}

const EINVOICE: Record<EinvoiceState, { label: string; tone: Tone }> = {
  pending: { label: 'Waiting to be sent', tone: 'warn' },
  sent: { label: 'Sent', tone: 'neutral' },
  accepted: { label: 'Accepted', tone: 'good' },
  rejected: { label: 'Rejected', tone: 'bad' },
};

/** The e-invoice's hand-off to the accredited service provider, as far as it went. */
function EinvoiceCell({ einvoice }: { einvoice: AdminTaxDocument['einvoice'] }) {
  if (!einvoice) return <Muted>Not handed over</Muted>;
  const shown = EINVOICE[einvoice.state];
  return <Badge $tone={shown.tone} title={`Provider: ${einvoice.provider}`}>{shown.label}</Badge>;
}

/** One issued document in the back office's list, with its files. */
export function TaxDocumentRow(props: TaxDocumentRowProps) {
  const { doc, downloading, retry, onDownload } = props;
  return (
    <tr>
      <td>{doc.number}</td>
      <td>{doc.kind === 'invoice' ? <Badge>Tax invoice</Badge> : <Badge $tone="bad">Credit note</Badge>}</td>
      <td>{formatDateTime(doc.issuedAt)}</td>
      <td>#{doc.orderId}</td>
      <td>{doc.customer}<br /><small>{doc.trn ? `TRN ${doc.trn}` : 'Not VAT registered'}</small></td>
      <td>{emirateName(doc.emirate) || doc.emirate}</td>
      <td>{aed(doc.net)}</td>
      <td>{aed(doc.vat)}</td>
      <td>{aed(doc.gross)}</td>
      <td><EinvoiceCell einvoice={doc.einvoice} /></td>
      <td>
        <Actions>
          <PdfCell {...props} />
          <SmallButton $variant="secondary" disabled={downloading} aria-label={`XML of ${doc.number}`}
            onClick={() => onDownload({ kind: 'file', url: doc.xml, filename: `${doc.number}.xml` })}>XML</SmallButton>
        </Actions>
        {doc.pdfState === 'failed' && doc.pdfError && <Muted>{doc.pdfError}</Muted>}
        {retry.status === 'failed' && <ErrorText role="alert">{retry.error}</ErrorText>}
      </td>
    </tr>
  );
}
