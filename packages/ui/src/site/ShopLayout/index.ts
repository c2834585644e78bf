export {
  cartItemCount,
  FOOTER_BRAND_COUNT,
  FOOTER_CATEGORIES_PER_TYPE,
  MAIN_CONTENT_ID,
  PAGE_END_ID,
  ShopLayout,
  topBrands,
  topCategories,
  type ShopLayoutProps,
} from "./ShopLayout.tsx";
