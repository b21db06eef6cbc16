import type { RootState } from '../../app/store';
import type { OrderDocuments } from './documents-slice';

const NONE: OrderDocuments = { status: 'idle', documents: [] };

export const selectOrderDocuments = (state: RootState, orderId: number): OrderDocuments => state.documents.byOrder[orderId] ?? NONE;

export const selectDownloading = (state: RootState): string | null => state.documents.downloading;

/** The orders whose documents are shown (loaded), to be asked for again when the Orders view opens again. */
export const selectShownDocumentOrders = (state: RootState): number[] => Object.entries(state.documents.byOrder)
  .filter(([, entry]) => entry.status === 'succeeded')
  .map(([orderId]) => Number(orderId));
