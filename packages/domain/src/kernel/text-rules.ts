import { z } from "zod";
import { utf8Bytes } from "./limits.ts";

// zod would first try compiling its object parsers with `new Function`; the pages' CSP has no
// 'unsafe-eval', so that try is a reported violation in every browser (docs/architecture.md,
// Security headers). Every schema module imports this one, so it is set before any parse.
z.config({ jitless: true });

/**
 * The checks every text field of the API's bodies goes through (each feature's parse.ts): no control or bidi
 * characters where they do not belong, and a size in UTF-8 bytes (docs/architecture.md, Bad input
 * at the edge; Abuse limits).
 */

/**
 * C0 and C1 control characters (CR, LF and TAB among them), DEL, and the Unicode bidi controls
 * (U+061C, U+200E/F, U+202A-202E, U+2066-2069): in a one-line field they could add a header to an
 * email or a line to a log, or make text read in another order than it was written. Also what
 * breaks a line or hides in one without a control's code: the line and paragraph separators
 * (U+2028, U+2029), the zero-width characters (U+200B-200D, U+2060, U+FEFF) that make two names
 * look alike or split a word a filter looks for, and a lone surrogate (half of an emoji, not text:
 * written out it becomes U+FFFD). With the `u` flag a class of surrogates matches only lone ones,
 * so emoji still pass. Any of these at either end is trimmed off first, like a line break there.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff\ud800-\udfff]/u;
/** The same, less the line breaks and tabs a message or a description may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether `value` is free of control and bidi characters (one line: and of invisible ones); `multiLine` allows CR, LF and TAB. */
export function isPlainText(value: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return !(multiLine ? MULTI_LINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(value);
}

/** A field's text is one line (names, subjects, phones, emails) or may run over several (messages, descriptions). */
export type Lines = "one" | "many";

/** The refinement every text field goes through, its message naming the field. */
export const plain = (field: string, lines: Lines) =>
  [
    (value: string) => isPlainText(value, { multiLine: lines === "many" }),
    lines === "one"
      ? `${field} must be one line without control, bidi or invisible characters`
      : `${field} must not contain control or bidi characters other than line breaks and tabs`,
  ] as const;

/** A refine's check and message: limits count UTF-8 bytes, not characters (limits.ts). */
export const withinBytes = (field: string, max: number) => [(value: string) => utf8Bytes(value) <= max, `${field} must be at most ${max} bytes (an accented letter takes 2, an emoji 4)`] as const;

/** "name is required" when absent, "name must be {kind}" when of the wrong type. */
export const typed = (field: string, kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${kind}`),
});

/** A required text field, trimmed: plain (see `plain`) and at most `max` UTF-8 bytes. */
export const text = (field: string, max: number, lines: Lines = "one") =>
  z
    .string(typed(field, "text"))
    .trim()
    .min(1, `${field} is required`)
    .refine(...withinBytes(field, max))
    .refine(...plain(field, lines));

/** An optional text field: empty reads as absent. */
export const optionalText = (field: string, max: number, lines: Lines = "one") =>
  z
    .string(typed(field, "text"))
    .trim()
    .refine(...withinBytes(field, max))
    .refine(...plain(field, lines))
    .optional()
    .transform((v) => (v ? v : undefined));
