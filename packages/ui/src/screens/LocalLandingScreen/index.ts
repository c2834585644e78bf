export { LocalLandingScreen, type LocalLandingScreenProps } from "./LocalLandingScreen.tsx";
