import { describe, expect, it } from "vitest";
import { shopToday } from "../kernel/shop-day.ts";
import { applyChanges } from "../shop/index.ts";
import { sitemapEntries } from "../site/index.ts";
import { ctx, makeShop } from "../testing/index.ts";
import { createGuide, listStaffGuides, staffGuideView, updateGuide } from "./guide-edit.ts";
import { isGuideLive, postStatus } from "./guide-status.ts";
import { getGuide, listGuides } from "./guides.ts";
import { parseNewGuide, parseGuideEdit, type GuideInput, slugFromTitle } from "./parse.ts";

const TODAY = "2026-11-24";
const who = { now: ctx.now, today: TODAY, by: "editor@parts.test", newId: ctx.newId };

const guide: GuideInput = {
  title: "Replace a Dryer Belt!",
  excerpt: "Ten minutes and a screwdriver.",
  content: "## Tools\n\n- A nut driver\n- The new belt",
  categoryId: 1,
  author: "Sam",
  isPublished: false,
  publishedAt: "2026-11-20",
};

describe("when a guide is live", () => {
  it("is live once published and dated today or earlier, scheduled when dated later, else a draft", () => {
    expect(postStatus({ isPublished: true, publishedAt: "2026-11-24" }, TODAY)).toBe("published");
    expect(postStatus({ isPublished: true, publishedAt: "2026-11-25" }, TODAY)).toBe("scheduled");
    expect(postStatus({ isPublished: false, publishedAt: "2026-01-01" }, TODAY)).toBe("draft");
    expect(isGuideLive({ isPublished: true, publishedAt: "2026-11-25" }, TODAY)).toBe(false);
  });

  it("reads today in the shop's time zone, not the server's", () => {
    // 02:00 UTC on the 25th is still the evening of the 24th in Tallahassee.
    expect(shopToday(new Date("2026-11-25T02:00:00Z"), { timeZone: "America/New_York" })).toBe("2026-11-24");
  });

  it("keeps a scheduled guide out of the blog, its page and the sitemap until its day", () => {
    const shop = makeShop();
    applyChanges(shop, [{ op: "put", collection: "posts", record: { ...shop.posts[0]!, publishedAt: "2026-11-25" } }]);
    expect(listGuides(shop, { limit: 10, offset: 0 }, TODAY).posts.map((p) => p.id)).not.toContain(1);
    expect(getGuide(shop, "find-model-number", TODAY)).toBeUndefined();
    expect(sitemapEntries(shop, [], TODAY, TODAY).map((e) => e.path)).not.toContain("/blog/find-model-number");
    expect(getGuide(shop, "find-model-number", "2026-11-25")?.id).toBe(1);
  });
});

describe("the back office's guide list", () => {
  it("lists every guide, drafts too, newest publish date first, with its status and category", () => {
    const list = listStaffGuides(makeShop(), TODAY);
    expect(list.total).toBe(3);
    expect(list.posts.map((p) => [p.id, p.status])).toEqual([
      [3, "draft"],
      [2, "published"],
      [1, "published"],
    ]);
    expect(list.posts[1]?.category).toEqual({ id: 1, name: expect.any(String) });
  });
});

describe("adding a guide", () => {
  it("makes the slug from the title and records the addition", () => {
    const shop = makeShop();
    const result = createGuide(shop, guide, who);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.status).toBe(201);
    expect(result.value.post).toMatchObject({ id: 4, slug: "replace-a-dryer-belt" });
    applyChanges(shop, result.changes);
    expect(staffGuideView(shop, 4, TODAY)?.history[0]).toMatchObject({ subject: "post:4", summary: "Added", by: "editor@parts.test" });
  });

  it("refuses a slug another guide has, naming the slug field", () => {
    const result = createGuide(makeShop(), { ...guide, slug: "replace-water-filter" }, who);
    expect(result).toMatchObject({ ok: false, status: 400, error: { field: "slug" } });
  });

  it("refuses a category that does not exist", () => {
    const result = createGuide(makeShop(), { ...guide, categoryId: 99 }, who);
    expect(result).toMatchObject({ ok: false, status: 400, error: { field: "categoryId" } });
  });
});

describe("editing a guide", () => {
  it("publishing a draft puts it on the blog and records the field before and after", () => {
    const shop = makeShop();
    const result = updateGuide(shop, 3, { isPublished: true }, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(getGuide(shop, "draft-capacitors", TODAY)?.id).toBe(3);
    expect(result.value.history[0]).toMatchObject({ summary: "Published no -> yes", fields: [{ field: "isPublished", before: false, after: true }] });
  });

  it("names long fields only as changed", () => {
    const result = updateGuide(makeShop(), 1, { content: "New **steps**." }, who);
    expect(result.ok && result.value.history[0]?.summary).toBe("Content changed");
  });

  it("stores and records nothing when nothing changed", () => {
    const result = updateGuide(makeShop(), 1, { title: "Find your model number" }, who);
    expect(result).toMatchObject({ ok: true, changes: [] });
  });

  it("answers 404 for a guide that does not exist", () => {
    expect(updateGuide(makeShop(), 99, { title: "X" }, who)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("checking a guide's fields", () => {
  it("names the field of each problem", () => {
    expect(parseNewGuide({ ...guide, title: " " })).toMatchObject({ ok: false, error: { field: "title", message: "title is required" } });
    expect(parseNewGuide({ ...guide, slug: "Not A Slug" })).toMatchObject({ ok: false, error: { field: "slug" } });
    expect(parseNewGuide({ ...guide, publishedAt: "2026-02-30" })).toMatchObject({ ok: false, error: { field: "publishedAt" } });
    expect(parseNewGuide({ ...guide, content: "x".repeat(50_001) })).toMatchObject({ ok: false, error: { field: "content" } });
    expect(parseGuideEdit({ id: 5 })).toMatchObject({ ok: false, error: { field: "id" } });
  });

  it("takes a guide with no category as a general article", () => {
    const { categoryId: _left, ...general } = guide;
    expect(parseNewGuide(general)).toMatchObject({ ok: true, value: { categoryId: null } });
  });

  it("makes slugs of lowercase letters and digits with single dashes", () => {
    expect(slugFromTitle("  Fix a GE -- Ice Maker (2026)  ")).toBe("fix-a-ge-ice-maker-2026");
  });
});
