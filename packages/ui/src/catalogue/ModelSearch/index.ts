export {
  EMPTY_MODEL_TOAST,
  MODEL_NUMBER_GUIDE_PATH,
  ModelSearch,
  modelSearchVariants,
  type ModelSearchProps,
} from "./ModelSearch.tsx";
export { modelSearchPath } from "./model-search-path.ts";
