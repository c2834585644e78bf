import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const workerFile = fileURLToPath(new URL("../../mocks/public/mockServiceWorker.js", import.meta.url));

/**
 * `--mode mock` (npm run dev:mock): serves MSW's worker script from mocks/public in the dev server
 * only, so it never lands in build/client. entry.client.tsx starts the worker in that mode.
 */
export function mockServiceWorker(): Plugin {
  return {
    name: "shop:mock-service-worker",
    apply: (_config, env) => env.command === "serve" && env.mode === "mock",
    configureServer(server) {
      server.middlewares.use("/mockServiceWorker.js", (_request, response) => {
        void readFile(workerFile).then((body) => {
          response.setHeader("Content-Type", "text/javascript");
          response.setHeader("Service-Worker-Allowed", "/");
          response.end(body);
        });
      });
    },
  };
}

/**
 * Writes build/client-chunks.json: for each browser chunk, the source modules in it (paths from the
 * repository's root). A test reads it with React Router's manifest to check that no storefront
 * page loads back-office code (docs/architecture.md, Back office). Beside build/client, not in it,
 * so it is never served.
 */
export function chunkModules(): Plugin {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  return {
    name: "shop:chunk-modules",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        // Modules whose code was all shaken out are listed too, with nothing rendered: left out.
        const kept = Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0);
        const files = kept.map(([id]) => path.relative(root, id.replace(/\?.*$/, "")).split(path.sep).join("/"));
        chunks[output.fileName] = [...new Set(files)];
      }
      await writeFile(path.join(options.dir, "..", "client-chunks.json"), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under a folder, with its path. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the browser's build, which the server answers as they are (express-static-gzip) instead of
 * compressing each answer: a file is compressed once, at the highest setting, rather than for
 * every visitor at the fast one (`compression()` uses Brotli quality 4). The home page's scripts
 * are about 14% smaller this way (docs/architecture.md, Speed). Run by react-router.config.ts's
 * `buildEnd`, once every file is written (React Router writes its manifest after the bundle).
 */
export async function precompress(clientDir: string): Promise<void> {
  const files = (await filesUnder(clientDir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
