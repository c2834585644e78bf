import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { APP_ROUTES, NOT_FOUND_FILE } from "./route-table.ts";

// Every page is its own module, so each route after the first screen is a lazily loaded chunk.
export default [
  ...APP_ROUTES.map(({ id, path, file }) => (path === "/" ? index(file, { id }) : route(path, file, { id }))),
  route("*", NOT_FOUND_FILE),
] satisfies RouteConfig;
