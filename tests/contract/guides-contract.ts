import { CSRF_HEADER, type BlogList, type BlogPostView, type StaffPostList, type StaffPostView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for repair guides in the back office (docs/product.md, Back office: Guides):
 * who may write them, a taken slug refused, and when the storefront shows a guide (published, dated
 * today or earlier). Part of `defineContract`, run last against each adapter, on guides they add
 * themselves with slugs no run has used.
 */

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
    return expectOk(await call<StaffPostView>("POST", "/staff/posts", { headers: write, json }), 201);
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
      const before = expectOk(await get<StaffPostView>("/staff/posts/1", { headers: read })).post.title;
      expectError(await call("PUT", "/staff/posts/1", { headers: read, json: { title: "Changed" } }), 403, CSRF_HEADER);
      expectError(await call("POST", "/staff/posts", { headers: read, json: { title: "x" } }), 403, CSRF_HEADER);
      expect(expectOk(await get<StaffPostView>("/staff/posts/1", { headers: read })).post.title).toBe(before);
    });

    it("keeps a draft off the blog and its page, lists it for staff, and shows it once published, with its history", async () => {
      const { read, write } = await signIn();
      const { post } = await newDraft(write);
      expect(await listed(post.slug)).toBe(false);
      expectError(await get(`/blog/${post.slug}`), 404);
      const staffList = expectOk(await get<StaffPostList>("/staff/posts", { headers: read }));
      expect(staffList.posts.find((p) => p.id === post.id)).toMatchObject({ slug: post.slug, status: "draft" });

      const published = expectOk(await call<StaffPostView>("PUT", `/staff/posts/${post.id}`, { headers: write, json: { isPublished: true } }));
      expect(published.status).toBe("published");
      expect(published.history.map((h) => [h.subject, h.summary])).toEqual([
        [`post:${post.id}`, "Published no -> yes"],
        [`post:${post.id}`, "Added"],
      ]);
      expect(await listed(post.slug)).toBe(true);
      expect(expectOk(await get<BlogPostView>(`/blog/${post.slug}`))).toMatchObject({ id: post.id, content: "## Steps\n\nUnplug it first." });
    });

    it("keeps a published guide dated after today off the blog: it is scheduled", async () => {
      const { write } = await signIn();
      const view = await newDraft(write, { isPublished: true, publishedAt: "2099-12-31" });
      expect(view.status).toBe("scheduled");
      expect(await listed(view.post.slug)).toBe(false);
      expectError(await get(`/blog/${view.post.slug}`), 404);
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
