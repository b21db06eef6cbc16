import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '../../../shared/api-types';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import { pageOpened as cartPageOpened } from '../cart/cart-slice';
import { isDraftComplete, type AddressDraft } from './address-draft';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AddressesState {
  items: Address[];
  status: LoadStatus;
  /** The delivery address of the next invoice. */
  selectedId: number | null;
  /** The Register New Address form: 'loading' while the address is being saved. */
  addStatus: LoadStatus;
  /** Page of the address modal's list (2 a page). */
  page: number;
  /** Whether the address modal of the cart page is open. */
  modalOpen: boolean;
}

export const initialAddressesState: AddressesState = {
  items: [], status: 'idle', selectedId: null, addStatus: 'idle', page: 1, modalOpen: false,
};

/**
 * Spec section 4: the main address (main_address 1) is preselected, else the first one. A choice
 * the customer already made stays as long as that address is still in the list.
 */
export function preselect(items: readonly Address[], current: number | null): number | null {
  if (current !== null && items.some((item) => item.id === current)) return current;
  return (items.find((item) => item.main_address === 1) ?? items[0])?.id ?? null;
}

/** Spec section 4: after an address is added the modal list returns to page 1 below 3 addresses. */
const RESET_PAGE_BELOW = 3;

const addressesSlice = createSlice({
  name: 'addresses',
  initialState: initialAddressesState,
  reducers: {
    listLoadStarted(state) {
      state.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<Address[]>) {
      state.items = action.payload;
      state.status = 'succeeded';
      state.selectedId = preselect(action.payload, state.selectedId);
    },
    /** Spec section 8: a failed address list shows no message. */
    listFailed(state) {
      state.status = 'failed';
    },
    modalOpened(state) {
      state.modalOpen = true;
    },
    modalClosed(state) {
      state.modalOpen = false;
    },
    /** Select in the modal chooses the address and closes the modal (spec section 2). */
    addressChosen(state, action: PayloadAction<number>) {
      if (state.items.some((item) => item.id === action.payload)) state.selectedId = action.payload;
      state.modalOpen = false;
    },
    modalPageChosen(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    /** An incomplete form sends nothing (spec section 5), so it does not start a save either. */
    newAddressSubmitted(state, action: PayloadAction<AddressDraft>) {
      if (isDraftComplete(action.payload)) state.addStatus = 'loading';
    },
    /** The server answers with the full updated list. */
    newAddressSaved(state, action: PayloadAction<Address[]>) {
      state.items = action.payload;
      state.status = 'succeeded';
      state.addStatus = 'succeeded';
      state.selectedId = preselect(action.payload, state.selectedId);
      if (action.payload.length < RESET_PAGE_BELOW) state.page = 1;
    },
    /** Spec section 8: a failed add shows no message; the form keeps what was typed. */
    newAddressFailed(state) {
      state.addStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    // One customer's addresses must not stay on screen once nobody is logged in.
    const forget = () => initialAddressesState;
    builder.addCase(logoutRequested, forget).addCase(sessionExpired, forget);
    // A modal left open by going back opens closed on the next visit of the cart page.
    builder.addCase(cartPageOpened, (state) => {
      state.modalOpen = false;
    });
  },
});

export const {
  listLoadStarted, listLoaded, listFailed, modalOpened, modalClosed, addressChosen, modalPageChosen, newAddressSubmitted, newAddressSaved, newAddressFailed,
} = addressesSlice.actions;
export default addressesSlice.reducer;
