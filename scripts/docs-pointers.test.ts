import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { headingsOf, pointersIn, problemOf, sectionExists, slugOf, sourceFiles } from "./docs-pointers.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SELF = new Set(["scripts/docs-pointers.ts", "scripts/docs-pointers.test.ts"]);

const docs = new Map<string, string | null>();
function readDoc(doc: string): string | null {
  if (!docs.has(doc)) {
    const file = path.join(ROOT, doc);
    docs.set(doc, existsSync(file) ? readFileSync(file, "utf8") : null);
  }
  return docs.get(doc) ?? null;
}

describe("pointers from code into the documents", () => {
  const pointers = sourceFiles(ROOT)
    .filter((file) => !SELF.has(file))
    .flatMap((file) => pointersIn(file, readFileSync(path.join(ROOT, file), "utf8")));

  it("finds the pointers the code writes", () => {
    // A parser that silently found nothing would pass the next test.
    expect(pointers.length).toBeGreaterThan(150);
    console.info(`docs pointers checked: ${pointers.length} (${pointers.filter((p) => p.section).length} sections, ${pointers.filter((p) => p.anchor).length} anchors)`);
  });

  it("every pointer names a document and a heading that exist", () => {
    const dangling = pointers.flatMap((pointer) => {
      const problem = problemOf(pointer, readDoc);
      const named = pointer.anchor !== undefined ? `${pointer.doc}#${pointer.anchor}` : `${pointer.doc}, ${pointer.section}`;
      return problem ? [`${pointer.file}:${pointer.line}: "${named}": ${problem}`] : [];
    });
    expect(dangling, `dangling docs pointers:\n${dangling.join("\n")}`).toEqual([]);
  });
});

describe("links between the documents", () => {
  const documents = ["README.md", "bench/README.md", ...["README", "architecture", "product", "glossary", "deploy", "operations"].map((name) => `docs/${name}.md`)];

  it("every relative link names a file, and a heading of it, that exist", () => {
    const broken: string[] = [];
    for (const doc of documents) {
      const markdown = readDoc(doc);
      if (markdown === null) continue;
      for (const [, target = ""] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [file = "", anchor] = target.split("#");
        const linked = file === "" ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
        if (!existsSync(path.join(ROOT, linked))) {
          broken.push(`${doc}: (${target}): ${linked} does not exist`);
          continue;
        }
        if (anchor === undefined || !linked.endsWith(".md")) continue;
        const headings = headingsOf(readDoc(linked) ?? "");
        if (!headings.some((h) => !h.term && h.slug === anchor)) broken.push(`${doc}: (${target}): no heading with that anchor`);
      }
    }
    expect(broken, broken.join("\n")).toEqual([]);
  });
});

describe("the pointer parser", () => {
  const markdown = [
    "# Doc",
    "## Rules",
    "### Stock on hand",
    "- **Blog**: only published posts.",
    "## Back office: Parts",
    "## Catalogue import (`npm run bench:import`)",
    "```",
    "## not a heading",
    "```",
    "## Rules",
  ].join("\n");
  const headings = headingsOf(markdown);

  it("reads headings of any level, outside code fences, with GitHub's slugs", () => {
    expect(headings.filter((h) => !h.term).map((h) => h.slug)).toEqual(["doc", "rules", "stock-on-hand", "back-office-parts", "catalogue-import-npm-run-benchimport", "rules-1"]);
    expect(slugOf("What a page's HTML carries")).toBe("what-a-pages-html-carries");
  });

  it("matches a heading, or a path of headings each under the one before", () => {
    expect(sectionExists(headings, "Back office: Parts")).toBe(true);
    expect(sectionExists(headings, "rules, Stock on hand")).toBe(true);
    expect(sectionExists(headings, "Rules: stock on hand")).toBe(true);
    expect(sectionExists(headings, "Back office: Stock on hand")).toBe(false);
    expect(sectionExists(headings, "Orders")).toBe(false);
    // A list item's bold lead-in counts as a step under its section, never on its own.
    expect(sectionExists(headings, "Rules: Blog")).toBe(true);
    expect(sectionExists(headings, "Blog")).toBe(false);
    expect(sectionExists(headings, "Back office: Parts, Blog")).toBe(false);
  });

  it("reads the section name up to a paren, a full stop, a quote or a wrapped line's end", () => {
    const source = [
      "/** One (docs/x.md, Rules): more. Two docs/x.md, \"Live data\" and three",
      " * docs/y.md, Rules, Stock on hand. Four (docs/x.md,",
      " * Abuse limits) and five (docs/x.md, Listing on a phone; Typed quantity).",
      " * Six (docs/x.md, The store; docs/z.md, Backups) and docs/x.md#live-data. */",
    ].join("\n");
    expect(pointersIn("f.ts", source).map((p) => `${p.line} ${p.doc} ${p.section ?? `#${p.anchor}`}`)).toEqual([
      "1 docs/x.md Rules",
      "1 docs/x.md Live data",
      "2 docs/y.md Rules, Stock on hand",
      "2 docs/x.md Abuse limits",
      "3 docs/x.md Listing on a phone",
      "3 docs/x.md Typed quantity",
      "4 docs/x.md The store",
      "4 docs/z.md Backups",
      "4 docs/x.md #live-data",
    ]);
  });
});
