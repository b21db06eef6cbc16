import { createSelector } from '@reduxjs/toolkit';
import { SHOP } from '../../../shared/shop';
import { identityAddress, identityLegalName, identityLicence, identityTrn } from '../../../shared/shop-identity';
import type { ShopIdentityState } from './shop-identity-slice';

// Typed against the slice alone so that the selectors never depend on the whole store's shape.
interface WithShopIdentity {
  shopIdentity: ShopIdentityState;
}

export const selectShopIdentity = (state: WithShopIdentity) => state.shopIdentity.identity;
export const selectShopIdentityStatus = (state: WithShopIdentity) => state.shopIdentity.status;

/** The footer's lines that come from the legal settings; what the settings do not hold comes from SHOP. */
export interface FooterIdentity {
  /** The legal name once loaded; the trading name until then (or while none is saved). */
  name: string;
  nameAr: string | null;
  /** Trade licence, commercial register, TRN: the register's alone until the settings have loaded. */
  registration: string[];
  /** The postal address, or null until the settings have loaded. */
  address: string | null;
  /** Where the shop is registered, for the copyright line: its city once loaded, the country always. */
  seat: string;
}

export const selectFooterIdentity = createSelector([selectShopIdentity], (identity): FooterIdentity => ({
  name: identityLegalName(identity, SHOP.name),
  nameAr: identity?.legalNameAr.trim() || null,
  registration: identity ? [identityLicence(identity), SHOP.commercialRegister, identityTrn(identity)] : [SHOP.commercialRegister],
  address: identity ? identityAddress(identity) : null,
  seat: identity && identity.city.trim() ? `${identity.city.trim()}, ${SHOP.country}` : SHOP.country,
}));
