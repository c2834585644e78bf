import { scenariosFor } from "./scenarios.ts";

/** POST /api/orders. */
export const orderHandlers = scenariosFor("orders");
