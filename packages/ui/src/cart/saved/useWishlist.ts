import { useCallback, useSyncExternalStore } from "react";
import { parseWishlist, serializeWishlist, toggleWishlist, WISHLIST_STORAGE_KEY } from "./wishlist.ts";

const CHANGE_EVENT = "shop:wishlistchange";
const EMPTY: readonly number[] = Object.freeze([]);

// Where the list lives when local storage is blocked (private mode): the hearts still work for
// this page, they are just not remembered.
let fallbackRaw: string | null = null;
// useSyncExternalStore wants the same array back until the stored text changes.
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return fallbackRaw;
  }
}

/** The wishlisted product ids, as stored now. */
export function getWishlist(): readonly number[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = Object.freeze(parseWishlist(raw));
  }
  return cachedIds;
}

/** Replaces the stored list and tells every card on the page. */
export function setWishlist(ids: readonly number[]): void {
  const raw = serializeWishlist(ids);
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, raw);
  } catch {
    fallbackRaw = raw;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  // `storage` fires for changes made in other tabs; the custom event for this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export interface Wishlist {
  /** The wishlisted product ids, oldest first. */
  ids: readonly number[];
  /** Whether a product is on the list. */
  has: (productId: number) => boolean;
  /** Adds or removes a product; `on` forces one or the other. */
  toggle: (productId: number, on?: boolean) => void;
}

/**
 * The visitor's wishlist, kept in local storage under `wishlist` (a JSON array of product ids).
 * Every component using the hook sees the same list: a heart pressed on one card shows on every
 * card of that part, and in other tabs. Renders an empty list on the server.
 */
export function useWishlist(): Wishlist {
  const ids = useSyncExternalStore(subscribe, getWishlist, () => EMPTY);
  const has = useCallback((productId: number) => ids.includes(productId), [ids]);
  const toggle = useCallback((productId: number, on?: boolean) => {
    setWishlist(toggleWishlist(getWishlist(), productId, on));
  }, []);
  return { ids, has, toggle };
}
