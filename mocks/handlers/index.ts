import type { RouteGroup } from "@shop/domain";
import type { HttpHandler } from "msw";
import { blogHandlers } from "./blog.ts";
import { brandHandlers } from "./brands.ts";
import { cartHandlers } from "./cart.ts";
import { categoryHandlers } from "./categories.ts";
import { contactHandlers } from "./contact.ts";
import { newsletterHandlers } from "./newsletter.ts";
import { orderHandlers } from "./orders.ts";
import { productHandlers } from "./products.ts";
import { unknownEndpointHandler } from "./scenarios.ts";
import { storeHandlers } from "./store.ts";

export { scenariosFor, unknownEndpointHandler, type Scenarios } from "./scenarios.ts";
export {
  blogHandlers,
  brandHandlers,
  cartHandlers,
  categoryHandlers,
  contactHandlers,
  newsletterHandlers,
  orderHandlers,
  productHandlers,
  storeHandlers,
};

/** Every group's scenarios, by group name. */
export const scenarios = {
  store: storeHandlers,
  categories: categoryHandlers,
  brands: brandHandlers,
  products: productHandlers,
  blog: blogHandlers,
  cart: cartHandlers,
  orders: orderHandlers,
  contact: contactHandlers,
  newsletter: newsletterHandlers,
} satisfies Record<RouteGroup, unknown>;

/**
 * The default handlers by group, the catch-all last. A story swaps one group and keeps the rest
 * (msw-storybook-addon flattens the object in key order, so the catch-all stays last):
 * `parameters: { msw: { handlers: { ...handlerGroups, products: productHandlers.empty } } }`.
 */
export const handlerGroups = {
  store: storeHandlers.success,
  categories: categoryHandlers.success,
  brands: brandHandlers.success,
  products: productHandlers.success,
  blog: blogHandlers.success,
  cart: cartHandlers.success,
  orders: orderHandlers.success,
  contact: contactHandlers.success,
  newsletter: newsletterHandlers.success,
  unknown: [unknownEndpointHandler],
} satisfies Record<RouteGroup | "unknown", HttpHandler[]>;

/** The default set for Storybook, jsdom tests and dev:mock: every /api call, then the catch-all. */
export const handlers: HttpHandler[] = Object.values(handlerGroups).flat();
