import { countryName } from '../../../src/client/features/addresses/country-name';

describe('countryName on the cart page', () => {
  it('reads the name from the country list by country_id', () => {
    expect(countryName(225)).toBe('United Arab Emirates');
    expect(countryName(188)).toBe('Saudi Arabia');
  });

  it('is empty when the customer has no country yet', () => {
    expect(countryName(0)).toBe('');
    expect(countryName(null)).toBe('');
    expect(countryName(undefined)).toBe('');
  });
});
