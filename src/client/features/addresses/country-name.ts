import { countryById } from '../../../shared/countries';

/** The customer's country as the cart page shows it (spec section 2: looked up by country_id). */
export function countryName(id: number | null | undefined): string {
  return (id != null && countryById(id)?.name) || '';
}
