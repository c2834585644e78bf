/**
 * The server's log is JSON lines (docs/architecture.md, Logs): `{"time", "level", "msg", ...fields}`,
 * one object per line. Entries carry request data (a path, an error's message), so the writer
 * makes sure one event stays one line whatever the text, and that no bidi control can make a line
 * read other than it was written.
 */

export type LogLevel = "info" | "warn" | "error";
/** An entry's own fields: the request id, an order number, a status. Never a customer's details. */
export type LogFields = Record<string, string | number | boolean | undefined>;
/** Where the server's entries go: request lines are "info", problems "warn" or "error". */
export type Log = (msg: string, level?: LogLevel, fields?: LogFields) => void;

/**
 * What JSON.stringify leaves as it is but a terminal or an editor would not show as written: DEL,
 * the C1 controls, the Unicode line and paragraph separators, and the bidi controls. (It escapes
 * the C0 controls, line breaks among them, itself.)
 */
const UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * One entry as its JSON line (without the newline): the time, level and message first, then the
 * fields, which cannot replace those three. Every unsafe character is a `\uXXXX` escape, so the line
 * parses back to exactly what was logged.
 */
export function jsonLogLine(msg: string, level: LogLevel, fields: LogFields = {}, time = new Date()): string {
  const { time: _time, level: _level, msg: _msg, ...rest } = fields;
  return JSON.stringify({ time: time.toISOString(), level, msg, ...rest }).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
