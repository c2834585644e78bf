import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { NOT_FOUND_FILE, PAGE_ROUTES } from "./route-table.ts";

// Every page is its own module, so each route after the first screen is a lazily loaded chunk.
export default [
  ...PAGE_ROUTES.map(({ path, file, id }) => (path === "/" ? index(file) : route(path, file, id ? { id } : {}))),
  route("*", NOT_FOUND_FILE),
] satisfies RouteConfig;
