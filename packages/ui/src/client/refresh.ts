import { apiRoutes } from "@shop/domain";
import type { QueryClient } from "@tanstack/react-query";
import { routeKey } from "./keys.ts";

/** Reads the cart again (every cart entry: the lines and the badge count). */
export const refreshCart = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: routeKey(apiRoutes.cart) });

/**
 * Reads again everything an order's totals are computed from: the cart lines (each with its part's
 * current price and stock), the store record (the tax rate) and every part read (prices and stock
 * elsewhere on the site). Resolves when the ones on screen have their new answers.
 */
export const refreshTotals = (queryClient: QueryClient) =>
  Promise.all([
    refreshCart(queryClient),
    queryClient.invalidateQueries({ queryKey: routeKey(apiRoutes.store) }),
    queryClient.invalidateQueries({ queryKey: routeKey(apiRoutes.products) }),
  ]);
