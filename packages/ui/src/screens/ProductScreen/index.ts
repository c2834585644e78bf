export { parseProductId, ProductScreen, ProductScreenSkeleton, savingsText, type ProductScreenProps } from "./ProductScreen.tsx";
