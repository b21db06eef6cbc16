import { SHOP_IDENTITY_FIELDS, type ShopIdentity } from '../../../shared/shop-identity';
import { anonymous, api } from '../../lib/api-client';

// A thin call for the footer; the saga invokes it with call() so tests can provide the answer.

function isIdentity(value: unknown): value is ShopIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return SHOP_IDENTITY_FIELDS.every((field) => typeof fields[field] === 'string');
}

/**
 * The shop's legal identity (GET /api/shop/identity): null when the shop has saved none yet.
 * Any other answer is refused, so the footer never shows half an identity.
 */
export async function fetchShopIdentity(): Promise<ShopIdentity | null> {
  // Without the customer's token: the same public answer for everyone, so the browser may keep
  // it and ask again with its ETag (a token makes the server answer "no-store").
  const { data } = await api.get<{ identity?: unknown }>('/api/shop/identity', anonymous());
  const identity = data?.identity;
  if (identity === null) return null;
  if (!isIdentity(identity)) throw new Error('The shop identity answer is malformed');
  // Only the known fields: the store holds what the footer may show, nothing the server adds later.
  const { legalName, legalNameAr, address, city, emirate, trn, licenceNumber, licenceAuthority } = identity;
  return { legalName, legalNameAr, address, city, emirate, trn, licenceNumber, licenceAuthority };
}
