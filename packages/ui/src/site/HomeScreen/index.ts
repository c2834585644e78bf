export {
  GUIDE_TEASER_COUNT,
  FEATURED_COUNT,
  formatBrandCount,
  HOME_CATEGORY_SLUGS,
  HomeScreen,
  homeCategories,
  modelSearchPath,
  POPULAR_COUNT,
} from "./HomeScreen.tsx";
