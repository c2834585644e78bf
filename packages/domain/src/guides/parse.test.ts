import { describe, expect, it } from "vitest";
import { parseBlogQuery } from "./parse.ts";

describe("guide list query strings", () => {
  it("serve only published posts on the blog", () => {
    expect(parseBlogQuery(new URLSearchParams("isPublished=true"), 10)).toEqual({ ok: true, value: { limit: 10, offset: 0 } });
    expect(parseBlogQuery(new URLSearchParams("isPublished=false"), 10)).toMatchObject({ ok: false, error: { field: "isPublished" } });
  });
});
