/**
 * @shop/ui: the shop's design system. Import the stylesheet once at the app's root
 * (`import "@shop/ui/globals.css"`), mount `<ToasterOnDemand />` there (or `<Toaster />` where its code
 * may load up front; wrap in `<TooltipProvider>` where tooltips are used), and put
 * `themeInitScript` in the document head.
 */
export * from "./components/ui/index.ts";
export * from "./components/ThemeToggle/index.ts";
export * from "./lib/constants.ts";
export { cn } from "./lib/utils.ts";
export { createQueryClient } from "./lib/query-client.ts";
export * from "./lib/theme.ts";
// The shop's facts as the pages say them (hours, address, phone, directions), from the store record.
export * from "./lib/store-text.ts";
// How counts, numbers, dates and lists are written (money: the domain's formatUSD).
export * from "./lib/format.ts";
// The data layer: typed /api client and one TanStack Query hook per call (screens use these).
export * from "./api/index.ts";
// Site chrome, cart and checkout, home and local-page components.
export * from "./components/Header/index.ts";
export * from "./components/PickupTime/index.ts";
export * from "./components/Footer/index.ts";
export * from "./components/MobileCallBar/index.ts";
export * from "./components/ModelFit/index.ts";
export * from "./components/ModelSearch/index.ts";
export * from "./components/CartRow/index.ts";
// CustomerInfo is the same shape as the api's (exported above), so it is not exported twice.
export {
  CUSTOMER_FIELDS,
  MISSING_CUSTOMER_INFO_TOAST,
  missingCustomerFields,
  OrderSummary,
  trimCustomerInfo,
  type OrderSummaryProps,
  type OrderSummaryStore,
} from "./components/OrderSummary/index.ts";
export * from "./components/FAQList/index.ts";
export * from "./components/OrderConfirmation/index.ts";
// Catalogue, blog and state components: cards, grids, filters, pagination, empty and error states.
export * from "./components/AddToCartButton/index.ts";
export * from "./components/ProductCard/index.ts";
export * from "./components/ProductGrid/index.ts";
export * from "./components/BrandCard/index.ts";
export * from "./components/BlogCard/index.ts";
export * from "./components/Markdown/index.ts";
export * from "./components/FilterBar/index.ts";
export * from "./components/Pagination/index.ts";
export * from "./components/CategoryTiles/index.ts";
export * from "./components/EmptyState/index.ts";
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
export { AllBrandsScreen, type AllBrandsScreenProps } from "./screens/AllBrandsScreen/index.ts";
export { BlogListScreen, type BlogListScreenProps } from "./screens/BlogListScreen/index.ts";
export { ArticleScreen, RELATED_POOL, type ArticleScreenProps } from "./screens/ArticleScreen/index.ts";
export { CartScreen, type CartScreenProps } from "./screens/CartScreen/index.ts";
export { SavedScreen, type SavedScreenProps } from "./screens/SavedScreen/index.ts";
export { infoPageState, InfoScreen, type InfoScreenProps } from "./screens/InfoScreen/index.ts";
export { LocalLandingScreen, localPageState, type LocalLandingScreenProps } from "./screens/LocalLandingScreen/index.ts";
// Catalogue screens: the shop layout, home, type landing, category, brand, search, product and 404
// pages; route values come in as props, filters, sort and page live in the URL.
export * from "./screens/shared/index.ts";
export * from "./screens/ShopLayout/index.ts";
export * from "./screens/HomeScreen/index.ts";
export * from "./screens/TypeLandingScreen/index.ts";
export * from "./screens/CategoryScreen/index.ts";
export * from "./screens/BrandScreen/index.ts";
export * from "./screens/ModelScreen/index.ts";
export * from "./screens/SearchScreen/index.ts";
export * from "./screens/ProductScreen/index.ts";
export * from "./screens/NotFoundScreen/index.ts";
export * from "./screens/OrderScreen/index.ts";
export * from "./screens/UnsubscribeScreen/index.ts";
// The back office: its frame and screens. Only the app's staff routes use them, so the bundler keeps
// them in those routes' chunks, never in a storefront page's.
export * from "./screens/staff/index.ts";
