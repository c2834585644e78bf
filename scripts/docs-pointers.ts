/**
 * Pointers from code into the project's documents, and whether each one lands.
 *
 * A comment points at a section as `docs/<file>.md, <Section>` (or `bench/README.md, <Section>`),
 * or at an anchor as `docs/<file>.md#<anchor>`. The section name ends at a closing paren, a
 * semicolon, a full stop, a closing quote, the end of the comment, or the end of the comment's
 * text when it wraps onto the next line. It names a heading of any level, or a path of headings
 * joined by ", " or ": " (`Calls, Orders`, `Pages: the part page's fit check`), each one under the
 * one before. After the first, a step may also be a list item's bold lead-in under the section
 * (`Rules, Stock on hand` for "- **Stock on hand**: ..." in ## Rules). `A; B` names two sections
 * of the same file. Headings compare without case, backticks or surrounding quotes; an anchor is
 * the heading's GitHub slug.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The folders whose files may point into the documents. */
const SOURCE_DIRS = ["packages", "mocks", "tests", "e2e", "bench", "scripts", ".storybook", "deploy"];
const SKIP_DIRS = new Set(["node_modules", "build", "dist", "storybook-static", "coverage", ".react-router", ".data"]);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|md|json|service|timer|sh|ya?ml)$|(?:^|\/)Caddyfile$/;

export interface Heading {
  level: number;
  text: string;
  slug: string;
  /** A list item's bold lead-in (`- **Term**`), not a heading: no anchor, never a first step. */
  term?: boolean;
}

export interface Pointer {
  /** Where the pointer is written: the file relative to the repo, and its line (1-based). */
  file: string;
  line: number;
  /** The document it names, relative to the repo (`docs/architecture.md`). */
  doc: string;
  /** A section name as written, or an anchor (without its `#`). */
  section?: string;
  anchor?: string;
}

const normalise = (text: string): string =>
  text
    .replace(/`/g, "")
    .replace(/^["'“‘]+|["'”’]+$/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** A Markdown file's headings (ATX, any level), fenced code left out; slugs made unique as GitHub does. */
export function headingsOf(markdown: string): Heading[] {
  const headings: Heading[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMark = /^\s*(```|~~~)/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1] ?? null;
      else if (fenceMark[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const term = /^[-*]\s+\*\*([^*]+?)\*\*/.exec(line);
    if (term) {
      headings.push({ level: 7, text: (term[1] ?? "").replace(/[:.]$/, ""), slug: "", term: true });
      continue;
    }
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = match[2] ?? "";
    const base = slugOf(text.replace(/`/g, ""));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    headings.push({ level: (match[1] ?? "").length, text, slug: count === 0 ? base : `${base}-${count}` });
  }
  return headings;
}

/** Whether `name` is one heading, or a path of headings each under the one before. */
export function sectionExists(headings: Heading[], name: string): boolean {
  const wanted = normalise(name);
  if (wanted === "") return false;
  const under = (from: number, to: number, rest: string, first: boolean): boolean => {
    for (let i = from; i < to; i++) {
      const heading = headings[i];
      if (heading === undefined || (first && heading.term)) continue;
      const text = normalise(heading.text);
      if (text === rest) return true;
      for (const separator of [", ", ": "]) {
        const prefix = text + separator;
        if (!rest.startsWith(prefix)) continue;
        let end = i + 1;
        while (end < headings.length && (headings[end]?.level ?? 0) > heading.level) end++;
        if (under(i + 1, end, rest.slice(prefix.length).trim(), false)) return true;
      }
    }
    return false;
  };
  return under(0, headings.length, wanted, true);
}

const COMMENT_LEAD = /^\s*(?:\/\*\*?|\*(?!\/)|\/\/|#|\{\/\*)?\s*/;
const POINTER = /(?<![\w-])((?:docs\/[a-z0-9-]+|bench\/README)\.md)(?:#([\p{L}\p{N}_-]+)|,[ \t]*)/gu;

/** The section names written after `docs/x.md, ` at `start` of `lines[index]`. */
function sectionsAt(lines: string[], index: number, start: number): string[] {
  let text = (lines[index] ?? "").slice(start);
  // A name cut by the end of a wrapped comment line goes on at the next line's text.
  for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
    if (/[)";]|\*\/|\.(?:\s|$)/.test(text)) break;
    const more = (lines[next] ?? "").replace(COMMENT_LEAD, "");
    if (more === "" || more.startsWith("*/")) break;
    text = `${text.trimEnd()} ${more}`;
  }
  const sections: string[] = [];
  let rest = text;
  for (;;) {
    rest = rest.trimStart();
    let name: string;
    const quoted = /^["“]([^"”]*)["”]/.exec(rest);
    if (quoted) {
      name = quoted[1] ?? "";
      rest = rest.slice(quoted[0].length);
    } else {
      const end = /\)|;|\*\/|"|\.(?:\s|$)|$/.exec(rest);
      const at = end ? end.index : rest.length;
      name = rest.slice(0, at);
      rest = rest.slice(at);
    }
    sections.push(name.replace(/[\s.,:]+$/, ""));
    // `A; B`: a second section of the same document, unless it names a document of its own.
    const more = /^\s*;\s*/.exec(rest);
    if (!more || /^[^)]*?\.md\b/.test(rest.slice(more[0].length))) break;
    rest = rest.slice(more[0].length);
  }
  return sections;
}

/** Every pointer written in `source`, a file at `file` (relative to the repo). */
export function pointersIn(file: string, source: string): Pointer[] {
  const lines = source.split("\n");
  const pointers: Pointer[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(POINTER)) {
      const [whole, doc = "", anchor] = match;
      if (anchor !== undefined) {
        pointers.push({ file, line: index + 1, doc, anchor });
        continue;
      }
      const start = (match.index ?? 0) + whole.length;
      for (const section of sectionsAt(lines, index, start)) {
        // "docs/x.md, and ..." in running prose names the file only.
        if (section === "" || /^(?:and|or|which|where|see)\b/i.test(section)) continue;
        pointers.push({ file, line: index + 1, doc, section });
      }
    }
  });
  return pointers;
}

/** Every source file under the repo's source folders, relative paths. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir))) {
      const rel = path.posix.join(dir, entry);
      if (SKIP_DIRS.has(entry)) continue;
      const stat = statSync(path.join(root, rel));
      if (stat.isDirectory()) walk(rel);
      else if (SOURCE_FILE.test(rel)) files.push(rel);
    }
  };
  for (const dir of SOURCE_DIRS) {
    try {
      walk(dir);
    } catch {
      // A folder this checkout does not have has no pointers.
    }
  }
  return files;
}

/** Why a pointer does not land, or null when it does. */
export function problemOf(pointer: Pointer, readDoc: (doc: string) => string | null): string | null {
  const markdown = readDoc(pointer.doc);
  if (markdown === null) return `${pointer.doc} does not exist`;
  const headings = headingsOf(markdown);
  if (pointer.anchor !== undefined) {
    return headings.some((h) => !h.term && h.slug === pointer.anchor) ? null : `${pointer.doc} has no heading with the anchor #${pointer.anchor}`;
  }
  return sectionExists(headings, pointer.section ?? "") ? null : `${pointer.doc} has no heading "${pointer.section}"`;
}
