import { createSelector } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '../../../shared/constants';
import type { AddressesState } from './addresses-slice';

interface WithAddresses {
  addresses: AddressesState;
}

export const selectAddresses = (state: WithAddresses) => state.addresses.items;
export const selectAddressesStatus = (state: WithAddresses) => state.addresses.status;
export const selectAddStatus = (state: WithAddresses) => state.addresses.addStatus;
export const selectIsAddressModalOpen = (state: WithAddresses) => state.addresses.modalOpen;
export const selectHasAddresses = (state: WithAddresses) => state.addresses.items.length > 0;

/** The delivery address of the next invoice, or null while none is chosen. */
export const selectSelectedAddress = (state: WithAddresses) =>
  state.addresses.items.find((item) => item.id === state.addresses.selectedId) ?? null;

const selectPage = (state: WithAddresses) => state.addresses.page;

/**
 * The address modal's page: 2 addresses a page (spec section 9), the page number kept inside
 * the list even after it shrank.
 */
export const selectAddressPage = createSelector([selectAddresses, selectPage], (items, page) => {
  const size = PAGE_SIZE.addresses;
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, items: items.slice((current - 1) * size, current * size) };
});
