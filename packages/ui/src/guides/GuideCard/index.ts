export { GuideCard, GuideCardSkeleton, type GuideCardProps } from "./GuideCard.tsx";
export { GUIDE_SKELETONS, GuideList, type GuideListProps } from "./GuideList.tsx";
export { guideCardPost, type GuideCardPost } from "./card-guide.ts";
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
