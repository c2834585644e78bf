import { z } from "zod";
import { isMoney } from "./money.ts";
import { text, typed } from "./text-rules.ts";
import type { ApiErrorBody } from "./types.ts";

export { typed };

/**
 * Request validation. Every message names the field it is about, and the field travels beside it,
 * so the API can answer `{ message, field }` and a form can point at the input.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** Fields a client may never set: the server prices everything. */
const SERVER_OWNED = new Set(["price", "unitPrice", "lineTotal", "originalPrice", "sessionId", "id", "createdAt"]);

function firstError(error: z.ZodError): ApiErrorBody {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid request" };
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0] ?? "";
    const message = SERVER_OWNED.has(key) ? `${key} is set by the server and cannot be sent` : `${key} is not a known field`;
    return { message, field: key };
  }
  const field = issue.path.map(String).join(".");
  return field ? { message: issue.message, field } : { message: issue.message };
}

/** Checks a JSON body against a schema: the value, or the first problem with its field. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: { message: "Request body must be a JSON object" } };
  }
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstError(result.error) };
}

export const emailField = (field = "email") =>
  text(field, 254)
    .toLowerCase()
    .pipe(z.email(`${field} must be a valid email address`));

/** A phone number as people write it: digits, spaces, "+", "(", ")", ".", "-", with 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.match(/\d/g)?.length ?? 0;
  return /^[0-9+().\s-]+$/.test(value) && digits >= 7 && digits <= 15;
}

export const phoneField = text("phone", 40).refine(isPhoneNumber, "phone must be a phone number of 7 to 15 digits");

export const moneyField = (field: string) =>
  z.string(typed(field, 'an amount like "12.50"')).refine(isMoney, `${field} must be an amount like "12.50"`);

export type QueryReader = {
  int(name: string, min: number, max: number): number | undefined;
  bool(name: string): boolean | undefined;
  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined;
  text(name: string, max: number): string | undefined;
};

export class QueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads query parameters, stopping at the first bad one with a message that names it. */
export function readQuery<T>(query: URLSearchParams, read: (q: QueryReader) => T): Parsed<T> {
  const reader: QueryReader = {
    int(name, min, max) {
      const raw = query.get(name);
      if (raw === null || raw === "") return undefined;
      const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      if (!(value >= min && value <= max)) throw new QueryError(name, `${name} must be a whole number from ${min} to ${max}`);
      return value;
    },
    bool(name) {
      const raw = query.get(name);
      if (raw === null || raw === "") return undefined;
      if (raw !== "true" && raw !== "false") throw new QueryError(name, `${name} must be true or false`);
      return raw === "true";
    },
    oneOf(name, values) {
      const raw = query.get(name);
      if (raw === null || raw === "") return undefined;
      if (!(values as readonly string[]).includes(raw)) throw new QueryError(name, `${name} must be one of ${values.join(", ")}`);
      return raw as (typeof values)[number];
    },
    text(name, max) {
      const raw = query.get(name)?.trim();
      if (!raw) return undefined;
      if (raw.length > max) throw new QueryError(name, `${name} must be at most ${max} characters`);
      return raw;
    },
  };
  try {
    return { ok: true, value: read(reader) };
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, error: { message: error.message, field: error.field } };
    throw error;
  }
}

/** The largest id a query or path may name. */
export const ID_MAX = 999_999_999;
