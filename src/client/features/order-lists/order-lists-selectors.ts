import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectListsState = (state: RootState) => state.orderLists.lists;
export const selectListDetail = (state: RootState) => state.orderLists.detail;
export const selectPicker = (state: RootState) => state.orderLists.picker;
export const selectPickerOpenFor = (state: RootState, key: string) => state.orderLists.picker.key === key;

/** The chosen lines still in the list, in list order. */
export const selectChosenAids = createSelector([selectListDetail], (detail) => {
  const chosen = new Set(detail.chosen);
  return (detail.list?.lines ?? []).filter((line) => chosen.has(line.aid)).map((line) => line.aid);
});
