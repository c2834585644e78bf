export { BlogCard, BlogCardSkeleton, type BlogCardProps } from "./BlogCard.tsx";
export { BLOG_SKELETONS, BlogList, type BlogListProps } from "./BlogList.tsx";
export { blogCardPost, type BlogCardPost } from "./card-post.ts";
export {
  ARTICLE_EXCERPT_CHARS,
  countWords,
  formatReadMinutes,
  formatReadTime,
  LIST_EXCERPT_CHARS,
  META_DESCRIPTION_MAX,
  metaDescription,
  postExcerpt,
  readTimeMinutes,
  truncate,
  WORDS_PER_MINUTE,
} from "./blog-text.ts";
