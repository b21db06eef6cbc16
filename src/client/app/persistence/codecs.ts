import type { Customer, GuestCartEntry } from '../../../shared/api-types';
import { customerFromToken } from '../../features/auth/token';

/**
 * How one persisted value is written to and read from its own localStorage key. `encode`
 * answers null when the key should be removed instead (nothing worth keeping); `decode`
 * answers undefined when the stored text is unusable, so the slice keeps its default.
 */
export interface Codec<T> {
  encode(value: T): string | null;
  decode(text: string): T | undefined;
}

/**
 * The login token is stored as the bare string, as the spec's `token` key holds it. A stored
 * token that does not carry a customer (spec section 5) would show a session nobody can use,
 * so it is not restored.
 */
export const tokenCodec: Codec<string | null> = {
  encode: (value) => (typeof value === 'string' && value !== '' ? value : null),
  decode: (text) => (customerFromToken(text) ? text : undefined),
};

function jsonCodec<T>(isValid: (value: unknown) => value is T, isEmpty: (value: T) => boolean): Codec<T | null> {
  return {
    encode: (value) => (value === null || value === undefined || isEmpty(value) ? null : JSON.stringify(value)),
    decode: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * A stored list read entry by entry: an entry that is not what the shop writes (hand-edited,
 * left by an older version, cut short) is dropped with a warning, and the rest of the list
 * stays. Only text that is not a JSON list at all loses the whole key.
 */
function listCodec<E>(name: string, isEntry: (value: unknown) => value is E): Codec<E[] | null> {
  return {
    encode: (value) => (!Array.isArray(value) || value.length === 0 ? null : JSON.stringify(value)),
    decode: (text) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (!Array.isArray(value)) {
        console.warn(`The stored ${name} is unreadable and was not restored.`);
        return undefined;
      }
      const kept = value.filter((entry: unknown) => {
        if (isEntry(entry)) return true;
        console.warn(`A stored ${name} entry was unreadable and was dropped:`, entry);
        return false;
      });
      return kept;
    },
  };
}

const positiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
function isGuestCartEntry(entry: unknown): entry is GuestCartEntry {
  return typeof entry === 'object' && entry !== null
    && positiveInt((entry as GuestCartEntry).aid) && positiveInt((entry as GuestCartEntry).count);
}

const optionalText = (value: unknown) => value === null || value === undefined || typeof value === 'string';

export function isCustomer(value: unknown): value is Customer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.email === 'string' &&
    typeof c.name === 'string' &&
    typeof c.company_name === 'string' &&
    typeof c.country_id === 'number' &&
    optionalText(c.lisence_number) &&
    optionalText(c.otrn_number) &&
    optionalText(c.mobile)
  );
}

export const customerCodec = jsonCodec(isCustomer, () => false);
/** An empty list removes its key: "clearing the cart removes the local cart" (spec section 4). */
export const guestCartCodec = listCodec('cart', isGuestCartEntry);
export const idListCodec = listCodec('wishlist or compare list', positiveInt);
