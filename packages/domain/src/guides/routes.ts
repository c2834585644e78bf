import { defineRoute } from "../http/route.ts";
import type { StaffPostList, StaffPostView } from "./guide-edit.ts";
import type { PostInput } from "./parse.ts";
import type { BlogList, BlogPostView, BlogQuery } from "./types.ts";

/** The repair guides' calls (/blog on the wire) and their back-office editor's (/staff/posts). */

/** What a client may send to GET /api/blog: `isPublished` may only be true (drafts are never served). */
export type BlogQueryParams = Partial<BlogQuery> & { isPublished?: true };

/** The storefront's live guides. */
export const guideRoutes = {
  blogPosts: defineRoute<{ query: BlogQueryParams; response: BlogList }>()("GET", "/blog", "blog"),
  blogPost: defineRoute<{ response: BlogPostView }>()("GET", "/blog/:slug", "blog"),
};

/** Every guide, drafts and scheduled ones too, for the back office. */
export const guideStaffRoutes = {
  /** Every repair guide, drafts and scheduled ones too (docs/product.md, Back office: Guides). */
  staffPosts: defineRoute<{ response: StaffPostList }>()("GET", "/staff/posts", "staff", { staff: true }),
  staffPost: defineRoute<{ response: StaffPostView }>()("GET", "/staff/posts/:id", "staff", { staff: true }),
  staffCreatePost: defineRoute<{ body: PostInput; response: StaffPostView }>()("POST", "/staff/posts", "staff", { staff: true }),
  staffUpdatePost: defineRoute<{ body: Partial<PostInput>; response: StaffPostView }>()("PUT", "/staff/posts/:id", "staff", { staff: true }),
};
