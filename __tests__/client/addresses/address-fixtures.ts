import type { Address } from '../../../src/shared/api-types';

export function address(id: number, patch: Partial<Address> = {}): Address {
  return { id, name: `Address ${id}`, address: `Warehouse ${id}, Al Quoz, Dubai`, postal_code: `1200${id}`, main_address: 0, ...patch };
}

/** Three saved addresses, the second one the main address. */
export const savedAddresses: Address[] = [
  address(1, { name: 'Shop', address: 'Shop 4, Jumeirah Road, Dubai' }),
  address(2, { name: 'Warehouse', address: 'Unit 12, Al Quoz Industrial Area 3, Dubai', main_address: 1 }),
  address(3, { name: 'Branch', address: 'Office 7, Al Nahda, Sharjah', postal_code: null }),
];
