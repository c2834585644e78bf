export { LocalLandingScreen, type LocalLandingScreenProps } from "./LocalLandingScreen.tsx";
export { localPageState } from "./local-page-state.ts";
