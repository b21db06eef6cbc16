import type { RootState } from '../../app/store';

/** Why the customer cannot order now (an expired trade licence), or null. */
export const selectOrderBlock = (state: RootState): string | null => state.tradeDocuments.documents?.orderBlock ?? null;
