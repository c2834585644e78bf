import type * as React from "react";
import { useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from "../constants.ts";
import type { ToastVariant } from "./Toast.tsx";

/**
 * A tiny store of the toasts on screen, outside React, so `toast()` works anywhere: an event
 * handler, a query's `onError`, a router action. `<Toaster />` renders it.
 */

export interface ToastOptions {
  /** The headline: "Parts found!", "Added to cart". */
  title: React.ReactNode;
  /** An optional second line. */
  description?: React.ReactNode;
  /** default, success or destructive (errors). Default "default". */
  variant?: ToastVariant;
  /** How long it stays, in ms. Default: the provider's 5000 ms. */
  duration?: number;
  /** An optional `<ToastAction altText="…">` button. */
  action?: React.ReactElement;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed; the record stays a while (TOAST_REMOVE_DELAY) and then goes. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  /** Closes this toast. */
  dismiss: () => void;
  /** Changes this toast in place (e.g. "Adding..." -> "Added!"). */
  update: (options: Partial<ToastOptions>) => void;
}

let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]) {
  // Records pushed out by the limit are gone for good; so are their removal timers.
  for (const [id, timer] of removalTimers) {
    if (!next.some((t) => t.id === id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/**
 * Shows a toast and returns a handle to close or change it. Only `TOAST_LIMIT` (1) is visible at
 * a time: a new toast replaces the one showing.
 */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t))),
  };
}

/** Closes one toast by id, or every toast when called without one. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  for (const t of closing) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

/** Forgets every toast at once, timers included: for tests and stories between runs. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

/** The toasts in the store, plus `toast` and `dismiss`, for components that render or show them. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
