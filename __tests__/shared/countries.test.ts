import { DEFAULT_COUNTRY_ID } from '../../src/shared/constants';
import { COUNTRIES, countryById } from '../../src/shared/countries';

describe('country list', () => {
  it('holds 240 countries numbered 1 to 240', () => {
    expect(COUNTRIES).toHaveLength(240);
    expect(COUNTRIES.map((country) => country.id)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
  });

  it('has unique names and unique two-letter upper-case codes', () => {
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(240);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(240);
    COUNTRIES.forEach((country) => expect(country.code).toMatch(/^[A-Z]{2}$/));
  });

  it('numbers the countries in alphabetical order of their names', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('starts registration on 225, the United Arab Emirates', () => {
    expect(DEFAULT_COUNTRY_ID.register).toBe(225);
    expect(countryById(225)).toEqual({ id: 225, name: 'United Arab Emirates', code: 'AE' });
  });

  it('finds no country for 0, the profile default, or an unknown id', () => {
    expect(DEFAULT_COUNTRY_ID.profile).toBe(0);
    expect(countryById(0)).toBeUndefined();
    expect(countryById(241)).toBeUndefined();
  });

  it.each([
    [1, 'AF'], [78, 'DE'], [97, 'IN'], [188, 'SA'], [161, 'OM'], [17, 'BH'], [226, 'GB'], [227, 'US'], [240, 'ZW'],
  ])('keeps id %i for %s', (id, code) => {
    expect(countryById(id)?.code).toBe(code);
  });
});
