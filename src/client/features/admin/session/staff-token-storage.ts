import { browserStore, type KeyValueStore } from '../../../app/persistence/keyed-storage';

// The staff session is kept apart from the customer's: its own localStorage key, written and
// read only by the session saga (architecture: sagas own localStorage beyond redux-persist).
// Someone on the staff who also has a customer account can be signed in to both at once.
export const STAFF_TOKEN_KEY = 'staff_token';

let backing: KeyValueStore | null = null;
const store = () => (backing ??= browserStore());

/** The stored staff token, or null when there is none (or storage is blocked). */
export function readStaffToken(): string | null {
  try {
    const token = store().getItem(STAFF_TOKEN_KEY);
    return token && token.split('.').length === 3 ? token : null;
  } catch {
    return null;
  }
}

export function saveStaffToken(token: string): void {
  try {
    store().setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the session still works until the tab closes.
  }
}

export function clearStaffToken(): void {
  try {
    store().removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}
