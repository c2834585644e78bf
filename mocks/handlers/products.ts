import { scenariosFor } from "./scenarios.ts";

/** GET /api/products, /api/products/search-by-model/:model and /api/products/:id. */
export const productHandlers = scenariosFor("products");
