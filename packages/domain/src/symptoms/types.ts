import type { CategoryView, PartType, PartView } from "../catalogue/index.ts";

/** The symptom pages' records and answers (docs/product.md, Symptom pages). */

/** The machines the symptom pages are written for, in the order the pages list them. */
export const SYMPTOM_APPLIANCES = [
  { slug: "refrigerator", name: "Refrigerator", type: "appliance" },
  { slug: "washer", name: "Washer", type: "appliance" },
  { slug: "dryer", name: "Dryer", type: "appliance" },
  { slug: "dishwasher", name: "Dishwasher", type: "appliance" },
  { slug: "range", name: "Range and oven", type: "appliance" },
  { slug: "microwave", name: "Microwave", type: "appliance" },
  { slug: "air-conditioner", name: "Air conditioner", type: "hvac" },
  { slug: "furnace", name: "Furnace", type: "hvac" },
  { slug: "heat-pump", name: "Heat pump", type: "hvac" },
] as const satisfies readonly { slug: string; name: string; type: PartType }[];

export type SymptomApplianceSlug = (typeof SYMPTOM_APPLIANCES)[number]["slug"];
export type SymptomAppliance = (typeof SYMPTOM_APPLIANCES)[number];

/** A kind of part that causes the symptom: what to call it, where it is sold, the words that find it, and why it is suspected. */
export interface SymptomPartKind {
  label: string;
  /** A category's slug. */
  category: string;
  /** Words every part of this kind has in its name: the catalogue search that finds them. */
  search: string;
  why: string;
}

export interface SymptomFaq {
  q: string;
  a: string;
}

/** One symptom page as written (seed/symptoms/{appliance}/{slug}.md). */
export interface Symptom {
  appliance: SymptomApplianceSlug;
  slug: string;
  title: string;
  /** At most 160 characters: the page's meta description and its line in lists. */
  summary: string;
  /** The kinds of part to check, most likely first. */
  parts: SymptomPartKind[];
  /** The slugs of repair guides that cover it. */
  guides: string[];
  faq: SymptomFaq[];
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
}

/** A symptom in a list: GET /api/symptoms. */
export type SymptomSummary = Pick<Symptom, "appliance" | "slug" | "title" | "summary">;

/** One machine's symptoms. */
export interface SymptomGroup {
  appliance: SymptomAppliance;
  symptoms: SymptomSummary[];
}

/** A kind of part to check, with the parts that are of that kind (fitting the model, when one was given). */
export interface SymptomCheck extends Omit<SymptomPartKind, "category"> {
  /** Absent when the category is gone from the catalogue. */
  category?: Pick<CategoryView, "id" | "name" | "slug" | "type">;
  /** The first few such parts, in the listing's popular order. */
  parts: PartView[];
  /** How many parts are of that kind (and fit the model) in all. */
  total: number;
}

/** GET /api/symptoms/{appliance}/{slug}: the page, its checks with their parts, and its guides. */
export interface SymptomView extends Omit<Symptom, "parts" | "guides" | "appliance"> {
  appliance: SymptomAppliance;
  /** The model the parts were narrowed to, as given. */
  model?: string;
  checks: SymptomCheck[];
  /** The live guides it names, in its order. */
  guides: { slug: string; title: string; excerpt: string }[];
  /** The appliance's other symptoms. */
  related: SymptomSummary[];
}
