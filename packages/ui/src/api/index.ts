/**
 * The shop's data layer: the typed /api client (session-id header, "{status}: {body}" errors)
 * and one TanStack Query hook per call. Screens fetch through these; components never fetch.
 */
export { clearSessionId, getSessionId, SESSION_STORAGE_KEY } from "./session.ts";
export {
  ApiError,
  apiErrorMessage,
  apiRequest,
  apiUrl,
  callApi,
  isNotFound,
  type HttpMethod,
  type RequestOptions,
} from "./client.ts";
export {
  blogListParams,
  FEATURED_PARAMS,
  pathFromQueryKey,
  POPULAR_PARAMS,
  routeKey,
  routePath,
  type BlogPostsQuery,
  type QueryParams,
  type RequestArg,
} from "./keys.ts";
export {
  apiQueries,
  useBlogPost,
  useBlogPosts,
  useBrand,
  useBrands,
  useCart,
  useCategories,
  useCategory,
  useFeaturedProducts,
  useModelSearchResults,
  usePopularProducts,
  useProduct,
  useProducts,
  useStoreInfo,
} from "./queries.ts";
export {
  buildOrderInput,
  useAddToCart,
  useClearCart,
  useCreateOrder,
  useRemoveCartItem,
  useUpdateCartItem,
  type AddToCartVariables,
  type CreateOrderVariables,
  type UpdateCartItemVariables,
} from "./cart.ts";
/** The checkout's contact fields: one declaration, the domain's, shared with OrderSummary. */
export type { CustomerInfo } from "@shop/domain";
export { useModelLookup, useSendContact, useSubscribe } from "./forms.ts";
/** The answers of the contact and newsletter forms, as the route table declares them. */
export type { ContactReceipt, NewsletterReceipt } from "@shop/domain";
export { apiToasts } from "./messages.ts";
