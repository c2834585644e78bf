export { ArticleScreen, type ArticleScreenProps } from "./ArticleScreen.tsx";
export { pickRelated, RELATED_COUNT, RELATED_POOL } from "./related.ts";
export { articleUrl, shareOrCopy, type ShareNavigator, type ShareOutcome, type ShareTarget } from "./share.ts";
