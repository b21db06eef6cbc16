import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { sendableRows } from './quick-order-slice';

export const selectQuickOrderRows = (state: RootState) => state.quickOrder.rows;
export const selectQuickOrderBusy = (state: RootState) => state.quickOrder.status === 'checking' || state.quickOrder.status === 'adding';
/** While lines are being added the rows hold still: what the shop adds is what the page shows. */
export const selectQuickOrderAdding = (state: RootState) => state.quickOrder.status === 'adding';
export const selectQuickOrderNotice = (state: RootState) => state.quickOrder.notice;
export const selectSendableCount = createSelector(selectQuickOrderRows, (rows) => sendableRows(rows).length);
