import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding the workspace's package.json, found by walking up from `moduleUrl`. The
 * server runs from two places: its TypeScript sources (packages/server/src, `npm start`) and the
 * production bundle (dist/, `node dist/main.js`), so a fixed "../../../" would be right for one
 * only. See docs/architecture.md, "Production build".
 */
export function repoRootFrom(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { workspaces?: unknown };
      if (Array.isArray(manifest.workspaces)) return dir;
    } catch {
      // No package.json here, or not one we can read: keep walking up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
}

/** The repository (or the deployed app folder): the seed db.json, .data/ and packages/app/build. */
export const REPO_ROOT = repoRootFrom(import.meta.url);
