import { scenariosFor } from "./scenarios.ts";

/** GET /api/store: the shop's facts. Its empty scenario is its success (see Scenarios.empty). */
export const storeHandlers = scenariosFor("store");
