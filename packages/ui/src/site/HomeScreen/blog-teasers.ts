/** Latest repair guides in the blog teaser. */
export const BLOG_TEASER_COUNT = 3;
