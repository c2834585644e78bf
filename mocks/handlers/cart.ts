import { scenariosFor } from "./scenarios.ts";

/** GET, POST and DELETE /api/cart, PUT and DELETE /api/cart/:id (per session-id). */
export const cartHandlers = scenariosFor("cart");
