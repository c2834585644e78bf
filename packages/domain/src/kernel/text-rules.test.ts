import { describe, expect, it } from "vitest";
import { isPlainText, optionalText, text } from "./text-rules.ts";

describe("the one-line rule", () => {
  const invisible = [
    ["a line separator (U+2028)", "Pat\u2028Doe"],
    ["a paragraph separator (U+2029)", "Pat\u2029Doe"],
    ["a zero-width space (U+200B)", "Pat\u200bDoe"],
    ["a zero-width non-joiner (U+200C)", "Pat\u200cDoe"],
    ["a zero-width joiner (U+200D)", "Pat\u200dDoe"],
    ["a word joiner (U+2060)", "Pat\u2060Doe"],
    ["a byte-order mark (U+FEFF)", "Pat\ufeffDoe"],
    ["a lone high surrogate", "Pat\ud83dDoe"],
    ["a lone low surrogate", "Pat\ude00Doe"],
    ["a low surrogate before a high one", "Pat\ude00\ud83d"],
  ] as const;

  it.each(invisible)("refuses %s, naming the field", (_what, value) => {
    expect(isPlainText(value)).toBe(false);
    const parsed = text("name", 100).safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^name must be one line/);
    expect(optionalText("subject", 200).safeParse(value).error?.issues[0]?.message).toMatch(/^subject must be one line/);
  });

  it("trims the ones that are white space off the ends, as it trims line breaks there: what is kept has none", () => {
    expect(text("name", 100).parse("\ufeffPat Doe\u2028")).toBe("Pat Doe");
    expect(text("name", 100).parse("\u2029Pat Doe\n")).toBe("Pat Doe");
  });

  it("keeps letters of every script and emoji written as surrogate pairs", () => {
    for (const value of ["Zoë Ångström", "Łukasz Żółć", "محمد", "山田 太郎", "Pat 🔧", "Fix it 😀👍"]) {
      expect(isPlainText(value), value).toBe(true);
      expect(text("name", 100).safeParse(value).success, value).toBe(true);
    }
  });

  it("still refuses control and bidi characters", () => {
    for (const value of ["a\r\nb", "a\tb", "a\u0000b", "a\u001b[31m", "a\u202eb", "a\u2066b", "a\u0085b"]) expect(isPlainText(value), JSON.stringify(value)).toBe(false);
  });
});
