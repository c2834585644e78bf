/**
 * @shop/ui: the shop's design system. Import the stylesheet once at the app's root
 * (`import "@shop/ui/globals.css"`), mount `<ToasterOnDemand />` there (or `<Toaster />` where its code
 * may load up front; wrap in `<TooltipProvider>` where tooltips are used), and put
 * `themeInitScript` in the document head.
 */
export * from "./design/primitives/index.ts";
export * from "./shell/ThemeToggle/index.ts";
export * from "./design/constants.ts";
export { cn } from "./design/utils.ts";
export { createQueryClient } from "./client/query-client.ts";
export * from "./design/theme.ts";
// The shop's facts as the pages say them (hours, address, phone, directions), from the store record.
export * from "./shell/store-text.ts";
// How counts, numbers, dates and lists are written (money: the domain's formatUSD).
export * from "./design/format.ts";
// The data layer: typed /api client and one TanStack Query hook per call (screens use these).
export * from "./api/index.ts";
// Site chrome, cart and checkout, home and local-page components.
export * from "./shell/Header/index.ts";
export * from "./orders/PickupTime/index.ts";
export * from "./shell/Footer/index.ts";
export * from "./shell/MobileCallBar/index.ts";
export * from "./catalogue/ModelFit/index.ts";
export * from "./catalogue/ModelSearch/index.ts";
export * from "./cart/CartRow/index.ts";
// CustomerInfo is the same shape as the api's (exported above), so it is not exported twice.
export {
  CUSTOMER_FIELDS,
  MISSING_CUSTOMER_INFO_TOAST,
  missingCustomerFields,
  OrderSummary,
  trimCustomerInfo,
  type OrderSummaryProps,
  type OrderSummaryStore,
} from "./orders/OrderSummary/index.ts";
export * from "./site/FAQList/index.ts";
export * from "./orders/OrderConfirmation/index.ts";
// Catalogue, blog and state components: cards, grids, filters, pagination, empty and error states.
export * from "./cart/AddToCartButton/index.ts";
export * from "./catalogue/PartCard/index.ts";
export * from "./catalogue/PartGrid/index.ts";
export * from "./catalogue/BrandCard/index.ts";
export * from "./guides/GuideCard/index.ts";
export * from "./guides/Markdown/index.ts";
export * from "./catalogue/FilterBar/index.ts";
export * from "./catalogue/Pagination/index.ts";
export * from "./catalogue/CategoryTiles/index.ts";
export * from "./shell/EmptyState/index.ts";
// Page copy as data: information pages, local landing pages, listing and cart screen copy. Every
// shop fact in it is read from the store record at render time.
export {
  articlePageCopy,
  blogPageCopy,
  brandsPageCopy,
  cartPageCopy,
  savedPageCopy,
  contactPageCopy,
  hoursFacts,
  infoPages,
  isInfoSlug,
  isLocalSlug,
  localPageCopy,
  localPages,
  POPULAR_APPLIANCE_PART_GROUPS,
  POPULAR_BRANDS,
  QUOTE_SUBJECT,
  shippingRateTable,
  type FactItem,
  type FactTable,
  type GuideLink,
  type InfoBlock,
  type InfoPage,
  type InfoSection,
  type LocalPage,
  type PartGroupLink,
  type PopularBrand,
  type StoreCopy,
} from "./content/index.ts";
// Screens: all brands, blog list, article, cart, information pages, local landing pages.
export { AllBrandsScreen, type AllBrandsScreenProps } from "./catalogue/AllBrandsScreen/index.ts";
export { BlogListScreen, type BlogListScreenProps } from "./guides/GuideListScreen/index.ts";
export { ArticleScreen, RELATED_POOL, type ArticleScreenProps } from "./guides/ArticleScreen/index.ts";
export { CartScreen, type CartScreenProps } from "./cart/CartScreen/index.ts";
export { SavedScreen, type SavedScreenProps } from "./cart/SavedScreen/index.ts";
export { infoPageState, InfoScreen, type InfoScreenProps } from "./shop-info/InfoScreen/index.ts";
export { LocalLandingScreen, localPageState, type LocalLandingScreenProps } from "./site/LocalLandingScreen/index.ts";
// Catalogue screens: the shop layout, home, type landing, category, brand, search, product and 404
// pages; route values come in as props, filters, sort and page live in the URL.
export * from "./screens/shared/index.ts";
export * from "./shell/ShopLayout/index.ts";
export * from "./site/HomeScreen/index.ts";
export * from "./catalogue/TypeLandingScreen/index.ts";
export * from "./catalogue/CategoryScreen/index.ts";
export * from "./catalogue/BrandScreen/index.ts";
export * from "./catalogue/ModelScreen/index.ts";
export * from "./catalogue/SearchScreen/index.ts";
export * from "./catalogue/PartScreen/index.ts";
export * from "./shell/NotFoundScreen/index.ts";
export * from "./orders/OrderScreen/index.ts";
export * from "./inbox/UnsubscribeScreen/index.ts";
// The back office: its frame and screens. Only the app's staff routes use them, so the bundler keeps
// them in those routes' chunks, never in a storefront page's.
export * from "./staff/index.ts";
