import type { GuideView } from "@shop/domain";
import { describe, expect, it, vi } from "vitest";
import { pickRelated } from "./related.ts";
import { articleUrl, shareOrCopy } from "./share.ts";

const category = (id: number, type: "appliance" | "hvac") => ({ id, name: `C${id}`, slug: `c${id}`, type });

function post(id: number, categoryId: number | null, type: "appliance" | "hvac" = "appliance", isPublished = true): GuideView {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    excerpt: "",
    content: "",
    publishedAt: "2026-01-01",
    categoryId,
    category: categoryId === null ? null : category(categoryId, type),
    isPublished,
    author: "Counter staff",
  };
}

describe("pickRelated", () => {
  it("prefers the same category, then the same side of the shop, then the newest others", () => {
    const current = post(1, 5, "hvac");
    const candidates = [post(1, 5, "hvac"), post(2, null), post(3, 7, "appliance"), post(4, 6, "hvac"), post(5, 5, "hvac")];
    expect(pickRelated(current, candidates).map((p) => p.id)).toEqual([5, 4, 2]);
  });

  it("never suggests the post itself or a draft, and may return fewer than three", () => {
    const current = post(1, null);
    expect(pickRelated(current, [post(1, null), post(2, null, "appliance", false), post(3, 4)]).map((p) => p.id)).toEqual([3]);
  });

  it("keeps the API's order inside a group", () => {
    const current = post(9, null);
    expect(pickRelated(current, [post(4, 1), post(2, 2), post(7, null), post(1, 3)]).map((p) => p.id)).toEqual([4, 2, 7]);
  });
});

describe("shareOrCopy", () => {
  const target = { title: "Fix it", url: "https://shop.example/blog/fix-it" };

  it("uses the share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(target, { share, clipboard: { writeText } })).resolves.toBe("shared");
    expect(share).toHaveBeenCalledWith(target);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("does nothing more when the visitor cancels the sheet", async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException("cancelled", "AbortError")));
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(target, { share, clipboard: { writeText } })).resolves.toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link without a share sheet, or when the sheet is refused", async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(target, { clipboard: { writeText } })).resolves.toBe("copied");
    const refused = vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError")));
    await expect(shareOrCopy(target, { share: refused, clipboard: { writeText } })).resolves.toBe("copied");
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it("reports failure when the clipboard is missing or refuses", async () => {
    await expect(shareOrCopy(target, {})).resolves.toBe("failed");
    const writeText = vi.fn(async () => Promise.reject(new Error("denied")));
    await expect(shareOrCopy(target, { clipboard: { writeText } })).resolves.toBe("failed");
  });
});

describe("articleUrl", () => {
  it("builds the canonical address from the shop's URL", () => {
    expect(articleUrl("dryer-not-heating", "https://www.example.com")).toBe("https://www.example.com/blog/dryer-not-heating");
  });
});
