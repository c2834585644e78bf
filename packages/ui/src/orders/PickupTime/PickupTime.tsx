import { pickupTime, pickupTimeText, sameDayPickupRule, storeStatus, storeStatusText, todayHoursText, type PickupStore } from "@shop/domain";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { useShopClock } from "./useShopClock.ts";

export type PickupTimeProps = Omit<React.ComponentProps<"p">, "children"> & {
  /** Hours, order-by time and time zone from the `store` record. */
  store: PickupStore;
  /** A fixed time to answer for (stories, tests); left out, the live clock after mount. */
  now?: Date;
};

/**
 * Two sentences in one grid cell: the visible one, and the other kept invisible so the box is
 * as tall as the taller of the two and nothing below it moves when the live line replaces the
 * time-free one after mount.
 */
function Swap({ shown, reserved, oneLine = false, ...props }: React.ComponentProps<"p"> & { shown: string; reserved: string; oneLine?: boolean }) {
  const line = cn("col-start-1 row-start-1", oneLine && "truncate");
  return (
    <p {...props} className={cn("grid", props.className)}>
      <span className={line}>{shown}</span>
      {reserved === shown ? null : (
        <span aria-hidden="true" className={cn(line, "invisible")}>
          {reserved}
        </span>
      )}
    </p>
  );
}

/**
 * When an order placed now is ready: "Order in the next 2 h 14 min for pickup today" or "Ready
 * tomorrow from 8:00 AM" (docs/product.md, Pickup time). The server's HTML, which is cached,
 * says the time-free rule "Order by 2:00 PM for same-day pickup"; the live line replaces it
 * after mount and follows the minutes.
 */
export function PickupTime({ store, now, className, ...props }: PickupTimeProps) {
  const clock = useShopClock(now);
  const rule = sameDayPickupRule(store);
  const line = clock ? pickupTimeText(pickupTime(store, clock)) : rule;
  return <Swap data-slot="pickup-time" data-state={clock ? "live" : "rule"} shown={line} reserved={rule} className={className} {...props} />;
}

/**
 * The header's hours line: "Open today 8:00 AM – 6:00 PM" or "Closed now, opens Monday 8:00 AM";
 * the time-free order-by rule until mount, like PickupTime. One line, cut short with an ellipsis
 * where the header's strip is too narrow (the phone menu has today's hours in full).
 */
export function StoreStatusLine({ store, now, className, ...props }: PickupTimeProps) {
  const clock = useShopClock(now);
  const rule = sameDayPickupRule(store);
  const line = clock ? storeStatusText(storeStatus(store, clock)) : rule;
  return <Swap data-slot="store-status" data-state={clock ? "live" : "rule"} shown={line} reserved={rule} oneLine className={className} {...props} />;
}

/**
 * Today's hours and whether the shop is open, for the phone menu: "Today 8:00 AM – 6:00 PM" over
 * "Open now" or "Closed now, opens tomorrow 8:00 AM". The menu opens after mount, so the clock is set.
 */
export function TodayHours({ store, now, className, ...props }: PickupTimeProps) {
  const clock = useShopClock(now);
  if (!clock) return null;
  const status = storeStatus(store, clock);
  return (
    <p data-slot="today-hours" className={cn("grid", className)} {...props}>
      <span className="font-medium">{todayHoursText(status)}</span>
      <span className="text-muted-foreground">{status.open ? "Open now" : storeStatusText(status)}</span>
    </p>
  );
}
