import { scenariosFor } from "./scenarios.ts";

/** GET /api/blog and /api/blog/:slug (published posts only). */
export const blogHandlers = scenariosFor("blog");
