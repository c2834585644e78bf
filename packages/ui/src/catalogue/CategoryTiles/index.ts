export { CATEGORY_TILE_SKELETONS, CategoryTiles, type CategoryTilesProps } from "./CategoryTiles.tsx";
