import { describe, expect, it } from "vitest";
import { jsonLogLine } from "./log-line.ts";

const AT = new Date("2026-11-24T09:00:00.000Z");

describe("JSON log lines", () => {
  it("write the time, level and message first, then the fields", () => {
    expect(jsonLogLine("order placed", "info", { reqId: "r1", order: "TLH-1", lines: 2 }, AT)).toBe(
      '{"time":"2026-11-24T09:00:00.000Z","level":"info","msg":"order placed","reqId":"r1","order":"TLH-1","lines":2}',
    );
  });

  it("keep line breaks, control characters, bidi controls and Unicode line separators escaped, so one event stays one line and reads as written", () => {
    const text = "GET /api/x\r\nFAKE 200\tok\u0000\u001b[31m\u0085 Pat\u202eevil\u2066\u200f\u061c\u2028\u2029";
    const line = jsonLogLine(text, "warn", { path: text }, AT);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    expect(line).toContain("Pat\\u202eevil\\u2066\\u200f\\u061c\\u2028\\u2029");
    expect(JSON.parse(line)).toMatchObject({ msg: text, path: text });
  });

  it("leave ordinary text, accents and quotes readable", () => {
    expect(JSON.parse(jsonLogLine('form-mail: "José" at café 5 \\ ok', "info", {}, AT)).msg).toBe('form-mail: "José" at café 5 \\ ok');
    expect(jsonLogLine("café", "info", {}, AT)).toContain('"msg":"café"');
  });

  it("never let a field replace the time, level or message", () => {
    expect(JSON.parse(jsonLogLine("real", "error", { time: "then", level: "info", msg: "forged" }, AT))).toEqual({
      time: "2026-11-24T09:00:00.000Z",
      level: "error",
      msg: "real",
    });
  });
});
