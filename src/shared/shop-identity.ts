// The shop's identity as buyers read it in the storefront's footer, in mail signatures and in
// a product page's data for search engines: the public part of the legal settings staff keep
// in the back office (the ones its tax documents print), so every place names the shop alike.
// What the settings do not hold (trading name, phone, email, commercial register) stays in
// SHOP (shop.ts).
import type { ShopLegalSettings } from './admin-types';
import { emirateName } from './tax';

/**
 * GET /api/shop/identity: null until staff have saved the shop's legal details. The legal
 * settings' public fields (ShopLegalSettings), the English legal name as `legalName`; the
 * series prefixes and the logo stay in the back office.
 */
export type ShopIdentity = Omit<ShopLegalSettings, 'legalNameEn' | 'invoicePrefix' | 'creditNotePrefix' | 'logo'> & { legalName: string };

/** The identity the storefront is shown for these settings. */
export function identityOf(settings: ShopLegalSettings): ShopIdentity {
  const { legalNameEn, invoicePrefix: _invoice, creditNotePrefix: _creditNote, logo: _logo, ...rest } = settings;
  return { legalName: legalNameEn, ...rest };
}


export const SHOP_IDENTITY_FIELDS = [
  'legalName', 'legalNameAr', 'address', 'city', 'emirate', 'trn', 'licenceNumber', 'licenceAuthority',
] as const satisfies ReadonlyArray<keyof ShopIdentity>;

/** One line of free text: what staff typed over several lines reads as one in a footer or signature. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function endsWith(text: string, part: string): boolean {
  return text.toLowerCase().endsWith(part.toLowerCase());
}

/**
 * The postal address on one line: the street address as saved, then the city and the emirate
 * unless the text already ends with them (Dubai is both), then the country.
 */
export function identityAddress(identity: ShopIdentity): string {
  let text = oneLine(identity.address);
  for (const part of [oneLine(identity.city), emirateName(identity.emirate), 'UAE']) {
    if (part !== '' && !endsWith(text, part)) text = text === '' ? part : `${text}, ${part}`;
  }
  return text;
}

export const identityTrn = (identity: ShopIdentity) => `TRN ${identity.trn}`;

/** As the tax documents print it: number, then the authority that issued it. */
export const identityLicence = (identity: ShopIdentity) =>
  `Trade Licence No. ${oneLine(identity.licenceNumber)} (${oneLine(identity.licenceAuthority)})`;

/** The shop's name on a legal line: the saved legal name, or the trading name before one is saved. */
export const identityLegalName = (identity: ShopIdentity | null, tradingName: string) =>
  (identity ? oneLine(identity.legalName) : tradingName);
