import { scenariosFor } from "./scenarios.ts";

/** POST /api/contact. */
export const contactHandlers = scenariosFor("contact");
