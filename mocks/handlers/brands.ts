import { scenariosFor } from "./scenarios.ts";

/** GET /api/brands and /api/brands/:slug. */
export const brandHandlers = scenariosFor("brands");
