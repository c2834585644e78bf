export { CATEGORY_TILE_SKELETONS, CategoryTiles, type CategoryTilesProps } from "./CategoryTiles.tsx";
export { categoryHref } from "./category-href.ts";
export { CategoryIcon } from "../../lib/icons/index.ts";
