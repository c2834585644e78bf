/**
 * Bundles the server and its commands to plain JavaScript in dist/ (`npm run build` runs this
 * after the storefront's build), so production runs `node dist/main.js` with no TypeScript
 * loader and no development tools installed. The workspace packages (@shop/*, TypeScript
 * sources) are bundled in; every npm package stays an import, resolved from node_modules at run
 * time. See docs/architecture.md, "Production build".
 */
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const root = fileURLToPath(new URL("../", import.meta.url));

/**
 * Every production command: dist/<name>.js from its source. The one list of them: a new command
 * is added here and nowhere else.
 */
export const ENTRY_POINTS: Record<string, string> = {
  main: "packages/server/src/main.ts",
  staff: "scripts/staff.ts",
  live: "scripts/live-data.ts",
  catalogue: "scripts/catalogue.ts",
};

/** The package.json of the package holding `dir`. */
async function nearestManifest(dir: string): Promise<string> {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, "package.json");
    if (await access(file).then(() => true, () => false)) return file;
    if (path.dirname(at) === at) throw new Error(`No package.json above ${dir}`);
  }
}

/**
 * npm packages stay external, the workspace's own are bundled. esbuild's `packages: "external"`
 * would also leave @shop/* as imports (they are bare names, even though npm links them to
 * TypeScript sources Node cannot run), so the rule is this plugin's instead. A package.json
 * "imports" alias (#csv-parse) is resolved by its "default" condition to the npm package it names.
 */
const externalNpmPackages: Plugin = {
  name: "external-npm-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@shop/")) return undefined;
      if (args.path.startsWith("#")) {
        const manifestFile = await nearestManifest(args.resolveDir);
        const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as { imports?: Record<string, { default?: string }> };
        const target = manifest.imports?.[args.path]?.default;
        if (!target) throw new Error(`${args.path} is not in the "imports" of ${manifestFile}`);
        return { path: target, external: true };
      }
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, source]) => [name, path.join(root, source)])),
  outdir: path.join(root, "dist"),
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  // Shared code between the commands goes to chunks instead of being copied into each.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  plugins: [externalNpmPackages],
  logLevel: "warning",
  metafile: true,
});
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js") && !file.includes("/chunks/"));
process.stdout.write(`Server bundled: ${outputs.join(", ")}\n`);
