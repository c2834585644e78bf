/** Signing in to the back office. */

/** POST /api/staff/session. */
export interface StaffSignInInput {
  email: string;
  password: string;
}
