import type { Address } from '../../../../shared/api-types';

export interface CheckoutFacts {
  empty: boolean;
  address: Address | null;
  addressesLoading: boolean;
  updating: boolean;
  placing: boolean;
}

/**
 * Why Register Invoice cannot be pressed right now, in words shown next to it; null when it
 * can. Checked in the order a customer would fix things.
 */
export function checkoutBlocker({ empty, address, addressesLoading, updating, placing }: CheckoutFacts): string | null {
  if (placing) return 'Registering your invoice…';
  if (empty) return 'Your cart is empty.';
  if (!address) return addressesLoading ? 'Loading your addresses…' : 'Add a delivery address to register your invoice.';
  if (updating) return 'Updating your cart…';
  return null;
}
