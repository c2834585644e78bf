import { useSyncExternalStore } from "react";

/** How often the clock ticks: the pickup lines count whole minutes. */
export const SHOP_CLOCK_TICK_MS = 60_000;

// One clock for every line on the page: the time of the last tick, shared by all subscribers,
// so the header and the cart never disagree by a minute. Null while nothing listens, so a line
// mounted later starts from the time it mounts, not from a tick long gone.
let current: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function run() {
  timer ??= setInterval(tick, SHOP_CLOCK_TICK_MS);
}

function pause() {
  clearInterval(timer);
  timer = undefined;
}

function onVisibility() {
  if (document.hidden) {
    pause();
    return;
  }
  tick();
  run();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener("visibilitychange", onVisibility);
    if (!document.hidden) run();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    pause();
    document.removeEventListener("visibilitychange", onVisibility);
    current = null;
  };
}

function getSnapshot(): number {
  current ??= Date.now();
  return current;
}

/**
 * The time now for lines that change with the clock (docs/product.md, Pickup time). Null on the
 * server and while the page hydrates, so the browser's first render matches the cached HTML,
 * which carries a time-free sentence; then the current time, updated every minute and at once
 * when the tab is shown again, and not at all while it is hidden. A `fixed` time (stories,
 * tests) is returned as given.
 */
export function useShopClock(fixed?: Date): Date | null {
  const live = useSyncExternalStore(subscribe, getSnapshot, () => null);
  if (fixed) return fixed;
  return live === null ? null : new Date(live);
}
