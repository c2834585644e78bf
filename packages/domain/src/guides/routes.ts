import { defineRoute } from "../http/route.ts";
import type { StaffGuideList, StaffGuideView } from "./guide-edit.ts";
import type { GuideInput } from "./parse.ts";
import type { BlogList, GuideView, BlogQuery } from "./types.ts";

/** The repair guides' calls (/blog on the wire) and their back-office editor's (/staff/posts). */

/** What a client may send to GET /api/blog: `isPublished` may only be true (drafts are never served). */
export type BlogQueryParams = Partial<BlogQuery> & { isPublished?: true };

/** The storefront's live guides. */
export const guideRoutes = {
  blogPosts: defineRoute<{ query: BlogQueryParams; response: BlogList }>()("GET", "/blog", "blog"),
  blogPost: defineRoute<{ response: GuideView }>()("GET", "/blog/:slug", "blog"),
};

/** Every guide, drafts and scheduled ones too, for the back office. */
export const guideStaffRoutes = {
  /** Every repair guide, drafts and scheduled ones too (docs/product.md, Back office: Guides). */
  staffPosts: defineRoute<{ response: StaffGuideList }>()("GET", "/staff/posts", "staff", { staff: true }),
  staffPost: defineRoute<{ response: StaffGuideView }>()("GET", "/staff/posts/:id", "staff", { staff: true }),
  staffCreateGuide: defineRoute<{ body: GuideInput; response: StaffGuideView }>()("POST", "/staff/posts", "staff", { staff: true }),
  staffUpdateGuide: defineRoute<{ body: Partial<GuideInput>; response: StaffGuideView }>()("PUT", "/staff/posts/:id", "staff", { staff: true }),
};
