import type { Reducer } from '@reduxjs/toolkit';
import { createMigrate, PERSIST, persistReducer, type PersistConfig } from 'redux-persist';
import { STORAGE_KEYS } from '../../../shared/constants';
import { customerCodec, guestCartCodec, idListCodec, tokenCodec } from './codecs';
import { browserStore, createKeyedStorage, type FieldLayout, type KeyValueStore } from './keyed-storage';
import { migrations, STATE_VERSION, VERSION_KEY } from './migrations';

/**
 * What survives a reload, and under which localStorage key (spec sections 3 and 9): the login
 * token, the customer, the guest cart, the wishlist and the compare list. Nothing else is kept;
 * catalogue data, statuses and open dialogs start fresh.
 */
export const PERSISTED_FIELDS = {
  auth: {
    token: { key: STORAGE_KEYS.token, codec: tokenCodec },
    customer: { key: 'customer', codec: customerCodec },
  },
  cart: { guest: { key: STORAGE_KEYS.cart, codec: guestCartCodec } },
  wishlist: {
    ids: { key: STORAGE_KEYS.wish, codec: idListCodec },
    compareIds: { key: STORAGE_KEYS.compare, codec: idListCodec },
  },
} satisfies Record<string, FieldLayout>;

export type PersistedSlice = keyof typeof PERSISTED_FIELDS;

function configFor<S>(slice: PersistedSlice, storage: ReturnType<typeof createKeyedStorage>): PersistConfig<S> {
  const config: PersistConfig<S> & { deserialize: false } = {
    key: slice,
    // No prefix: the adapter, not redux-persist, names the localStorage keys.
    keyPrefix: '',
    storage,
    whitelist: Object.keys(PERSISTED_FIELDS[slice]),
    // The adapter writes plain values under each field's own key, so no JSON blob in between.
    serialize: false,
    deserialize: false,
    // localStorage answers at once; a short timeout keeps a broken store from delaying startup.
    timeout: 1000,
    version: STATE_VERSION,
    migrate: createMigrate(migrations, { debug: false }),
  };
  return config;
}

/**
 * A `persist/PERSIST` read back from a log (a DevTools export, a support log) has lost its
 * `register` and `rehydrate` callbacks, and redux-persist throws on it. Replayed, it only marks
 * the slice as persisted, as the live one did, and starts no storage work.
 */
export function replaySafe<R extends Reducer>(persisted: R, version: number): R {
  const safe: Reducer = (state, action) => {
    const replayed = action.type === PERSIST
      && (typeof (action as { register?: unknown }).register !== 'function'
        || typeof (action as { rehydrate?: unknown }).rehydrate !== 'function');
    if (!replayed) return persisted(state, action);
    const current = (state ?? persisted(undefined, { type: '@@petora/replay-init' })) as { _persist?: unknown };
    if (current._persist) return current;
    return { ...current, _persist: { version, rehydrated: false } };
  };
  return safe as R;
}

/** Wraps a slice reducer so its whitelisted fields are written to and restored from storage. */
export function createPersister(backing: KeyValueStore = browserStore()) {
  const storage = createKeyedStorage(backing, PERSISTED_FIELDS, { key: VERSION_KEY, version: STATE_VERSION });
  return function persisted<S>(slice: PersistedSlice, reducer: Reducer<S>) {
    const config = configFor<S>(slice, storage);
    return replaySafe(persistReducer(config, reducer), config.version ?? -1);
  };
}
