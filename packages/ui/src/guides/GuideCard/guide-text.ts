/**
 * Text rules for blog posts (docs/product.md, Rules: Blog), shared by the blog list cards and the
 * article page: excerpt fallback, read time and the search-engine description. Pure; unit-tested.
 */

/** Characters of content used as the excerpt on the blog list when a post has none. */
export const LIST_EXCERPT_CHARS = 200;
/** Characters of content used as the excerpt on the article page when a post has none. */
export const ARTICLE_EXCERPT_CHARS = 160;
/** A search-engine description longer than this is cut (docs/product.md, Constants). */
export const META_DESCRIPTION_MAX = 160;
/** Reading speed for the read time, in words per minute (docs/product.md, Constants). */
export const WORDS_PER_MINUTE = 200;

const ELLIPSIS = "…";

/** Runs of whitespace (line breaks between paragraphs included) as single spaces, trimmed. */
function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The first `max` characters of `text` (whitespace collapsed), ending with "…" when anything was
 * cut. The cut goes back to the last space, so no word is broken, unless that space is in the
 * first half (a very long word, a URL): then it cuts inside the word.
 */
export function truncate(text: string, max: number): string {
  const flat = collapse(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  const kept = space >= max / 2 ? cut.slice(0, space) : cut;
  return kept.replace(/[\s.,;:!?-]+$/, "") + ELLIPSIS;
}

/**
 * A post's excerpt: its own when it has one, else the first `max` characters of its content
 * (LIST_EXCERPT_CHARS on the list, ARTICLE_EXCERPT_CHARS on the article page).
 */
export function postExcerpt(post: { excerpt?: string | null; content: string }, max: number = LIST_EXCERPT_CHARS): string {
  const own = post.excerpt?.trim();
  return own ? own : truncate(post.content, max);
}

/** Words in a text: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** Minutes to read: words / WORDS_PER_MINUTE, rounded up; at least 1, so no post reads "0 min". */
export function readTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
}

/** "5 min read", for a text. */
export function formatReadTime(content: string): string {
  return formatReadMinutes(readTimeMinutes(content));
}

/** "5 min read", for minutes already counted (a GuideCardPost's `readMinutes`). */
export function formatReadMinutes(minutes: number): string {
  return `${minutes} min read`;
}

/**
 * A search-engine description: the text with whitespace collapsed; above META_DESCRIPTION_MAX
 * characters, its first 157 characters plus "..." (docs/product.md, Rules: Blog), so the result is
 * never longer than 160. Three dots, not "…", so the length is exactly what the search engine
 * counts.
 */
export function metaDescription(text: string): string {
  const flat = collapse(text);
  if (flat.length <= META_DESCRIPTION_MAX) return flat;
  return flat.slice(0, META_DESCRIPTION_MAX - 3).trimEnd() + "...";
}
