export { compatibleParts, POPULAR_BRANDS, popularBrandSlug, TypeLandingScreen, type TypeLandingScreenProps } from "./TypeLandingScreen.tsx";
