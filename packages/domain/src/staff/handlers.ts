import { type Handlers, staffOf } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import type { staffRoutes } from "./routes.ts";

/** The rule of the back office's session call (signing in and out is each adapter's own). */
export const staffHandlers: Handlers<typeof staffRoutes> = {
  staffSession: (_data, request) => ok(staffOf(request)),
};
