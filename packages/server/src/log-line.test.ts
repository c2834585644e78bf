import { describe, expect, it } from "vitest";
import { escapedLog, escapeLogLine } from "./log-line.ts";

describe("log lines", () => {
  it("write line breaks, tabs and other control characters as escapes, so one event stays one line", () => {
    expect(escapeLogLine("GET /api/x\r\nFAKE 200\tok\u0000\u001b[31m\u0085")).toBe("GET /api/x\\r\\nFAKE 200\\tok\\u0000\\u001b[31m\\u0085");
  });

  it("write bidi controls and Unicode line separators as escapes", () => {
    expect(escapeLogLine("Pat\u202eevil\u2066\u200f\u061c\u2028")).toBe("Pat\\u202eevil\\u2066\\u200f\\u061c\\u2028");
  });

  it("leave ordinary text, accents and quotes as they are", () => {
    expect(escapeLogLine('form-mail: "José" at café 5 \\ ok')).toBe('form-mail: "José" at café 5 \\ ok');
  });

  it("wrap a log so what reaches it is escaped, once however often it is wrapped", () => {
    const lines: string[] = [];
    escapedLog(escapedLog((line) => lines.push(line)))("a\nb", "warn");
    expect(lines).toEqual(["a\\nb"]);
  });
});
