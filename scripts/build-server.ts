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
  backup: "scripts/backup.ts",
  db: "scripts/db.ts",
};

/**
 * Worker threads the server starts itself: dist/<name>.js, found beside the chunk that starts it
 * (packages/server/src/catalogue-csv/reader.ts names the file), not commands of their own.
 */
const WORKER_ENTRY_POINTS: Record<string, string> = {
  "catalogue-csv-worker": "packages/server/src/catalogue-csv/worker.ts",
};

/** The package.json of the package holding `dir`. */
async function nearestManifest(dir: string): Promise<string> {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, "package.json");
    if (await access(file).then(() => true, () => false)) return file;
    if (path.dirname(at) === at) throw new Error(`No package.json above ${dir}`);
  }
}

const outdir = path.join(root, "dist");
const hoisted = path.join(root, "node_modules") + path.sep;

/**
 * npm packages stay external, the workspace's own are bundled. esbuild's `packages: "external"`
 * would also leave @shop/* as imports (bare names, though npm links them to TypeScript sources
 * Node cannot run), so the rule is this plugin's. An external keeps its bare name when npm hoisted
 * it to the root node_modules; one npm installed under a workspace instead (a second version, such
 * as packages/server/node_modules/lru-cache) becomes a path from dist/ to the file esbuild found,
 * since Node would look for the bare name in the root only. A package.json "imports" alias
 * (#csv-parse) is followed to the npm package it names for Node ("default").
 */
const externalNpmPackages: Plugin = {
  name: "external-npm-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@shop/") || args.pluginData === "resolving") return undefined;
      if (args.path.startsWith("node:")) return { path: args.path, external: true };
      let specifier = args.path;
      if (specifier.startsWith("#")) {
        const manifestFile = await nearestManifest(args.resolveDir);
        const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as { imports?: Record<string, { default?: string }> };
        const target = manifest.imports?.[specifier]?.default;
        if (!target) throw new Error(`${specifier} is not in the "imports" of ${manifestFile}`);
        specifier = target;
      }
      const found = await builder.resolve(specifier, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "resolving" });
      if (found.errors.length > 0) return { errors: found.errors };
      if (found.external || found.path.startsWith(hoisted)) return { path: specifier, external: true };
      return { path: path.relative(outdir, found.path).split(path.sep).join("/"), external: true };
    });
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries({ ...ENTRY_POINTS, ...WORKER_ENTRY_POINTS }).map(([name, source]) => [name, path.join(root, source)])),
  outdir,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  // Code shared by the commands goes to chunks, in dist/ itself like the commands, so the paths
  // to workspace-installed packages above hold for every output. Splitting also keeps main.ts's
  // dynamic import of the server dynamic: it sets NODE_ENV before React loads.
  splitting: true,
  chunkNames: "chunk-[hash]",
  plugins: [externalNpmPackages],
  logLevel: "warning",
  metafile: true,
});
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js") && !path.basename(file).startsWith("chunk-"));
process.stdout.write(`Server bundled: ${outputs.join(", ")}\n`);
