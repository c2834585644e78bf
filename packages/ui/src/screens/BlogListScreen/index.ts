export { BlogListScreen, type BlogListScreenProps } from "./BlogListScreen.tsx";
export { BLOG_PARAMS, readBlogParams, readPage, withBlogPage, withBlogSearch, type BlogParams } from "./blog-params.ts";
