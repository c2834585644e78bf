import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { APP_ROUTES, NOT_FOUND_FILE, STAFF_LAYOUT_FILE, STAFF_ROUTES } from "./route-table.ts";

// Every page is its own module, so each route after the first screen is a lazily loaded chunk.
export default [
  ...APP_ROUTES.map(({ id, path, file }) => (path === "/" ? index(file, { id }) : route(path, file, { id }))),
  // The back office: its own frame (a layout route), so neither it nor its pages load on the storefront.
  layout(STAFF_LAYOUT_FILE, { id: "staff" }, STAFF_ROUTES.map(({ id, path, file }) => route(path, file, { id }))),
  route("*", NOT_FOUND_FILE),
] satisfies RouteConfig;
