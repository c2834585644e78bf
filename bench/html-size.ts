/**
 * HTML size of server-rendered pages (`npm run bench:html`). Not a test: it prints figures.
 *
 * Starts the server `npm start` runs, in its own process over a temporary copy of the seed
 * database, asks it for six pages (home, category, part, model page, local landing, blog list)
 * and prints, for each: the HTML's bytes, its gzip bytes (level 6, as the compression middleware
 * sends it), and how those bytes split between the inline <script> elements React Router writes:
 * the route manifest (`window.__reactRouterManifest`), the router's context with its streamed
 * loader data (`window.__reactRouterContext` and the stream's enqueued chunks, which carry the
 * root loader's dehydrated query state), the other scripts (module imports, the theme script),
 * and what is left (the visible markup and <head>). The query state's share of the gzip bytes is
 * the page's gzip bytes less those of the page without the stream's scripts (the root loader's
 * data is the dehydrated query state and nothing else; no route has a loader). Bytes do not
 * depend on the machine's load, so one run is enough. The storefront is built first when its
 * build is older than its code (as `npm start` does).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { ShopData } from "@shop/domain";

process.env.NODE_ENV ??= "production";
import { ROOT, spawnServer, type Child } from "./server-process.ts";

interface Split {
  manifest: number;
  context: number;
  otherScripts: number;
  markup: number;
}

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/** The HTML's bytes by what they carry (see the file's comment). */
function split(html: string): Split {
  const parts: Split = { manifest: 0, context: 0, otherScripts: 0, markup: 0 };
  let scripts = 0;
  for (const match of html.matchAll(SCRIPT)) {
    const bytes = Buffer.byteLength(match[0]);
    scripts += bytes;
    const body = match[1] ?? "";
    if (body.includes("__reactRouterManifest")) parts.manifest += bytes;
    else if (body.includes("__reactRouterContext")) parts.context += bytes;
    else parts.otherScripts += bytes;
  }
  parts.markup = Buffer.byteLength(html) - scripts;
  return parts;
}

/** The HTML without the stream's scripts: what the page would weigh with no query state at all. */
function withoutState(html: string): string {
  return html.replace(SCRIPT, (script, body: string) => (body.includes("__reactRouterContext.streamController") ? "" : script));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (text: string) => gzipSync(text, { level: 6 }).length;

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-app.ts"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("The storefront did not build");
  }
  const dir = await mkdtemp(join(tmpdir(), "html-size-"));
  const seed = JSON.parse(await readFile(join(ROOT, "db.json"), "utf8")) as ShopData;
  const part = seed.products[0]!;
  const model = seed.products.flatMap((p) => p.compatibility ?? [])[0];
  const pages = [
    { name: "home", path: "/" },
    { name: "category", path: "/appliance-parts/refrigerator-parts" },
    { name: "part", path: `/products/${part.id}` },
    ...(model ? [{ name: "model page", path: `/models/${encodeURIComponent(model)}` }] : []),
    { name: "local landing", path: "/tallahassee-appliance-parts" },
    { name: "blog list", path: "/blog" },
  ];
  let server: Child | undefined;
  try {
    server = await spawnServer(["packages/server/src/main.ts"], { PORT: "0", DATABASE_URL: `sqlite:${join(dir, "shop.db")}` });
    const rows = [
      "| page | HTML KB | gzip KB | of which query state, gzip KB | router context + loader data KB | route manifest KB | other scripts KB | markup KB |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    ];
    for (const page of pages) {
      const response = await fetch(server.url + page.path);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      const parts = split(html);
      const state = gz(html) - gz(withoutState(html));
      rows.push(
        `| ${page.name} \`${page.path}\` | ${kb(Buffer.byteLength(html))} | ${kb(gz(html))} | ${kb(state)} | ${kb(parts.context)} | ${kb(parts.manifest)} | ${kb(parts.otherScripts)} | ${kb(parts.markup)} |`,
      );
    }
    console.log(rows.join("\n"));
  } finally {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
