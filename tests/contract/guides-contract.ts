import { readFileSync } from "node:fs";
import { CSRF_HEADER, type BlogList, type Guide, type GuideView, type StaffGuideList, type StaffGuideView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, ids, newSessionId, type Call, type CallOptions, type Get, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for repair guides: the storefront's reads of published guides, and the back
 * office (docs/product.md, Back office: Guides): who may write them, a taken slug refused, and when
 * the storefront shows a guide (published, dated today or earlier). Part of `defineContract`; the
 * back-office cases run last against each adapter, on guides they add themselves with slugs no run
 * has used.
 */

/** Posts in the seed file, drafts included: the only way to know a draft's slug. */
function seedPosts(): Guide[] {
  const seed = JSON.parse(readFileSync(new URL("../../db.json", import.meta.url), "utf8")) as { posts: Guide[] };
  return seed.posts;
}

/** The storefront's reads (the wire says blog): list, paging, search, one guide, never a draft. */
export function defineGuideReadCases({ get }: { get: Get }): void {
  describe("blog", () => {
    const allPosts = async () => {
      const posts: GuideView[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = expectOk(await get<BlogList>(`/blog?isPublished=true&limit=100&offset=${offset}`));
        posts.push(...page.posts);
        if (page.posts.length < 100) return { posts, total: page.total };
      }
    };

    it("lists published posts, newest first, 10 a page", async () => {
      const page = expectOk(await get<BlogList>("/blog?isPublished=true"));
      expect(page.posts.length).toBe(Math.min(10, page.total));
      expect(page.total).toBeGreaterThan(0);
      expect(page.posts.every((p) => p.isPublished)).toBe(true);
      const dates = page.posts.map((p) => p.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const p of page.posts) expect(p).toMatchObject({ slug: expect.any(String), title: expect.any(String) });
    });

    it("lists the same posts without isPublished", async () => {
      const withFlag = expectOk(await get<BlogList>("/blog?isPublished=true"));
      const without = expectOk(await get<BlogList>("/blog"));
      expect(without).toEqual(withFlag);
    });

    it("pages consistently with limit and offset", async () => {
      const four = expectOk(await get<BlogList>("/blog?isPublished=true&limit=4"));
      const a = expectOk(await get<BlogList>("/blog?isPublished=true&limit=2&offset=0"));
      const b = expectOk(await get<BlogList>("/blog?isPublished=true&limit=2&offset=2"));
      expect(ids([...a.posts, ...b.posts])).toEqual(ids(four.posts));
      expect(b.total).toBe(four.total);
    });

    it("searches titles and text", async () => {
      const { posts } = await allPosts();
      const post = posts[posts.length - 1]!;
      const word = post.title.split(/\s+/).sort((x, y) => y.length - x.length)[0]!;
      const page = expectOk(await get<BlogList>(`/blog?isPublished=true&search=${encodeURIComponent(word)}&limit=100`));
      expect(ids(page.posts)).toContain(post.id);
      const none = expectOk(await get<BlogList>("/blog?search=zzqxv-nothing-matches-this"));
      expect(none).toEqual({ posts: [], total: 0 });
    });

    it("never lists or serves a draft", async () => {
      const seed = seedPosts();
      const drafts = seed.filter((p) => !p.isPublished);
      expect(drafts.length).toBeGreaterThan(0);
      const { posts, total } = await allPosts();
      expect(total).toBe(seed.length - drafts.length);
      const listed = new Set(ids(posts));
      for (const draft of drafts) {
        expect(listed.has(draft.id)).toBe(false);
        const body = expectError(await get(`/blog/${encodeURIComponent(draft.slug)}`), 404);
        expect(body.message).toBe("Blog post not found");
      }
    });

    it("answers one published post by slug", async () => {
      const listed = expectOk(await get<BlogList>("/blog?limit=1")).posts[0]!;
      const post = expectOk(await get<GuideView>(`/blog/${listed.slug}`));
      expect(post).toEqual(listed);
      expect(post.content.length).toBeGreaterThan(0);
    });

    it("answers 404 'Blog post not found' for a slug that does not exist", async () => {
      const body = expectError(await get("/blog/no-such-post"), 404);
      expect(body.message).toBe("Blog post not found");
    });

    it.each([
      ["isPublished=false", "isPublished"],
      ["limit=500", "limit"],
      ["offset=first", "offset"],
    ])("refuses ?%s with 400 naming %s", async (query, field) => {
      expectError(await get(`/blog?${query}`), 400, field);
    });
  });
}

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
}

export function defineGuideCases({ call, get, staff }: Kit): void {
  const signIn = () => staffSignIn(call, staff);
  const uniqueSlug = () => `contract-guide-${newSessionId().slice(0, 10).toLowerCase().replace(/[^a-z0-9]/g, "7")}`;

  /** A new draft guide dated long ago, so publishing it is all it takes to show it. */
  const newDraft = async (write: Record<string, string>, over: object = {}) => {
    const json = {
      title: "Contract Guide",
      slug: uniqueSlug(),
      excerpt: "A guide the contract writes.",
      content: "## Steps\n\nUnplug it first.",
      author: "Contract",
      isPublished: false,
      publishedAt: "2025-01-01",
      ...over,
    };
    return expectOk(await call<StaffGuideView>("POST", "/staff/posts", { headers: write, json }), 201);
  };
  const listed = async (slug: string) => expectOk(await get<BlogList>(`/blog?search=${encodeURIComponent("contract writes")}&limit=50`)).posts.some((p) => p.slug === slug);

  describe("repair guides in the back office", () => {
    it.each([
      ["GET", "/staff/posts", undefined],
      ["GET", "/staff/posts/1", undefined],
      ["POST", "/staff/posts", { title: "x" }],
      ["PUT", "/staff/posts/1", { title: "x" }],
    ])("answers %s %s with 401 before sign-in", async (method, path, json) => {
      await call("DELETE", "/staff/session");
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
    });

    it("refuses a guide write without the CSRF token with 403 naming the header, and changes nothing", async () => {
      const { read } = await signIn();
      const before = expectOk(await get<StaffGuideView>("/staff/posts/1", { headers: read })).post.title;
      expectError(await call("PUT", "/staff/posts/1", { headers: read, json: { title: "Changed" } }), 403, CSRF_HEADER);
      expectError(await call("POST", "/staff/posts", { headers: read, json: { title: "x" } }), 403, CSRF_HEADER);
      expect(expectOk(await get<StaffGuideView>("/staff/posts/1", { headers: read })).post.title).toBe(before);
    });

    it("keeps a draft off the blog and its page, lists it for staff, and shows it once published, with its history", async () => {
      const { read, write } = await signIn();
      const { post } = await newDraft(write);
      expect(await listed(post.slug)).toBe(false);
      expectError(await get(`/blog/${post.slug}`), 404);
      const staffList = expectOk(await get<StaffGuideList>("/staff/posts", { headers: read }));
      expect(staffList.posts.find((p) => p.id === post.id)).toMatchObject({ slug: post.slug, status: "draft" });

      const published = expectOk(await call<StaffGuideView>("PUT", `/staff/posts/${post.id}`, { headers: write, json: { isPublished: true } }));
      expect(published.status).toBe("published");
      expect(published.history.map((h) => [h.subject, h.summary])).toEqual([
        [`post:${post.id}`, "Published no -> yes"],
        [`post:${post.id}`, "Added"],
      ]);
      expect(await listed(post.slug)).toBe(true);
      expect(expectOk(await get<GuideView>(`/blog/${post.slug}`))).toMatchObject({ id: post.id, content: "## Steps\n\nUnplug it first." });
    });

    it("keeps a published guide dated after today off the blog: it is scheduled", async () => {
      const { write } = await signIn();
      const view = await newDraft(write, { isPublished: true, publishedAt: "2099-12-31" });
      expect(view.status).toBe("scheduled");
      expect(await listed(view.post.slug)).toBe(false);
      expectError(await get(`/blog/${view.post.slug}`), 404);
    });

    it.each([
      ["title", "a CR LF", "Belt\r\nBcc: x@example.com"],
      ["title", "a NUL", "Belt\u0000"],
      ["author", "a bidi override (U+202E)", "Sam\u202eevil"],
      ["excerpt", "a terminal escape", "Quick\u001b[2J fix"],
      ["content", "a NUL", "## Steps\u0000"],
      ["content", "a bidi override (U+202E)", "## Steps\n\nUnplug \u202eit"],
      ["content", "a terminal escape", "## Steps\n\u001b[31mred"],
    ])("refuses a guide's %s with %s with 400 naming it, on create and edit, and changes nothing", async (field, _what, value) => {
      const { read, write } = await signIn();
      const { post } = await newDraft(write);
      const slug = uniqueSlug();
      const json = { title: "Contract Guide", slug, excerpt: "A guide the contract writes.", content: "## Steps", author: "Contract", isPublished: false, publishedAt: "2025-01-01", [field]: value };
      const created = expectError(await call("POST", "/staff/posts", { headers: write, json }), 400, field);
      expect(created.message).toMatch(new RegExp(`^${field} `));
      expectError(await call("PUT", `/staff/posts/${post.id}`, { headers: write, json: { [field]: value } }), 400, field);
      const stored = expectOk(await get<StaffGuideView>(`/staff/posts/${post.id}`, { headers: read })).post;
      expect(stored).toMatchObject({ [field]: post[field as keyof typeof post] });
      expect(expectOk(await get<StaffGuideList>("/staff/posts", { headers: read })).posts.some((p) => p.slug === slug)).toBe(false);
    });

    it("refuses another guide's slug with 400 naming slug, and a bad date naming publishedAt", async () => {
      const { write } = await signIn();
      const { post } = await newDraft(write);
      expectError(await call("POST", "/staff/posts", { headers: write, json: { title: "Copy", slug: post.slug, excerpt: "x", content: "x", author: "x", isPublished: false, publishedAt: "2025-01-01" } }), 400, "slug");
      expectError(await call("PUT", `/staff/posts/${post.id}`, { headers: write, json: { publishedAt: "2025-02-30" } }), 400, "publishedAt");
      expectError(await call("PUT", "/staff/posts/999999", { headers: write, json: { title: "x" } }), 404);
    });
  });
}
