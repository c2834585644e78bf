export { BlogListScreen, type BlogListScreenProps } from "./GuideListScreen.tsx";
export { BLOG_PARAMS, readBlogParams, withBlogPage, withBlogSearch, type BlogParams } from "./guide-params.ts";
