import type { RootState } from '../../app/store';

export const selectReorderOf = (state: RootState, orderId: number) => state.reorder.byOrder[orderId] ?? null;
