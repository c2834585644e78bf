/**
 * The symptom pages' data (seed/symptoms/{appliance}/{slug}.md, docs/product.md, Symptom pages),
 * read and checked, and written as the domain's module packages/domain/src/symptoms/symptom-data.ts,
 * so the storefront, the mocks and the server answer from the same pages with no database table:
 * they are written with the code and change with a commit. `npm run seed` writes the module; a
 * test fails while the committed one differs from what the files give.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { SYMPTOM_APPLIANCES, type Symptom } from "@shop/domain";
import { SEED_DIR } from "./data.ts";
import { parseFrontMatter } from "./front-matter.ts";

/** The module's path. */
export const SYMPTOM_MODULE = resolve(SEED_DIR, "../packages/domain/src/symptoms/symptom-data.ts");

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by dashes");
const text = z.string().trim().min(1, "must not be empty");

function symptomSchema(categories: readonly string[], guides: readonly string[]) {
  return z.strictObject({
    appliance: z.enum(SYMPTOM_APPLIANCES.map((a) => a.slug)),
    slug,
    /** Its place among the machine's pages, 1 for the most common: the order every list shows them in. */
    rank: z.int().positive(),
    title: text.max(80),
    summary: text.max(160, "must be at most 160 characters (the meta description)"),
    parts: z
      .array(z.strictObject({ label: text.max(80), category: z.enum(categories), search: text.max(60), why: text.max(400) }))
      .min(2)
      .max(6),
    guides: z.array(z.enum(guides)).max(4),
    faq: z.array(z.strictObject({ q: text.max(160), a: text.max(600) })).min(1).max(5),
  });
}

/**
 * Every symptom file, in the appliances' order and then by rank (the most common first); throws
 * naming the file and the field at fault, or the machine whose ranks repeat.
 * `categories` and `guides` are the slugs a page may name.
 */
export function readSymptoms(dir: string, categories: readonly string[], guides: readonly string[]): Symptom[] {
  const schema = symptomSchema(categories, guides);
  const root = join(dir, "symptoms");
  const known = new Set<string>(SYMPTOM_APPLIANCES.map((a) => a.slug));
  for (const folder of readdirSync(root)) {
    if (!known.has(folder)) throw new Error(`${join(root, folder)}: not an appliance the pages know (${[...known].join(", ")})`);
  }
  return SYMPTOM_APPLIANCES.flatMap(({ slug: appliance }) => {
    const folder = join(root, appliance);
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith(".md")).sort();
    } catch {
      return [];
    }
    const ranked = names.map((name): Symptom & { rank: number } => {
      const file = join(folder, name);
      try {
        const parsed = parseFrontMatter(readFileSync(file, "utf8"));
        const result = schema.safeParse(parsed.data);
        if (!result.success) {
          const issue = result.error.issues[0];
          throw new Error(`${issue?.path.join(".") || "(front matter)"}: ${issue?.message ?? "invalid"}`);
        }
        const front = result.data;
        if (`${front.slug}.md` !== name) throw new Error(`slug: must match the file name, got ${front.slug}`);
        if (front.appliance !== appliance) throw new Error(`appliance: must be its folder's, ${appliance}`);
        if (!parsed.body) throw new Error("the page's text is missing");
        return { ...front, body: parsed.body };
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    const ranks = ranked.map((symptom) => symptom.rank);
    if (new Set(ranks).size !== ranks.length) throw new Error(`${folder}: rank: two pages share a rank (${ranks.join(", ")})`);
    // The rank orders the pages; the pages themselves do not carry it.
    return ranked.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...symptom }) => symptom);
  });
}

/** The module's text for these symptoms: one page a line, so the file stays as short as the pages are many. */
export function symptomModule(symptoms: readonly Symptom[]): string {
  return [
    "// Written by `npm run seed` from seed/symptoms/ (scripts/seed/symptoms.ts): edit those files, not this one.",
    'import type { Symptom } from "./types.ts";',
    "",
    "export const SYMPTOM_DATA: readonly Symptom[] = [",
    ...symptoms.map((symptom) => `  ${JSON.stringify(symptom)},`),
    "];",
    "",
  ].join("\n");
}
