import { DEMO_LEGAL_SETTINGS } from '../../src/server/db/seed/demo/legal';
import { SHOP } from '../../src/shared/shop';

// The footer, the About page and the mails name the shop from SHOP; its tax documents from the
// legal settings the demo seeds. A buyer must never read two TRNs or two licences for one shop.
describe('the shop as the storefront names it and as its tax documents do', () => {
  it('has one legal name, TRN, trade licence and address', () => {
    expect(SHOP.legalName).toBe(DEMO_LEGAL_SETTINGS.legalNameEn);
    expect(SHOP.trn).toBe(`TRN ${DEMO_LEGAL_SETTINGS.trn}`);
    expect(SHOP.tradeLicence).toContain(DEMO_LEGAL_SETTINGS.licenceNumber);
    expect(SHOP.address.startsWith(DEMO_LEGAL_SETTINGS.address.split(', P.O. Box')[0])).toBe(true);
    expect(DEMO_LEGAL_SETTINGS.address).toContain(SHOP.poBox);
  });
});
