/**
 * The wishlist as stored: a JSON array of product ids under the local-storage key `wishlist` (kept
 * in the browser: no account, no server; docs/product.md, Rules). Pure functions only; the hook in
 * useWishlist.ts does the storage and the syncing.
 */

/** The local-storage key. */
export const WISHLIST_STORAGE_KEY = "wishlist";

/**
 * The ids in a stored value. Anything unreadable (null, not JSON, not an array) is an empty list;
 * entries that are not positive whole numbers are dropped and duplicates kept once, so a value
 * edited by hand or written by an older version never breaks the cards.
 */
export function parseWishlist(raw: string | null): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** The stored form of a list. */
export function serializeWishlist(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** The list with `id` added (at the end) or removed; `on` forces one or the other. */
export function toggleWishlist(ids: readonly number[], id: number, on: boolean = !ids.includes(id)): number[] {
  const without = ids.filter((other) => other !== id);
  return on ? [...without, id] : without;
}
