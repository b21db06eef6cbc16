import { DEMO_LEGAL_SETTINGS } from '../../src/server/db/seed/demo/legal';
import { SHOP } from '../../src/shared/shop';
import {
  type ShopIdentity, identityAddress, identityLegalName, identityLicence, identityTrn,
} from '../../src/shared/shop-identity';

// The footer, the mails and product pages name the shop from its legal settings, as its tax
// documents do; SHOP keeps only what the settings do not hold. A buyer must never read two
// TRNs or two licences for one shop.
const demo: ShopIdentity = {
  legalName: DEMO_LEGAL_SETTINGS.legalNameEn, legalNameAr: DEMO_LEGAL_SETTINGS.legalNameAr, address: DEMO_LEGAL_SETTINGS.address,
  city: DEMO_LEGAL_SETTINGS.city, emirate: DEMO_LEGAL_SETTINGS.emirate, trn: DEMO_LEGAL_SETTINGS.trn,
  licenceNumber: DEMO_LEGAL_SETTINGS.licenceNumber, licenceAuthority: DEMO_LEGAL_SETTINGS.licenceAuthority,
};

describe('the shop as the storefront and the mails name it', () => {
  it('keeps no TRN, licence or address of its own beside the legal settings', () => {
    // Nor a legal name: the About page's story says the trading name, so no page shows a second legal name.
    for (const key of ['trn', 'tradeLicence', 'address', 'poBox', 'city', 'legalName']) expect(SHOP).not.toHaveProperty(key);
  });

  it('writes the registration lines as the tax documents print them', () => {
    expect(identityTrn(demo)).toBe('TRN 100123456700003');
    expect(identityLicence(demo)).toBe('Trade Licence No. 1234567 (Dubai Department of Economy and Tourism)');
    expect(identityLegalName(demo, SHOP.name)).toBe('Petora Trading L.L.C.');
    expect(identityLegalName(null, SHOP.name)).toBe('Petora');
  });

  it('writes the address on one line, naming city and emirate once each, then the country', () => {
    expect(identityAddress(demo)).toBe('Warehouse 12, Street 18, Al Quoz Industrial Area 3, P.O. Box 123456, Dubai, UAE');
    expect(identityAddress({ ...demo, address: 'Plot 7,\n  Industrial Area 2', city: 'Al Ain', emirate: 'AUH' }))
      .toBe('Plot 7, Industrial Area 2, Al Ain, Abu Dhabi, UAE');
    expect(identityAddress({ ...demo, address: 'Unit 4, Sharjah', city: 'sharjah', emirate: 'SHJ' })).toBe('Unit 4, Sharjah, UAE');
  });
});
