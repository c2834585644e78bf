export { ProductScreen, ProductScreenSkeleton, savingsText, type ProductScreenProps } from "./ProductScreen.tsx";
