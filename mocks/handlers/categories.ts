import { scenariosFor } from "./scenarios.ts";

/** GET /api/categories and /api/categories/:slug. */
export const categoryHandlers = scenariosFor("categories");
