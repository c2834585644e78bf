import { WISHLIST_STORAGE_KEY } from "../cart/index.ts";

/**
 * Browser storage for stories: each starts with what it asks for stored and, after it, the
 * browser gets back what it had, so one story's list never leaks into the next.
 */

/** A story's `beforeEach`: `value` stored under `key` in `storage` (the key removed, for null), put back afterwards. */
export function withStored(storage: Storage, key: string, value: string | null) {
  return () => {
    const before = storage.getItem(key);
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return () => {
      if (before === null) storage.removeItem(key);
      else storage.setItem(key, before);
    };
  };
}

/** A story's `beforeEach`: the visitor's saved parts are these ids, in this order. */
export const withSavedParts = (...ids: number[]) => withStored(window.localStorage, WISHLIST_STORAGE_KEY, JSON.stringify(ids));

/** The saved parts' ids as the browser holds them now. */
export const storedSavedParts = () => JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]") as unknown;
