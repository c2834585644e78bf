export { PRODUCT_SKELETONS, ProductGrid, productGridVariants, type ProductGridProps } from "./PartGrid.tsx";
