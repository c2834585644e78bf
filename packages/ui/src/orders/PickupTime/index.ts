export { PartSpecialOrder, PickupTime, SpecialOrderTime, StoreStatusLine, TodayHours, type PickupTimeProps, type SpecialOrderTimeProps } from "./PickupTime.tsx";
export { SHOP_CLOCK_TICK_MS, useShopClock } from "./useShopClock.ts";
