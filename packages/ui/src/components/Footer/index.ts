export { Footer, FOOTER_QUICK_LINKS, type FooterProps, type FooterStore } from "./Footer.tsx";
export {
  directionsUrl,
  formatAddress,
  formatOpeningHours,
  formatTime,
  formatTimeRange,
  sameDayPickupText,
  serviceAreaText,
  telHref,
} from "./store-text.ts";
