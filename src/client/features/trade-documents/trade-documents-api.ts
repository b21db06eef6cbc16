import type { TradeDocuments } from '../../../shared/trade-documents';
import { api } from '../../lib/api-client';

// Thin calls; sagas invoke them with call() so tests can provide the answers.

export interface TradeDocumentsStatus extends TradeDocuments {
  licenceVerifiedExpiry: string | null;
  licenceReviewPending: boolean;
  /** Why the account cannot order now (an expired licence), or null. */
  orderBlock: string | null;
}

export interface TradeDocumentsReply { status: number; documents?: TradeDocumentsStatus }

/** GET /api/customer/tradedocuments: the customer's licence and TRN and whether they allow ordering. */
export async function fetchTradeDocuments(): Promise<TradeDocumentsReply> {
  const response = await api.get<TradeDocumentsReply>('/api/customer/tradedocuments');
  return response.data;
}
