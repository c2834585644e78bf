import { useEffect, useState } from "react";

/** How often the clock ticks: the pickup lines count whole minutes. */
export const SHOP_CLOCK_TICK_MS = 60_000;

/**
 * The time now for lines that change with the clock (docs/product.md, Pickup time). Null on the
 * server and in the first render in the browser, so the hydrated HTML matches the cached page,
 * which carries a time-free sentence; after mount it is the current time, updated every minute
 * and at once when the tab is shown again, and not at all while the tab is hidden. A `fixed`
 * time (stories, tests) is returned as given and never ticks.
 */
export function useShopClock(fixed?: Date): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (fixed) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      setNow(new Date());
      timer ??= setInterval(() => setNow(new Date()), SHOP_CLOCK_TICK_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    if (document.hidden) setNow(new Date());
    else start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [fixed]);
  return fixed ?? now;
}
