import { describe, expect, it } from "vitest";
import { parseBlogQuery, parseGuideEdit, parseNewGuide } from "./parse.ts";

describe("guide list query strings", () => {
  it("serve only published posts on the blog", () => {
    expect(parseBlogQuery(new URLSearchParams("isPublished=true"), 10)).toEqual({ ok: true, value: { limit: 10, offset: 0 } });
    expect(parseBlogQuery(new URLSearchParams("isPublished=false"), 10)).toMatchObject({ ok: false, error: { field: "isPublished" } });
  });
});

describe("a guide's text fields", () => {
  const guide = { title: "Replace a Dryer Belt", excerpt: "Ten minutes.", content: "## Steps\n\n1. Unplug it.\n\tThen open it.", author: "Sam", isPublished: false, publishedAt: "2026-03-14" };

  it("keep the content's line breaks and tabs", () => {
    expect(parseNewGuide(guide)).toMatchObject({ ok: true, value: { content: guide.content } });
    expect(parseNewGuide({ ...guide, content: "Line one\r\nLine two" })).toMatchObject({ ok: true });
  });

  it.each([
    ["a NUL", "Belt\u0000"],
    ["a CR LF", "Belt\r\nBcc: x@y.z"],
    ["a bidi override (U+202E)", "Belt\u202etxt.exe"],
    ["a terminal escape", "Belt\u001b[2J"],
    ["a tab", "Belt\tguide"],
    ["a zero-width space", "Be\u200blt"],
  ])("refuse %s in title, author and excerpt, naming the field", (_what, value) => {
    for (const field of ["title", "author", "excerpt"] as const) {
      expect(parseNewGuide({ ...guide, [field]: value }), field).toMatchObject({ ok: false, error: { field, message: expect.stringMatching(new RegExp(`^${field} must be one line`)) } });
      expect(parseGuideEdit({ [field]: value }), field).toMatchObject({ ok: false, error: { field } });
    }
  });

  it.each([
    ["a NUL", "Steps\u0000"],
    ["a bidi override (U+202E)", "Steps \u202eevil"],
    ["a bidi isolate (U+2066)", "Steps \u2066evil"],
    ["a terminal escape", "Steps\u001b[31m red"],
    ["a backspace", "Steps\u0008"],
    ["a C1 control (U+009B)", "Steps\u009b31m"],
  ])("refuse %s in the content, naming it", (_what, value) => {
    expect(parseNewGuide({ ...guide, content: value })).toMatchObject({ ok: false, error: { field: "content", message: expect.stringMatching(/^content must not contain control or bidi characters/) } });
    expect(parseGuideEdit({ content: value })).toMatchObject({ ok: false, error: { field: "content" } });
  });
});
