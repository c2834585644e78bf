import { ROUTE_GROUPS, type RouteGroup } from "@shop/domain";
import type { HttpHandler } from "msw";
import { photoFileHandler, photoUploadHandler } from "./photos.ts";
import { scenariosFor, unknownEndpointHandler, type Scenarios } from "./scenarios.ts";
import { staffEventsHandlers } from "./staff-events.ts";

export { scenariosFor, unknownEndpointHandler, type Scenarios } from "./scenarios.ts";
export { photoFileHandler, photoUploadHandler, setMockPartPhoto } from "./photos.ts";
export { staffEventsHandlers, tellMockInbox } from "./staff-events.ts";

/** Every group's scenarios (success, empty, pending, error, notFound), by group name. */
export const scenarios = Object.fromEntries(ROUTE_GROUPS.map((group) => [group, scenariosFor(group)])) as Record<
  RouteGroup,
  Scenarios
>;

/**
 * The groups' scenarios under the names stories and tests import: `productHandlers.empty`,
 * `cartHandlers.error(500)`. The store group's empty scenario is its success (see Scenarios.empty).
 */
export const {
  store: storeHandlers,
  categories: categoryHandlers,
  brands: brandHandlers,
  products: productHandlers,
  blog: blogHandlers,
  cart: cartHandlers,
  orders: orderHandlers,
  contact: contactHandlers,
  newsletter: newsletterHandlers,
  staff: staffHandlers,
} = scenarios;

/**
 * The default handlers by group, the catch-all last. A story swaps one group and keeps the rest
 * (msw-storybook-addon flattens the object in key order, so the catch-all stays last):
 * `parameters: { msw: { handlers: { ...handlerGroups, products: productHandlers.empty } } }`.
 */
export const handlerGroups = {
  ...(Object.fromEntries(ROUTE_GROUPS.map((group) => [group, scenarios[group].success])) as Record<RouteGroup, HttpHandler[]>),
  // Outside the route table, before the catch-all: the photo upload (its body is the image, no
  // JSON), the photo files and the live inbox's stream. A story that swaps a group keeps them;
  // one may swap the stream (`live: [staffEventsHandlers.down]`).
  live: [staffEventsHandlers.live],
  unknown: [photoUploadHandler, photoFileHandler, unknownEndpointHandler],
} satisfies Record<RouteGroup | "live" | "unknown", HttpHandler[]>;

/** The default set for Storybook, jsdom tests and dev:mock: every /api call, then the catch-all. */
export const handlers: HttpHandler[] = Object.values(handlerGroups).flat();
