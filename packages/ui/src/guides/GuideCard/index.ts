export { BlogCard, BlogCardSkeleton, type BlogCardProps } from "./GuideCard.tsx";
export { BLOG_SKELETONS, BlogList, type BlogListProps } from "./GuideList.tsx";
export { blogCardPost, type BlogCardPost } from "./card-guide.ts";
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
} from "./guide-text.ts";
