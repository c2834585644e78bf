/**
 * Log lines carry request data (a method and path, an error's message), so each is escaped
 * before it is written: one event stays one line whatever the text, and no bidi control can make
 * a line read other than it was written (docs/architecture.md, Bad input at the edge).
 */
import type { Log } from "./app.ts";

/** C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidi controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const SHORT: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `line` with each control or bidi character written as JSON would: `\n`, `\r`, `\t`, `\u202e`. */
export function escapeLogLine(line: string): string {
  return line.replace(UNSAFE, (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `log`, with every line escaped. Escaping leaves no character it escapes, so wrapping twice changes nothing. */
export function escapedLog(log: Log): Log {
  return (line, level) => log(escapeLogLine(line), level);
}
