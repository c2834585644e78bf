/**
 * Builds the storefront (packages/app) when its build is missing or older than its code: the app,
 * the ui and domain packages, their configs and the lockfile. Data never triggers a build: pages
 * are rendered from the live database when they are asked for. `npm start` runs this first, so a
 * fresh clone and a pulled change both start on a current build. `--force` always builds.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const builtFile = path.join(root, "packages/app/build/server/index.js");
const sources = [
  "packages/app/src",
  "packages/app/public",
  "packages/app/vite.config.ts",
  "packages/app/react-router.config.ts",
  "packages/app/vite-plugins.ts",
  "packages/app/package.json",
  "packages/ui/src",
  "packages/domain/src",
  "package-lock.json",
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(target: string): number {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), info.mtimeMs);
}

function builtAt(): number {
  try {
    return statSync(builtFile).mtimeMs;
  } catch {
    return 0;
  }
}

const sourcesAt = Math.max(...sources.map((source) => newest(path.join(root, source))));
const force = process.argv.includes("--force");
if (!force && builtAt() >= sourcesAt) {
  process.stdout.write("Storefront build is up to date.\n");
} else {
  process.stdout.write(builtAt() === 0 ? "Building the storefront (first start)...\n" : "Sources changed since the last build: building the storefront...\n");
  const result = spawnSync("npm", ["run", "build", "--workspace", "@shop/app", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("The storefront did not build; see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}
