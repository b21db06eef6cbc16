import { COUNTRIES, countryById, countryName } from '../../src/shared/countries';
import { DEFAULT_COUNTRY_ID } from '../../src/shared/constants';

describe('country list (spec section 3)', () => {
  it('holds 240 countries with ids 1 to 240 in order', () => {
    expect(COUNTRIES).toHaveLength(240);
    expect(COUNTRIES.map((country) => country.id)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
  });

  it('puts the registration default, 225, on the United Arab Emirates', () => {
    expect(countryById(DEFAULT_COUNTRY_ID.register)).toEqual({ id: 225, name: 'United Arab Emirates', code: 'AE' });
  });

  it('is alphabetical by English name, with unique two-letter codes', () => {
    const names = COUNTRIES.map((country) => country.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(240);
  });

  it('names a country by id, and nothing for 0 or an unknown id', () => {
    expect(countryName(1)).toBe('Afghanistan');
    expect(countryName(240)).toBe('Zimbabwe');
    expect(countryName(DEFAULT_COUNTRY_ID.profile)).toBe('');
    expect(countryName(241)).toBe('');
  });
});
