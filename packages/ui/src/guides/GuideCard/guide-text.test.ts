import { describe, expect, it } from "vitest";
import {
  ARTICLE_EXCERPT_CHARS,
  countWords,
  formatReadTime,
  LIST_EXCERPT_CHARS,
  metaDescription,
  postExcerpt,
  readTimeMinutes,
  truncate,
} from "./guide-text.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("postExcerpt", () => {
  it("uses the post's own excerpt when it has one", () => {
    expect(postExcerpt({ excerpt: "  Short and sweet.  ", content: "Long content" })).toBe("Short and sweet.");
  });

  it("falls back to the first 200 characters of the content on the list", () => {
    const content = "x".repeat(150) + " " + "y".repeat(150);
    const excerpt = postExcerpt({ excerpt: "", content });
    expect(excerpt).toBe("x".repeat(150) + "…");
    expect(excerpt.length - 1).toBeLessThanOrEqual(LIST_EXCERPT_CHARS);
  });

  it("takes 160 characters on the article page", () => {
    const content = words(100);
    const excerpt = postExcerpt({ excerpt: null, content }, ARTICLE_EXCERPT_CHARS);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length - 1).toBeLessThanOrEqual(ARTICLE_EXCERPT_CHARS);
    expect(content.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it("keeps short content whole, with paragraph breaks as spaces", () => {
    expect(postExcerpt({ excerpt: "", content: "First paragraph.\n\nSecond one." })).toBe("First paragraph. Second one.");
  });
});

describe("truncate", () => {
  it("cuts at the last space before the limit so no word is broken", () => {
    expect(truncate("The quick brown fox jumps", 12)).toBe("The quick…");
  });

  it("cuts inside a word only when the last space is far back", () => {
    expect(truncate("a " + "b".repeat(30), 10)).toBe("a bbbbbbbb…");
  });

  it("drops punctuation left dangling at the cut", () => {
    expect(truncate("Unplug it, then test it. Replace the part.", 26)).toBe("Unplug it, then test it…");
  });

  it("returns text at or under the limit unchanged", () => {
    expect(truncate("exactly ten", 11)).toBe("exactly ten");
  });
});

describe("read time", () => {
  it("counts words separated by any whitespace", () => {
    expect(countWords("  one two\n\nthree\tfour ")).toBe(4);
    expect(countWords("   ")).toBe(0);
  });

  it("is words divided by 200, rounded up", () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it("is never less than a minute", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(formatReadTime("A few words.")).toBe("1 min read");
  });
});

describe("metaDescription", () => {
  it("keeps a description of up to 160 characters whole", () => {
    const text = "a".repeat(160);
    expect(metaDescription(text)).toBe(text);
  });

  it("cuts a longer one to 157 characters plus an ellipsis", () => {
    const text = "b".repeat(200);
    const description = metaDescription(text);
    expect(description).toBe("b".repeat(157) + "...");
    expect(description).toHaveLength(160);
  });

  it("never ends the cut on a space", () => {
    const text = "c".repeat(156) + " " + "d".repeat(50);
    expect(metaDescription(text)).toBe("c".repeat(156) + "...");
  });

  it("collapses line breaks first", () => {
    expect(metaDescription("Line one.\n\nLine two.")).toBe("Line one. Line two.");
  });
});
