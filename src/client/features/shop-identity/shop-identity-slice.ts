import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopIdentity } from '../../../shared/shop-identity';
import type { LoadStatus } from '../../lib/load-cases';

/**
 * The shop's legal identity as the server last answered it (GET /api/shop/identity). Not
 * persisted: an identity kept from an earlier visit could be one staff have since replaced,
 * so every visit shows the server's, and a replayed log shows the one its shopper was sent.
 */
export interface ShopIdentityState {
  /** null until it has loaded, and when the shop has not saved its legal details yet. */
  identity: ShopIdentity | null;
  status: LoadStatus;
}

export const initialShopIdentityState: ShopIdentityState = { identity: null, status: 'idle' };

const shopIdentitySlice = createSlice({
  name: 'shopIdentity',
  initialState: initialShopIdentityState,
  reducers: {
    identityRequested(state) {
      state.status = 'loading';
    },
    identityLoaded(state, action: PayloadAction<{ identity: ShopIdentity | null }>) {
      state.identity = action.payload.identity;
      state.status = 'succeeded';
    },
    /** What was shown before stays: a failed second look does not take the shop's name away. */
    identityFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { identityRequested, identityLoaded, identityFailed } = shopIdentitySlice.actions;
export default shopIdentitySlice.reducer;
