import { DEMO_LEGAL_SETTINGS } from '../../../src/server/db/seed/demo/legal';
import { type ShopIdentity, identityOf } from '../../../src/shared/shop-identity';
import type { PreloadedRootState } from '../../../src/client/app/store';

/** The demo shop's legal settings as GET /api/shop/identity answers them. */
export const petora: ShopIdentity = identityOf(DEMO_LEGAL_SETTINGS);

/** The same shop after staff saved new legal details: renamed, moved to Sharjah, a new licence and TRN. */
export const renamed: ShopIdentity = {
  ...petora,
  legalName: 'Petora Pet Supplies Trading L.L.C.',
  address: 'Unit 9, Al Saja\'a Industrial Area',
  city: 'Sharjah',
  emirate: 'SHJ',
  trn: '100555666700003',
  licenceNumber: 'SHJ-778899',
  licenceAuthority: 'Sharjah Economic Development Department',
};

export const identityState = (identity: ShopIdentity | null): PreloadedRootState => ({
  shopIdentity: { identity, status: 'succeeded' },
});
