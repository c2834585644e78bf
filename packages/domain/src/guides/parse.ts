import { z } from "zod";
import { MAX_PAGE_SIZE } from "../catalogue/index.ts";
import { ID_MAX, type Parsed, parseWith, QueryError, readQuery } from "../kernel/parse.ts";
import { type Lines, plain, typed } from "../kernel/text-rules.ts";
import type { BlogQuery } from "./types.ts";

/**
 * Repair guides (blog posts) as the back office writes them (docs/product.md, Back office: Guides):
 * the fields and their checks. When a guide is live is guide-status.ts's; storing one is guide-edit.ts's.
 */

/** What the back office writes of a guide; the id, and the slug when left out, are the rule's. */
export interface GuideInput {
  title: string;
  /** Left out on a new guide: made from the title. */
  slug?: string;
  excerpt: string;
  /** Markdown; raw HTML in it is shown as text, never rendered. */
  content: string;
  categoryId: number | null;
  author: string;
  isPublished: boolean;
  /** ISO date, "2026-03-14". */
  publishedAt: string;
}

/** Limits of a guide's fields, shared by the API's checks and the editor's inputs. */
export const GUIDE_LIMITS = { title: 120, slug: 80, excerpt: 300, content: 50_000, author: 80 } as const;

/** "Replace a Dryer Belt!" -> "replace-a-dryer-belt". */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, GUIDE_LIMITS.slug)
    .replace(/-+$/, "");
}

/**
 * A guide's text field, trimmed, at most `max` characters (the editor's inputs count the same),
 * and plain as every other field is (kernel/text-rules.ts): title, author and excerpt are one line;
 * the content keeps line breaks and tabs and refuses every other control and bidi character.
 */
const text = (field: keyof typeof GUIDE_LIMITS, max: number, lines: Lines = "one") =>
  z
    .string(typed(field, "text"))
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(...plain(field, lines));

const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

const postFields = {
  title: text("title", GUIDE_LIMITS.title),
  slug: text("slug", GUIDE_LIMITS.slug).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase letters and digits with single dashes between"),
  excerpt: text("excerpt", GUIDE_LIMITS.excerpt),
  content: text("content", GUIDE_LIMITS.content, "many"),
  categoryId: z.int(typed("categoryId", "a whole number or null")).positive("categoryId must be a positive whole number").nullable(),
  author: text("author", GUIDE_LIMITS.author),
  isPublished: z.boolean(typed("isPublished", "true or false")),
  publishedAt: z
    .string(typed("publishedAt", "a date"))
    .regex(/^\d{4}-\d{2}-\d{2}$/, "publishedAt must be a date like 2026-03-14")
    .refine(isCalendarDay, "publishedAt must be a real calendar date"),
};

const newGuideSchema = z.strictObject({ ...postFields, slug: postFields.slug.optional(), categoryId: postFields.categoryId.optional().default(null) });
const postEditSchema = z.strictObject(postFields).partial();

/** POST /api/staff/posts: a whole new guide. A free slug and an existing category are guide-edit.ts's checks. */
export const parseNewGuide = (body: unknown): Parsed<GuideInput> => parseWith(newGuideSchema, body) as Parsed<GuideInput>;
/** PUT /api/staff/posts/{id}: any of a guide's fields. */
export const parseGuideEdit = (body: unknown): Parsed<Partial<GuideInput>> => parseWith(postEditSchema, body) as Parsed<Partial<GuideInput>>;

/** GET /api/blog. Only published posts are ever served, so isPublished may be true or absent. */
export function parseBlogQuery(query: URLSearchParams, defaultLimit: number): Parsed<BlogQuery> {
  return readQuery(query, (q) => {
    const isPublished = q.bool("isPublished");
    if (isPublished === false) throw new QueryError("isPublished", "isPublished must be true: drafts are not served");
    const search = q.text("search", 200);
    const parsed = { limit: q.int("limit", 0, MAX_PAGE_SIZE) ?? defaultLimit, offset: q.int("offset", 0, ID_MAX) ?? 0 };
    return search === undefined ? parsed : { ...parsed, search };
  });
}
