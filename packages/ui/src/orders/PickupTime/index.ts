export { PickupTime, StoreStatusLine, TodayHours, type PickupTimeProps } from "./PickupTime.tsx";
export { SHOP_CLOCK_TICK_MS, useShopClock } from "./useShopClock.ts";
