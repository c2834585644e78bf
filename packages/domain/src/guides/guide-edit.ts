import type { ApiErrorBody } from "../kernel/types.ts";
import { type Change, findRecord } from "../shop/index.ts";
import type { CatalogueChange, ShopData } from "../shop/index.ts";
import { postStatus, type GuideStatus } from "./guide-status.ts";
import { type GuideInput, slugFromTitle } from "./parse.ts";
import type { Guide } from "./types.ts";

/**
 * Repair guides in the back office (docs/product.md, Back office: Guides): the list of every guide,
 * drafts and scheduled ones too, and the rules that add or change one. Every write also records a
 * CatalogueChange with the subject "post:ID"; there is no delete (a guide is taken down by making
 * it a draft).
 */

type GuideData = Pick<ShopData, "posts" | "categories" | "catalogueChanges">;

/** One row of the back office's guide list. */
export interface StaffGuideSummary {
  id: number;
  title: string;
  slug: string;
  status: GuideStatus;
  publishedAt: string;
  category: { id: number; name: string } | null;
}

/** Every guide, newest publish date first. */
export interface StaffGuideList {
  posts: StaffGuideSummary[];
  total: number;
}

/** A guide as staff edit it, with its history newest first. */
export interface StaffGuideView {
  post: Guide;
  status: GuideStatus;
  history: CatalogueChange[];
}

/** A guide rule's answer: the guide's view with the changes to store, or a refusal naming its field. */
export type GuideResult = { ok: true; status: 200 | 201; value: StaffGuideView; changes: Change[] } | { ok: false; status: number; error: ApiErrorBody };

const refuse = (status: number, message: string, field: string): GuideResult => ({ ok: false, status, error: { message, field } });

/** The history subject of a guide: "post:5". */
export const postSubject = (id: number): string => `post:${id}`;

/** Every guide with its status on the shop's day `today`, newest publish date first. */
export function listStaffGuides(data: Pick<ShopData, "posts" | "categories">, today: string): StaffGuideList {
  const posts = [...data.posts]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    .map((post): StaffGuideSummary => {
      const category = post.categoryId === null ? undefined : findRecord(data.categories, post.categoryId);
      return {
        id: post.id,
        title: post.title,
        slug: post.slug,
        status: postStatus(post, today),
        publishedAt: post.publishedAt,
        category: category ? { id: category.id, name: category.name } : null,
      };
    });
  return { posts, total: posts.length };
}

/** A guide's history: its CatalogueChanges, newest first. */
export function postHistory(data: Pick<ShopData, "catalogueChanges">, id: number): CatalogueChange[] {
  const subject = postSubject(id);
  return data.catalogueChanges.filter((change) => change.subject === subject).sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

/** The guide as staff see it, with its history; undefined when there is no such guide. */
export function staffGuideView(data: GuideData, id: number, today: string): StaffGuideView | undefined {
  const post = findRecord(data.posts, id);
  return post && { post, status: postStatus(post, today), history: postHistory(data, id) };
}

/** The fields history records, in the order a summary names them, with their labels. */
const FIELD_LABELS: Record<keyof Guide & keyof GuideInput, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  categoryId: "Category",
  author: "Author",
  isPublished: "Published",
  publishedAt: "Publish date",
};
const FIELDS = Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[];
const LONG_FIELDS = new Set<string>(["excerpt", "content"]);

function diff(before: Guide, after: Guide): CatalogueChange["fields"] {
  return FIELDS.flatMap((field) => (before[field] === after[field] ? [] : [{ field, before: before[field], after: after[field] }]));
}

function shown(field: string, value: unknown, data: GuideData): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (field === "categoryId") return findRecord(data.categories, value as number)?.name ?? String(value);
  if (field === "title") return `"${String(value)}"`;
  return String(value);
}

function summaryOf(fields: CatalogueChange["fields"], data: GuideData): string {
  return fields
    .map(({ field, before, after }) => {
      const label = FIELD_LABELS[field as keyof typeof FIELD_LABELS];
      return LONG_FIELDS.has(field) ? `${label} changed` : `${label} ${shown(field, before, data)} -> ${shown(field, after, data)}`;
    })
    .join("; ");
}

/** The record rules every write checks: a slug no other guide has, a category that exists. */
function checkPost(data: GuideData, post: Guide): GuideResult | undefined {
  if (post.slug === "") return refuse(400, "slug is required: the title has no letters or digits to make one from", "slug");
  const taken = data.posts.find((p) => p.id !== post.id && p.slug === post.slug);
  if (taken) return refuse(400, `slug ${post.slug} is already the address of "${taken.title}"`, "slug");
  if (post.categoryId !== null && !findRecord(data.categories, post.categoryId)) {
    return refuse(400, `categoryId: there is no category ${post.categoryId}`, "categoryId");
  }
  return undefined;
}

export interface GuideWriteContext {
  now: Date;
  /** The shop's day now, for the answer's status. */
  today: string;
  /** Who made the change: the staff member's email. */
  by: string;
  newId(): string;
}

function written(data: GuideData, post: Guide, entry: CatalogueChange, status: 200 | 201, today: string): GuideResult {
  return {
    ok: true,
    status,
    value: { post, status: postStatus(post, today), history: [entry, ...postHistory(data, post.id)] },
    changes: [
      { op: "put", collection: "posts", record: post },
      { op: "put", collection: "catalogueChanges", record: entry },
    ],
  };
}

const entryOf = (ctx: GuideWriteContext, id: number, fields: CatalogueChange["fields"], summary: string): CatalogueChange => ({
  id: ctx.newId(),
  at: ctx.now.toISOString(),
  by: ctx.by,
  subject: postSubject(id),
  fields,
  summary,
});

/** Adds a guide with the next id; the slug, when not given, is made from the title. Recorded as "Added". */
export function createGuide(data: GuideData, input: GuideInput, ctx: GuideWriteContext): GuideResult {
  const id = data.posts.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  const empty: Guide = { id, title: "", slug: "", excerpt: "", content: "", publishedAt: "", categoryId: null, isPublished: false, author: "" };
  const post: Guide = { ...empty, ...input, slug: input.slug ?? slugFromTitle(input.title) };
  const refused = checkPost(data, post);
  if (refused) return refused;
  return written(data, post, entryOf(ctx, id, diff(empty, post), "Added"), 201, ctx.today);
}

/** Changes some of a guide's fields. Nothing changed stores and records nothing; otherwise history names each field. */
export function updateGuide(data: GuideData, id: number, input: Partial<GuideInput>, ctx: GuideWriteContext): GuideResult {
  const before = findRecord(data.posts, id);
  if (!before) return refuse(404, "Guide not found", "id");
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<Guide>;
  const post: Guide = { ...before, ...defined };
  const refused = checkPost(data, post);
  if (refused) return refused;
  const fields = diff(before, post);
  if (fields.length === 0) return { ok: true, status: 200, value: { post: before, status: postStatus(before, ctx.today), history: postHistory(data, id) }, changes: [] };
  return written(data, post, entryOf(ctx, id, fields, summaryOf(fields, data)), 200, ctx.today);
}
