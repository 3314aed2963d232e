/**
 * Typed entries in the browser's storage, each with an optional expiry in seconds
 * (docs/behaviour/media.md#stored-entries). Reading never throws: an entry that is
 * expired, unreadable, of an older format or not of the expected type is dropped and
 * reads as absent, and a storage the browser refuses (private modes, a full quota,
 * storage blocked by the visitor) is treated as an empty one that keeps nothing.
 */

/** What one stored item holds: the format, the value, and when it stops being valid. */
type StoredForm = { v: typeof FORMAT; value: unknown; expires: number | null };

/** Raised when the stored shape changes, so entries written by older code are dropped. */
const FORMAT = 1;

export type EntryStoreOptions<T> = {
  /** The storage to use, asked each time (reaching `localStorage` may itself throw). @default window.localStorage */
  storage: () => Storage | undefined;
  /** Prefix of every key this store writes, so its entries never meet another's. */
  prefix: string;
  /** Milliseconds since the epoch. @default Date.now */
  now: () => number;
  /** Whether a stored value is a `T`: anything else is corrupt and dropped. */
  isValue: (value: unknown) => value is T;
};

export type SetOptions = {
  /** Seconds the entry stays valid; absent for an entry that does not expire. */
  expiresIn: number;
};

export type EntryStore<T> = {
  /** The value under `key`, or undefined when there is none, it expired or it is corrupt. */
  get(key: string): T | undefined;
  /** Stores `value` under `key`; false when the storage refused it (nothing else changes). */
  set(key: string, value: T, options?: Partial<SetOptions>): boolean;
  remove(key: string): void;
};

function browserStorage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

/** A store of `T` entries under `prefix` (`createEntryStore({ prefix: "vitrine:feed:", isValue })`). */
export function createEntryStore<T>(options: Partial<EntryStoreOptions<T>> & Pick<EntryStoreOptions<T>, "prefix" | "isValue">): EntryStore<T> {
  const { storage = browserStorage, prefix, now = Date.now, isValue } = options;

  /** Runs `operation` on the storage; a storage that is missing or throws gives `fallback`. */
  function attempt<R>(operation: (store: Storage) => R, fallback: R): R {
    try {
      const store = storage();
      return store ? operation(store) : fallback;
    } catch {
      return fallback;
    }
  }

  const remove = (key: string) => attempt((store) => store.removeItem(prefix + key), undefined);

  function read(raw: string): T | undefined {
    let stored: Partial<StoredForm>;
    try {
      stored = JSON.parse(raw) as Partial<StoredForm>;
    } catch {
      return undefined;
    }
    if (stored === null || typeof stored !== "object" || stored.v !== FORMAT) return undefined;
    const { expires } = stored;
    if (expires !== null && (typeof expires !== "number" || !Number.isFinite(expires) || expires <= now())) return undefined;
    return isValue(stored.value) ? stored.value : undefined;
  }

  return {
    get(key) {
      const raw = attempt((store) => store.getItem(prefix + key), null);
      if (raw === null) return undefined;
      const value = read(raw);
      if (value === undefined) remove(key);
      return value;
    },
    set(key, value, { expiresIn } = {}) {
      if (expiresIn !== undefined && !(Number.isFinite(expiresIn) && expiresIn > 0)) {
        throw new RangeError(`expiresIn must be a positive number of seconds, received ${expiresIn}`);
      }
      const stored: StoredForm = { v: FORMAT, value, expires: expiresIn === undefined ? null : now() + expiresIn * 1000 };
      return attempt((store) => {
        store.setItem(prefix + key, JSON.stringify(stored));
        return true;
      }, false);
    },
    remove,
  };
}
