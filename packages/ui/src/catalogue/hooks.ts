import { parseRecordId, type BrandView, type CategoryView, type ListingQuery, type ModelPageView, type PartType, type PartList, type PartView } from "@shop/domain";
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { apiQueries } from "../client/queries.ts";
import { toast } from "../design/primitives/toast-store.ts";
import { fromQuery, settledPage, type PageState } from "../shell/page-status.ts";
import { toastTexts } from "../shell/toast-texts.ts";

/** The catalogue's reads (categories, brands, parts, model numbers), the home hero's model lookup, and the catalogue pages' states. */

/** Categories with their part counts; all of them, or one side of the shop. */
export function useCategories(type?: PartType) {
  return useQuery(apiQueries.categories(type));
}

/** One category by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useCategory(slug: string | undefined) {
  return useQuery({ ...apiQueries.category(slug ?? ""), enabled: Boolean(slug) });
}

/** Brands with their part counts; all of them, or one side of the shop. */
export function useBrands(type?: PartType) {
  return useQuery(apiQueries.brands(type));
}

/** One brand by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useBrand(slug: string | undefined) {
  return useQuery({ ...apiQueries.brand(slug ?? ""), enabled: Boolean(slug) });
}

const LISTING_FILTERS = ["type", "categoryId", "brandId"] as const;

function listingParams(key: QueryKey): Record<string, unknown> {
  const last = key.at(-1);
  return typeof last === "object" && last !== null ? (last as Record<string, unknown>) : {};
}

/**
 * One page of a product listing: `{ products, total }`. While another page, search, sort or
 * in-stock choice of the same listing loads, the previous page stays as placeholder data
 * (`isPlaceholderData`), so paging does not flash; a different category, brand or type starts
 * from the loading state instead of showing another listing's parts.
 */
export function useParts(query: ListingQuery) {
  const options = apiQueries.products(query);
  const current = listingParams(options.queryKey);
  return useQuery({
    ...options,
    placeholderData: (previous, previousQuery) => {
      if (!previousQuery) return undefined;
      const before = listingParams(previousQuery.queryKey);
      return LISTING_FILTERS.every((name) => before[name] === current[name]) ? previous : undefined;
    },
  });
}

/**
 * How many parts a listing matches (the phone filter sheet's 'Show 12 parts'): the same request
 * as `useProducts` with the same query, so it costs nothing more. Waits while `enabled` is false.
 */
export function usePartTotal(query: ListingQuery, enabled = true) {
  return useQuery({ ...apiQueries.products(query), enabled, select: (list: PartList) => list.total });
}

const productsOf = (list: PartList) => list.products;

/** One part by id; waits while the id is not a positive whole number. */
export function usePart(id: number | undefined) {
  const valid = id !== undefined && Number.isSafeInteger(id) && id > 0;
  return useQuery({ ...apiQueries.product(valid ? id : 0), enabled: valid });
}

/** The four featured parts of the home page, as a list. */
export function useFeaturedParts() {
  return useQuery({ ...apiQueries.featuredParts(), select: productsOf });
}

/** The six popular parts of the home page's teaser, as a list. */
export function usePopularParts() {
  return useQuery({ ...apiQueries.popularParts(), select: productsOf });
}

/**
 * Parts that fit a model number; waits while the trimmed model is empty. The home hero's lookup
 * (`useModelLookup`) fills the same cache entry, so the page it navigates to shows at once.
 */
export function useModelSearchResults(model: string | undefined, type?: PartType) {
  const trimmed = model?.trim() ?? "";
  return useQuery({ ...apiQueries.modelSearch(trimmed, type), enabled: trimmed !== "" });
}

/** A model number's page (its listed form, brands and parts by category); waits while the model is empty. A model no part lists errors with `isNotFound(error)`. */
export function useModelParts(model: string | undefined) {
  const trimmed = model?.trim() ?? "";
  return useQuery({ ...apiQueries.modelPage(trimmed), enabled: trimmed !== "" });
}

/**
 * The home hero's model-number search. `mutate(model)` trims the model; an empty one toasts
 * 'Enter model number' and sends nothing (resolves null). Otherwise it fetches the compatible parts
 * into the `useModelSearchResults` cache entry and resolves with them, toasting 'Parts found!' or
 * 'No parts found'; a failure toasts 'Search failed'. The screen navigates when the list is not
 * empty, to `/{type}-parts?search={model}`. `isPending` is the 'Searching...' state.
 */
export function useModelLookup(options: { type?: PartType } = {}) {
  const queryClient = useQueryClient();
  const { type } = options;
  return useMutation({
    mutationFn: async (input: string): Promise<PartView[] | null> => {
      const model = input.trim();
      if (model === "") {
        toast(toastTexts.modelRequired);
        return null;
      }
      // A cached answer is reused: never stale, and the results page reads this same entry.
      return queryClient.fetchQuery(apiQueries.modelSearch(model, type));
    },
    onSuccess: (products, input) => {
      if (products === null) return;
      const model = input.trim();
      toast(products.length > 0 ? toastTexts.partsFound(products.length, model) : toastTexts.noPartsFound(model));
    },
    onError: () => {
      toast(toastTexts.searchFailed);
    },
  });
}

/** A part's page (/products/{id}) from the id in its address; an id that cannot be a part's is not found without asking. */
export function usePartPage(id: string | number): PageState<PartView> {
  const productId = parseRecordId(String(id));
  const product = usePart(productId);
  return productId === undefined ? settledPage<PartView>(undefined) : fromQuery(product);
}

/** A category page (/{type}-parts/{slug}); a category of the other side is not found here. */
export function useCategoryPage(type: PartType, slug: string): PageState<CategoryView> {
  return fromQuery(useCategory(slug), (category) => category.type === type);
}

/** A brand page (/brands/{slug}). */
export function useBrandPage(slug: string): PageState<BrandView> {
  return fromQuery(useBrand(slug));
}

/** A model page (/models/{model}): the model written any way; one no part lists is not found. */
export function useModelPage(model: string): PageState<ModelPageView> {
  const query = useModelParts(model);
  return model.trim() === "" ? settledPage<ModelPageView>(undefined) : fromQuery(query);
}
