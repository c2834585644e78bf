export { PartScreen, PartScreenSkeleton, savingsText, type PartScreenProps } from "./PartScreen.tsx";
