import {
  pickupTime,
  pickupTimeText,
  sameDayPickupRule,
  specialOrderReadyDay,
  specialOrderText,
  storeStatus,
  storeStatusText,
  todayHoursText,
  type PickupStore,
} from "@shop/domain";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
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

export type SpecialOrderTimeProps = PickupTimeProps & {
  /** The part's lead time in business days. */
  days: number;
};

/**
 * A special order's promise (docs/product.md, Rules, Special orders): "Special order: ready for pickup
 * in about 5 business days (by Fri, Dec 4)", the day counted on the shop's calendar from its clock.
 * Like PickupTime, the server's cached HTML says the day-free sentence and the live clock adds the
 * day after mount, in a box kept as tall as the longer line.
 */
export function SpecialOrderTime({ store, days, now, className, ...props }: SpecialOrderTimeProps) {
  const clock = useShopClock(now);
  const rule = `Special order: ready for pickup in about ${days} business ${days === 1 ? "day" : "days"}`;
  const line = clock ? specialOrderText(days, specialOrderReadyDay(store, clock, days)) : rule;
  return (
    <Swap
      data-slot="special-order-time"
      data-state={clock ? "live" : "rule"}
      shown={line}
      // Before the clock, room for a day; once live, the line is its own measure (no hidden copy).
      reserved={clock ? line : `${rule} (by Wed, Dec 30)`}
      className={className}
      {...props}
    />
  );
}

/**
 * A part's special-order line, on its card, its page and its cart line: SpecialOrderTime with the
 * store record's hours, or an empty line of its height until the record is in.
 */
export function PartSpecialOrder({ days, className }: { days: number; className?: string }) {
  const store = useStoreInfo();
  const classes = cn("text-sm font-medium", className);
  return store.data ? <SpecialOrderTime store={store.data} days={days} className={classes} /> : <p aria-hidden="true" className={cn("min-h-5", className)} />;
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
