import type { TaxDocumentEntry } from '../../../shared/admin-types';
import { api } from '../../lib/api-client';

// Thin calls; sagas invoke them with call() so tests can provide the answers. The api client
// adds the customer's Bearer token, which the download URLs need as well.

export type OrderDocument = TaxDocumentEntry;

export interface DocumentsReply {
  status: number;
  documents?: OrderDocument[];
}

/** GET /api/order/{orderId}/documents: the tax invoice and credit note of one order. */
export async function fetchOrderDocuments(orderId: number): Promise<DocumentsReply> {
  const response = await api.get<DocumentsReply>(`/api/order/${orderId}/documents`);
  return response.data;
}

/** The file behind a download URL, as a Blob for the browser to save. */
export async function fetchDocumentFile(url: string): Promise<Blob> {
  const response = await api.get<Blob>(url, { responseType: 'blob' });
  return response.data;
}
