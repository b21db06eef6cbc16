// Issuing tax documents inside the transaction that approves or cancels the order: the number,
// the frozen snapshot, the e-invoice XML, the PDF render job and the pending hand-off to the
// service provider are all written, or none is.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type OrderRow, type TaxDocumentRow, documentJobs, einvoiceSubmissions, taxDocuments } from '../../db/schema';
import { Rejection } from '../admin/outcome';
import { LEGAL_MESSAGES, loadLegalSettings } from './legal-settings';
import { formatNumber, nextSequence, uaeDate, uaeYear } from './numbering';
import { creditNoteSnapshot, invoiceSnapshot } from './snapshot';
import type { DocumentSnapshot } from './snapshot-types';
import { buildUbl } from './ubl';

/** The provider documents are handed to; one name per configured adapter. */
export const SUBMISSION_PROVIDER = 'asp';

async function record(tx: Tx, snapshot: DocumentSnapshot, row: {
  series: string; year: number; sequence: number; order: OrderRow; invoiceId: number | null; issuedAt: Date;
}): Promise<TaxDocumentRow> {
  const [doc] = await tx.insert(taxDocuments).values({
    kind: snapshot.kind, series: row.series, year: row.year, sequence: row.sequence, number: snapshot.number,
    orderId: row.order.id, customerId: row.order.customerId, invoiceId: row.invoiceId, issuedAt: row.issuedAt,
    emirate: snapshot.buyer.emirate, netFils: snapshot.totals.netFils, vatFils: snapshot.totals.vatFils,
    grossFils: snapshot.totals.grossFils, snapshot, xml: buildUbl(snapshot),
  }).returning();
  await tx.insert(documentJobs).values({ documentId: doc.id });
  await tx.insert(einvoiceSubmissions).values({ documentId: doc.id, provider: SUBMISSION_PROVIDER });
  return doc;
}

/**
 * Throws Rejection (refused) when the shop's legal details were never saved. Everything is
 * read and computed before the number is taken, so the series' counter stays locked only for
 * the inserts and the commit.
 */
export async function issueInvoice(tx: Tx, order: OrderRow, issuedAt = new Date()): Promise<TaxDocumentRow> {
  const settings = await loadLegalSettings(tx);
  if (!settings) throw new Rejection('refused', LEGAL_MESSAGES.missing);
  const year = uaeYear(issuedAt);
  const draft = await invoiceSnapshot(tx, order, settings, '', issuedAt, uaeDate(issuedAt));
  const sequence = await nextSequence(tx, settings.invoicePrefix, year);
  const snapshot = { ...draft, number: formatNumber(settings.invoicePrefix, year, sequence) };
  return record(tx, snapshot, { series: settings.invoicePrefix, year, sequence, order, invoiceId: null, issuedAt });
}

/** The credit note of an order's invoice, or null when the order was never invoiced. */
export async function issueCreditNote(tx: Tx, order: OrderRow, reason: string | null, issuedAt = new Date()): Promise<TaxDocumentRow | null> {
  const [invoice] = await tx.select().from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return null;
  const settings = await loadLegalSettings(tx);
  const series = settings?.creditNotePrefix ?? 'CN';
  const year = uaeYear(issuedAt);
  const sequence = await nextSequence(tx, series, year);
  const snapshot = creditNoteSnapshot(invoice.snapshot, formatNumber(series, year, sequence), issuedAt, uaeDate(issuedAt), reason);
  return record(tx, snapshot, { series, year, sequence, order, invoiceId: invoice.id, issuedAt });
}
