import type { AdminTaxDocument, Paged, ShopLegalSettings, TaxPeriod } from '../../../../shared/admin-types';
import { api } from '../../../lib/api-client';
import { ADMIN_API, asStaff, params, type Reply } from './admin-http';

// Thin calls for the shop's legal settings and its issued tax documents; sagas invoke them
// with call() so tests can provide the answers. Each takes the staff token first.

/** GET /settings/legal: null until the settings were saved once. */
export async function fetchLegalSettings(token: string): Promise<ShopLegalSettings | null> {
  return (await api.get<{ status: 1; settings: ShopLegalSettings | null }>(`${ADMIN_API}/settings/legal`, asStaff(token))).data.settings;
}

/** PUT /settings/legal: the saved settings, or the server's reason for refusing them. */
export async function saveLegalSettings(token: string, settings: ShopLegalSettings): Promise<Reply<{ settings: ShopLegalSettings }>> {
  return (await api.put<Reply<{ settings: ShopLegalSettings }>>(`${ADMIN_API}/settings/legal`, settings, asStaff(token))).data;
}

/** GET /documents: a page of the invoices and credit notes issued in the period, newest first. */
export async function fetchTaxDocuments(token: string, period: TaxPeriod, p: number): Promise<Paged<'documents', AdminTaxDocument>> {
  const query = params({ from: period.from, to: period.to, p });
  return (await api.get<Paged<'documents', AdminTaxDocument>>(`${ADMIN_API}/documents`, asStaff(token, { params: query }))).data;
}

/** The CSV exports of a period: every document, or the VAT return's totals per emirate. */
export const TAX_EXPORTS = {
  documents: { path: 'documents/export.csv', file: 'tax-documents' },
  emirates: { path: 'documents/emirates.csv', file: 'vat-by-emirate' },
} as const;
export type TaxExport = keyof typeof TAX_EXPORTS;

export async function fetchTaxExport(token: string, kind: TaxExport, period: TaxPeriod): Promise<Blob> {
  const query = params({ from: period.from, to: period.to });
  return (await api.get<Blob>(`${ADMIN_API}/${TAX_EXPORTS[kind].path}`, asStaff(token, { params: query, responseType: 'blob' }))).data;
}

/** A document's PDF or XML (the URLs the list gives), with the staff token. */
export async function fetchTaxDocumentFile(token: string, url: string): Promise<Blob> {
  return (await api.get<Blob>(url, asStaff(token, { responseType: 'blob' }))).data;
}

export type PdfRetryReply = Reply<{ document: AdminTaxDocument }>;

/**
 * POST /documents/:number/pdf: puts a PDF that rendering gave up on back in the queue. Status 1
 * brings the row as it now stands (queued); status 0 says why not (already made, or queued).
 */
export async function requeueDocumentPdf(token: string, number: string): Promise<PdfRetryReply> {
  return (await api.post<PdfRetryReply>(`${ADMIN_API}/documents/${encodeURIComponent(number)}/pdf`, {}, asStaff(token))).data;
}
