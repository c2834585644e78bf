export { CATEGORY_TILE_SKELETONS, CategoryTiles, type CategoryTilesProps } from "./CategoryTiles.tsx";
export { CategoryIcon } from "../../design/icons/index.ts";
