export { hashPassword, MIN_PASSWORD_CHARS, verifyPassword } from "./passwords.ts";
export {
  addStaffAccount,
  readStaffAccounts,
  removeStaffAccount,
  resetStaffPassword,
  StaffAccountError,
  staffDirectory,
  staffFileFor,
  type StaffAccount,
} from "./staff-accounts.ts";
export { DEFAULT_RATE_LIMITS, limiter, scaledLimits, staffAuth, type RateLimits, type StaffAuthOptions } from "./staff-auth.ts";
