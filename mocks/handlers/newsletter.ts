import { scenariosFor } from "./scenarios.ts";

/** POST /api/newsletter. */
export const newsletterHandlers = scenariosFor("newsletter");
