import type { StaffSessionView } from "../http/handler.ts";
import { defineRoute } from "../http/route.ts";
import type { StaffSignInInput } from "./types.ts";

/** The back office's own calls: who is signed in, and signing in and out. */

/** The back office's session. */
export const staffRoutes = {
  /** Who is signed in to the back office (401 when nobody is), with the CSRF token for writes. */
  staffSession: defineRoute<{ response: StaffSessionView }>()("GET", "/staff/session", "staff", { staff: true }),
};

/** The one answer to a wrong email or password (or an account that is gone): it never says which. */
export const STAFF_SIGN_IN_REFUSED = "Email or password is incorrect";

/**
 * Signing in and out of the back office. Declared here for the client, but answered by each
 * adapter itself, not by a domain rule: checking a password hash and keeping a session are the
 * server's (and, in their own simple way, the mocks'). The body is checked with `parseStaffSignIn`.
 */
export const staffAuthRoutes = {
  /** Answers the new session, or 401 "Email or password is incorrect"; 429 after too many tries. */
  staffSignIn: defineRoute<{ body: StaffSignInInput; response: StaffSessionView }>()("POST", "/staff/session", "staff"),
  /** Ends the session; 204 whether or not there was one. */
  staffSignOut: defineRoute<{ response: void }>()("DELETE", "/staff/session", "staff"),
};
