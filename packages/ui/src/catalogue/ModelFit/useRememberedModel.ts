import { useCallback, useSyncExternalStore } from "react";

/**
 * The visitor's model number, remembered for the visit (session storage, so it goes when the tab
 * closes; nothing is sent to the server: docs/product.md, Pages: the part page's fit check). The
 * part page's fit check sets it on a yes; the cards and listings read it.
 */

/** The session-storage key. */
export const MODEL_STORAGE_KEY = "fitModel";

const CHANGE_EVENT = "shop:fitmodelchange";

// Where the model lives when session storage is blocked: remembered for this page only.
let fallback: string | null = null;

/** The remembered model as stored, or null. */
export function getRememberedModel(): string | null {
  let value: string | null;
  try {
    value = window.sessionStorage.getItem(MODEL_STORAGE_KEY);
  } catch {
    value = fallback;
  }
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Remembers `model` (null forgets it) and tells every reader on the page. */
export function setRememberedModel(model: string | null): void {
  // Kept here too, so a storage that refuses some calls and not others never shows a forgotten model.
  fallback = model;
  try {
    if (model) window.sessionStorage.setItem(MODEL_STORAGE_KEY, model);
    else window.sessionStorage.removeItem(MODEL_STORAGE_KEY);
  } catch {
    // Blocked (a privacy mode): the page-only copy above stands in.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

// The server never knows the model, and the first render in the browser must match its HTML, so
// both render "no model"; React then re-renders with the stored one (useSyncExternalStore).
const none = () => null;

export interface RememberedModel {
  /** The remembered model number, as the part lists it; null when none (and always on the server). */
  model: string | null;
  /** Remembers a model for the visit. */
  remember: (model: string) => void;
  /** Forgets it. */
  forget: () => void;
}

/**
 * The visitor's remembered model, shared by every component using it: remembering on the part
 * page shows on every card. Null while server rendering and hydrating, then the stored one.
 */
export function useRememberedModel(): RememberedModel {
  const model = useSyncExternalStore(subscribe, getRememberedModel, none);
  const remember = useCallback((next: string) => setRememberedModel(next), []);
  const forget = useCallback(() => setRememberedModel(null), []);
  return { model, remember, forget };
}
