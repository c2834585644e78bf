export { PRODUCT_SKELETONS, PartGrid, partGridVariants, type PartGridProps } from "./PartGrid.tsx";
