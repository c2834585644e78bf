export { compatibleParts, TYPE_LANDING_INTRO, TypeLandingScreen, type TypeLandingScreenProps } from "./TypeLandingScreen.tsx";
