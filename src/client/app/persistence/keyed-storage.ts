import type { Storage as PersistStorage } from 'redux-persist';
import type { Codec } from './codecs';

/** The part of the Web Storage API the adapter needs. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** For each field a persisted slice keeps: the localStorage key it lives under and its codec. */
export type FieldLayout = Record<string, { key: string; codec: Codec<unknown> }>;

/**
 * A redux-persist storage that spreads each slice's fields over the shop's own localStorage
 * keys (`token`, `customer`, `cart`, `wish`, `compare`) instead of one blob per slice, so the
 * browser holds exactly what spec section 3 lists, in plain form. The persist configs use
 * `serialize: false`, so values arrive as objects and leave as objects. The answers are
 * promises, as redux-persist expects, though localStorage itself answers at once.
 */
export function createKeyedStorage(
  backing: KeyValueStore,
  layouts: Record<string, FieldLayout>,
  versioning?: { key: string; version: number },
): PersistStorage {
  const layoutOf = (persistKey: string): FieldLayout => layouts[persistKey] ?? {};
  const safely = (write: () => void) => {
    try {
      write();
    } catch {
      // Storage full or blocked (private browsing): the session still works, it is just not kept.
    }
  };
  const read = (key: string): string | null => {
    try {
      return backing.getItem(key);
    } catch {
      return null;
    }
  };

  return {
    getItem(persistKey: string) {
      const restored: Record<string, unknown> = {};
      for (const [field, { key, codec }] of Object.entries(layoutOf(persistKey))) {
        const text = read(key);
        if (text === null) continue;
        const value = codec.decode(text);
        if (value !== undefined) restored[field] = value;
      }
      if (Object.keys(restored).length === 0) return Promise.resolve(null);
      // Fields written before versions existed carry none, so every migration applies to them.
      const version = versioning ? Number(read(versioning.key)) : NaN;
      if (Number.isInteger(version)) restored._persist = { version, rehydrated: false };
      return Promise.resolve(restored);
    },
    setItem(persistKey: string, state: Record<string, unknown>) {
      for (const [field, { key, codec }] of Object.entries(layoutOf(persistKey))) {
        const text = field in state ? codec.encode(state[field]) : null;
        safely(() => (text === null ? backing.removeItem(key) : backing.setItem(key, text)));
      }
      if (versioning) {
        // The version describes the stored fields: it is there exactly while any of them is.
        const anyStored = Object.values(layouts).some((fields) => Object.values(fields).some(({ key }) => read(key) !== null));
        safely(() => (anyStored ? backing.setItem(versioning.key, String(versioning.version)) : backing.removeItem(versioning.key)));
      }
      return Promise.resolve();
    },
    removeItem(persistKey: string) {
      for (const { key } of Object.values(layoutOf(persistKey))) safely(() => backing.removeItem(key));
      return Promise.resolve();
    },
  };
}

/** The browser's localStorage, or a memory stand-in where it is missing or blocked. */
export function browserStore(): KeyValueStore {
  try {
    // Reading the property throws where storage is blocked by the browser's privacy settings.
    const store = window.localStorage;
    if (store) return store;
    throw new Error('no localStorage');
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, String(value)),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
