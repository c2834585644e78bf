import { z } from "zod";
import { emailField, type Parsed, parseWith } from "../kernel/parse.ts";
import { typed } from "../kernel/text-rules.ts";
import type { StaffSignInInput } from "./types.ts";

/** The back office's sign-in body. */

const signInSchema = z.strictObject({
  email: emailField(),
  // Not trimmed: a password is what it is. The length cap keeps a hash from being made of megabytes.
  password: z.string(typed("password", "text")).min(1, "password is required").max(200, "password must be at most 200 characters"),
});

export const parseStaffSignIn = (body: unknown): Parsed<StaffSignInInput> => parseWith(signInSchema, body);
