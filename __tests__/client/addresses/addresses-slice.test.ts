import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import {
  selectAddressPage, selectAddresses, selectHasAddresses, selectSelectedAddress,
} from '../../../src/client/features/addresses/addresses-selectors';
import reducer, {
  addressChosen, initialAddressesState, listFailed, listLoaded, listLoadStarted, modalPageChosen, newAddressFailed,
  newAddressSaved, newAddressSubmitted, preselect,
} from '../../../src/client/features/addresses/addresses-slice';
import { address, savedAddresses } from './address-fixtures';

const wrap = (addresses = initialAddressesState) => ({ addresses });
const draft = { addressName: 'Depot', address: 'Plot 9, Dubai Investments Park', postalCode: '' };

describe('addresses slice', () => {
  it('moves through loading to the list and preselects the main address', () => {
    const loading = reducer(initialAddressesState, listLoadStarted());
    expect(loading.status).toBe('loading');
    const state = reducer(loading, listLoaded(savedAddresses));
    expect(state.status).toBe('succeeded');
    expect(selectAddresses(wrap(state))).toEqual(savedAddresses);
    expect(selectSelectedAddress(wrap(state))?.name).toBe('Warehouse');
  });

  it('preselects the first address when none is the main one, and nothing without addresses', () => {
    expect(preselect([address(5), address(6)], null)).toBe(5);
    expect(preselect([], null)).toBeNull();
    expect(selectHasAddresses(wrap())).toBe(false);
  });

  it("keeps the customer's choice across a reload while that address still exists", () => {
    const chosen = reducer(reducer(initialAddressesState, listLoaded(savedAddresses)), addressChosen(3));
    expect(reducer(chosen, listLoaded(savedAddresses)).selectedId).toBe(3);
    expect(reducer(chosen, listLoaded(savedAddresses.slice(0, 2))).selectedId).toBe(2);
  });

  it('selects only an address of the list', () => {
    const state = reducer(reducer(initialAddressesState, listLoaded(savedAddresses)), addressChosen(1));
    expect(state.selectedId).toBe(1);
    expect(reducer(state, addressChosen(42)).selectedId).toBe(1);
  });

  it('keeps the list when loading fails', () => {
    const state = reducer(reducer(initialAddressesState, listLoaded(savedAddresses)), listFailed());
    expect(state.status).toBe('failed');
    expect(state.items).toEqual(savedAddresses);
  });

  it('shows the modal list two a page', () => {
    const loaded = reducer(initialAddressesState, listLoaded(savedAddresses));
    expect(selectAddressPage(wrap(loaded))).toEqual({ page: 1, pageCount: 2, items: savedAddresses.slice(0, 2) });
    const second = reducer(loaded, modalPageChosen(2));
    expect(selectAddressPage(wrap(second))).toEqual({ page: 2, pageCount: 2, items: savedAddresses.slice(2) });
    expect(selectAddressPage(wrap(reducer(loaded, modalPageChosen(9)))).page).toBe(2);
  });

  it('starts saving only a complete form', () => {
    expect(reducer(initialAddressesState, newAddressSubmitted(draft)).addStatus).toBe('loading');
    expect(reducer(initialAddressesState, newAddressSubmitted({ ...draft, addressName: ' ' })).addStatus).toBe('idle');
    expect(reducer(initialAddressesState, newAddressSubmitted({ ...draft, address: '' })).addStatus).toBe('idle');
  });

  it('takes the full list after an add and returns to page 1 below 3 addresses', () => {
    const onPage2 = { ...initialAddressesState, items: [address(1)], page: 2 };
    const state = reducer(onPage2, newAddressSaved([address(1), address(2)]));
    expect(state.addStatus).toBe('succeeded');
    expect(state.items).toHaveLength(2);
    expect(state.page).toBe(1);
  });

  it('stays on its page after an add at 3 addresses or more', () => {
    const onPage2 = reducer(reducer(initialAddressesState, listLoaded(savedAddresses)), modalPageChosen(2));
    const state = reducer(onPage2, newAddressSaved([...savedAddresses, address(4)]));
    expect(state.page).toBe(2);
    expect(selectAddressPage(wrap(state)).items.map((item) => item.id)).toEqual([3, 4]);
  });

  it('selects the first address once it is saved', () => {
    const state = reducer(initialAddressesState, newAddressSaved([address(8, { main_address: 1 })]));
    expect(state.selectedId).toBe(8);
  });

  it('marks a failed add and keeps the list', () => {
    const state = reducer(reducer(initialAddressesState, listLoaded(savedAddresses)), newAddressFailed());
    expect(state.addStatus).toBe('failed');
    expect(state.items).toEqual(savedAddresses);
  });

  it('forgets the addresses on logout', () => {
    const state = reducer(reducer(initialAddressesState, listLoaded(savedAddresses)), logoutRequested());
    expect(state).toEqual(initialAddressesState);
  });
});
