import type { ExpiringLicence, TradeDocuments, TradeDocumentsInput } from '../../../../shared/trade-documents';

export type { ExpiringLicence };
import { api } from '../../../lib/api-client';
import { ADMIN_API, asStaff, type Refusal } from '../api/admin-http';

// Thin calls for customers' trade documents; sagas invoke them with call().

export interface StaffTradeDocuments extends TradeDocuments {
  licenceVerifiedExpiry: string | null;
  licenceReviewPending: boolean;
  orderBlock: string | null;
}


export type DocumentsReply = { status: 1; documents: StaffTradeDocuments } | Refusal;

export async function fetchCustomerDocuments(token: string, id: number): Promise<DocumentsReply> {
  return (await api.get<DocumentsReply>(`${ADMIN_API}/customers/${id}/tradedocuments`, asStaff(token))).data;
}

/** Corrections, and with `verify` the staff's confirmation that the licence shown is the one on file. */
export async function saveCustomerDocuments(token: string, id: number, input: TradeDocumentsInput & { verify: boolean }): Promise<DocumentsReply> {
  return (await api.post<DocumentsReply>(`${ADMIN_API}/customers/${id}/tradedocuments`, input, asStaff(token))).data;
}

export async function fetchExpiringLicences(token: string): Promise<{ status: number; licences: ExpiringLicence[] }> {
  return (await api.get<{ status: number; licences: ExpiringLicence[] }>(`${ADMIN_API}/tradedocuments/expiring`, asStaff(token))).data;
}
