import { QueryClient } from "@tanstack/react-query";

/**
 * A QueryClient with the shop's call defaults (docs/product.md, Calls): data never goes stale, no
 * refetch on window focus or reconnect, no polling, no retry for queries or mutations (a call that
 * wants one, like the cart's single retry, sets it itself). The app makes one; Storybook and
 * component tests make a fresh one per story or test so no cache leaks between them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
