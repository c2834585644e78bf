export {
  cachedAnswer,
  createAnswerCache,
  sendCached,
  type AnswerCache,
  type AnswerCacheOptions,
  type AnswerCacheStats,
  type CachedAnswer,
  type ListingScope,
  type StockMoves,
} from "./answer-cache.ts";
export { dayTurns } from "./day-turns.ts";
export { compressPage, pageCompressionFilter } from "./page-encodings.ts";
export { pageCache, reactRouterPages, type OrderKeyMaker, type RenderPage } from "./pages.ts";
export { recordingReads, recordShownParts } from "./shown-parts.ts";
