// The demo shop's legal identity for its tax documents (a made-up TRN and licence), with its logo
// (a picture the demo seed renders).
import type { LegalSettings } from '../../../services/invoicing/legal-settings';
import { SHOP_LOGO } from '../images/logos';

export const DEMO_LEGAL_SETTINGS: LegalSettings = {
  legalNameEn: 'Petora Trading L.L.C.',
  legalNameAr: 'بيتورا للتجارة ش.ذ.م.م',
  address: 'Warehouse 12, Street 18, Al Quoz Industrial Area 3, P.O. Box 123456',
  city: 'Dubai',
  emirate: 'DXB',
  trn: '100123456700003',
  licenceNumber: '1234567',
  licenceAuthority: 'Dubai Department of Economy and Tourism',
  invoicePrefix: 'INV',
  creditNotePrefix: 'CN',
  logo: SHOP_LOGO.name,
};
