import type { Address } from '../../../../shared/api-types';

export interface CheckoutFacts {
  empty: boolean;
  /** The cart could not be read: empty on screen says nothing about the cart. */
  cartFailed?: boolean;
  address: Address | null;
  addressesLoading: boolean;
  /** The address list could not be read: none on screen does not mean there are none. */
  addressesFailed?: boolean;
  updating: boolean;
  placing: boolean;
}

const COULD_NOT_LOAD = (what: string) => `Your ${what} could not be loaded. Reload the page to try again.`;

/**
 * Why Register Invoice cannot be pressed right now, in words shown next to it; null when it
 * can. Checked in the order a customer would fix things.
 */
export function checkoutBlocker({ empty, cartFailed, address, addressesLoading, addressesFailed, updating, placing }: CheckoutFacts): string | null {
  if (placing) return 'Registering your invoice…';
  if (empty) return cartFailed ? COULD_NOT_LOAD('cart') : 'Your cart is empty.';
  if (!address && addressesFailed) return COULD_NOT_LOAD('addresses');
  if (!address) return addressesLoading ? 'Loading your addresses…' : 'Add a delivery address to register your invoice.';
  if (updating) return 'Updating your cart…';
  return null;
}
