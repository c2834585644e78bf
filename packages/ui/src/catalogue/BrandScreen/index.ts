export { BrandScreen, partsAvailable, type BrandScreenProps } from "./BrandScreen.tsx";
