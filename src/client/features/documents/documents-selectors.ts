import type { RootState } from '../../app/store';
import type { OrderDocuments } from './documents-slice';

const NONE: OrderDocuments = { status: 'idle', documents: [] };

export const selectOrderDocuments = (state: RootState, orderId: number): OrderDocuments => state.documents.byOrder[orderId] ?? NONE;

export const selectDownloading = (state: RootState): string | null => state.documents.downloading;
