export { compatibleParts, POPULAR_BRANDS, TYPE_LANDING_INTRO, popularBrandSlug, TypeLandingScreen, type TypeLandingScreenProps } from "./TypeLandingScreen.tsx";
