/**
 * The house's two size rules (docs/architecture.md, Packages), checked on every source file so a
 * folder or a file that outgrows them fails `npm test` rather than a later review: no source folder
 * holds more than 20 files of its own (the design primitives and the app's thin route modules
 * aside), and no source file is over 400 lines.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_ROOTS = ["packages", "mocks", "tests", "e2e", "bench", "scripts"];
const SKIPPED = new Set(["node_modules", "build", "dist", "storybook-static", "coverage", "test-results", "playwright-report"]);
const MAX_FILES = 20;
const MAX_LINES = 400;
/** Folders allowed more files: one file per primitive, one per route. */
const WIDE_FOLDERS = new Set(["packages/ui/src/design/primitives", "packages/app/src/routes"]);

const isSource = (name: string) => /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith(".d.ts");

/** Every folder below the source roots, with its own source files (relative to the repository). */
function sourceFolders(): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  const walk = (relative: string) => {
    const entries = readdirSync(path.join(ROOT, relative), { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && isSource(entry.name)).map((entry) => `${relative}/${entry.name}`);
    if (files.length > 0) folders.set(relative, files);
    for (const entry of entries) {
      if (entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith(".")) walk(`${relative}/${entry.name}`);
    }
  };
  for (const root of SOURCE_ROOTS) walk(root);
  return folders;
}

const lineCount = (file: string) => readFileSync(path.join(ROOT, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("the house", () => {
  const folders = sourceFolders();

  it("finds the source it checks", () => {
    expect(folders.get("packages/domain/src/orders")?.length).toBeGreaterThan(5);
    expect(folders.has("packages/ui/src/design/primitives")).toBe(true);
  });

  it(`has no source folder with more than ${MAX_FILES} files of its own, the primitives and route modules aside`, () => {
    const crowded = [...folders].filter(([folder, files]) => !WIDE_FOLDERS.has(folder) && files.length > MAX_FILES).map(([folder, files]) => `${folder}: ${files.length}`);
    expect(crowded).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = [...folders.values()].flat().flatMap((file) => {
      const lines = lineCount(file);
      return lines > MAX_LINES ? [`${file}: ${lines}`] : [];
    });
    expect(long).toEqual([]);
  });
});
