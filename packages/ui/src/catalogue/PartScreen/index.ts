export { ProductScreen, ProductScreenSkeleton, savingsText, type ProductScreenProps } from "./PartScreen.tsx";
