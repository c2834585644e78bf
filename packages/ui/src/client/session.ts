import { isValidSessionId } from "@shop/domain";
import { nanoid } from "nanoid";

/**
 * The guest session id (docs/product.md, Rules): 21 random characters made on first use, kept in
 * local storage and sent with every data call. It is the only thing that ties a visitor to a cart.
 */

/** The local-storage key the id is kept under. */
export const SESSION_STORAGE_KEY = "guest-session-id";

// The id of this page's lifetime. It is what the visitor keeps when local storage is missing, throws
// (private mode, storage blocked) or refuses writes, so the cart still works until the tab closes.
let inMemory: string | undefined;

function storage(): Storage | undefined {
  try {
    // Reading `localStorage` itself throws a SecurityError where storage is blocked.
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readStored(): string | null {
  try {
    return storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function store(id: string): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, id);
  } catch {
    // Quota or private mode: the in-memory id carries on alone.
  }
}

/**
 * The guest session id: the stored one when it is valid (21 characters of A-Z, a-z, 0-9, "_",
 * "-"), else a new one, stored for next time. A missing or tampered value is replaced; when storage
 * is unavailable the id lives in memory for the page's lifetime.
 */
export function getSessionId(): string {
  const stored = readStored();
  if (isValidSessionId(stored)) {
    inMemory = stored;
    return stored;
  }
  // Storage lost the id (cleared, or it never took the write): keep the one this page already
  // uses, so the cart it identifies stays reachable.
  const id = isValidSessionId(inMemory) ? inMemory : nanoid();
  inMemory = id;
  store(id);
  return id;
}

/** Forgets the guest session, stored and in memory; the next call makes a new one. For tests and stories. */
export function clearSessionId(): void {
  inMemory = undefined;
  try {
    storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
