export { InfoScreen, type InfoScreenProps } from "./InfoScreen.tsx";
export { infoPageState } from "./info-page-state.ts";
