// UAE tax master data shared by the storefront, the back office and the server: the seven
// emirates (codes as the e-invoice's country subdivision), the TRN format and the VAT
// categories an article can carry.

export const EMIRATES = [
  { code: 'AUH', en: 'Abu Dhabi', ar: 'أبوظبي' },
  { code: 'DXB', en: 'Dubai', ar: 'دبي' },
  { code: 'SHJ', en: 'Sharjah', ar: 'الشارقة' },
  { code: 'AJM', en: 'Ajman', ar: 'عجمان' },
  { code: 'UAQ', en: 'Umm Al Quwain', ar: 'أم القيوين' },
  { code: 'RAK', en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  { code: 'FUJ', en: 'Fujairah', ar: 'الفجيرة' },
] as const;

export type EmirateCode = (typeof EMIRATES)[number]['code'];

export const EMIRATE_CODES: readonly string[] = EMIRATES.map((e) => e.code);

export function isEmirate(value: unknown): value is EmirateCode {
  return typeof value === 'string' && EMIRATE_CODES.includes(value);
}

export function emirateName(code: string | null | undefined, lang: 'en' | 'ar' = 'en'): string {
  const found = EMIRATES.find((e) => e.code === code);
  return found ? found[lang] : '';
}

/** A Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^[0-9]{15}$/;

export function isTrn(value: unknown): value is string {
  return typeof value === 'string' && TRN_PATTERN.test(value);
}

/** UNCL5305 codes: standard rated, zero rated, exempt. */
export const VAT_CATEGORIES = ['S', 'Z', 'E'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** Rates in basis points (500 = 5 %), so tax maths stays in integers. */
export const VAT_RATE_BP: Record<VatCategory, number> = { S: 500, Z: 0, E: 0 };

export const TAX_FIELD_MESSAGES = {
  trn: 'A TRN is 15 digits.',
  emirate: 'Choose one of the seven emirates.',
} as const;
