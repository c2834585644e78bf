/**
 * Page copy as data: the information pages, the local landing pages and the short copy of the
 * listing and cart screens. Every fact about the shop is read from the `store` record at render
 * time (store-facts.ts phrases it), so the owner changes an hour, a price or a town in one place.
 */
export {
  contactPageCopy,
  hoursFacts,
  infoPages,
  isInfoSlug,
  type FactItem,
  type InfoBlock,
  type InfoPage,
  type InfoSection,
  type StoreCopy,
} from "./info-pages.ts";
export {
  isLocalSlug,
  localPageCopy,
  localPages,
  POPULAR_APPLIANCE_PART_GROUPS,
  type GuideLink,
  type LocalPage,
  type PartGroupLink,
} from "./local-pages.ts";
export {
  articlePageCopy,
  blogPageCopy,
  brandsPageCopy,
  cartPageCopy,
  POPULAR_BRANDS,
  QUOTE_SUBJECT,
  type PopularBrand,
} from "./page-copy.ts";
export {
  addressText,
  daysText,
  hoursLines,
  hoursSentence,
  localDeliveryText,
  milesText,
  pickupCutoffText,
  priceText,
  servesTown,
  serviceTownsText,
  shippingRateTable,
  tierRangeText,
  type FactTable,
} from "./store-facts.ts";
