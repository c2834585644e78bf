import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/fixtures.ts";

/**
 * What each page of the built storefront loads in the browser, read from the build itself: React
 * Router's manifest (which chunks a route and the entry import) and build/client-chunks.json (which
 * source modules each chunk holds, written by the app's Vite config). The back office has its own
 * chunks (docs/architecture.md, Back office): no storefront page may load a byte of it.
 */
const BUILD = path.join(REPO_ROOT, "packages/app/build");

interface RouteEntry {
  id: string;
  module: string;
  imports?: string[];
  [key: string]: unknown;
}

function readManifest(): { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> } {
  const assets = path.join(BUILD, "client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in packages/app/build/client/assets: build the app first");
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as ReturnType<typeof readManifest>;
}

const chunkModules = JSON.parse(readFileSync(path.join(BUILD, "client-chunks.json"), "utf8")) as Record<string, string[]>;
const manifest = readManifest();

/** Every script file a route's page loads: the entry, the root route, the route, and what they import. */
function scriptsOf(routeId: string): string[] {
  const chain = [manifest.routes.root!, manifest.routes[routeId]!];
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) {
    for (const value of Object.values(route)) {
      if (typeof value === "string" && value.endsWith(".js")) files.push(value);
      if (Array.isArray(value)) files.push(...value.filter((item): item is string => typeof item === "string" && item.endsWith(".js")));
    }
  }
  return [...new Set(files.map((file) => file.replace(/^\//, "")))];
}

function modulesOf(routeId: string): string[] {
  return scriptsOf(routeId).flatMap((file) => {
    const modules = chunkModules[file];
    if (!modules) throw new Error(`${file} (loaded by ${routeId}) is not in client-chunks.json`);
    return modules;
  });
}

/**
 * Back-office code: its screens, calls and routes, and the request checks with zod that only the
 * server and the back office's editors run.
 */
const BACK_OFFICE =
  /(^packages\/ui\/src\/([\w-]+\/)?staff\/|^packages\/app\/src\/routes\/staff-|node_modules\/zod\/|^packages\/domain\/src\/(([\w-]+\/)*(parse|text-rules|[\w-]+-edit)\.ts$|[\w-]+\/(staff|csv)\/))/;

/** Code loaded on first use: the Sheet (Radix Dialog), the toasts (Radix Toast) and tooltips. */
const ON_FIRST_USE = /node_modules\/@radix-ui\/react-(dialog|toast|tooltip)\/|^packages\/ui\/src\/design\/primitives\/(Sheet|Toast|Toaster|Tooltip)\.tsx$/;

const routeIds = Object.keys(manifest.routes).filter((id) => id !== "root");
const staffRoutes = routeIds.filter((id) => id === "staff" || id.startsWith("staff-"));
const storefrontRoutes = routeIds.filter((id) => !staffRoutes.includes(id));

describe("the built storefront's chunks", () => {
  it("has the storefront's and the back office's routes", () => {
    expect(storefrontRoutes).toEqual(expect.arrayContaining(["home", "product", "model", "blog", "cart"]));
    expect(staffRoutes).toEqual(expect.arrayContaining(["staff-orders", "staff-store", "staff-categories"]));
  });

  it.each(storefrontRoutes)("loads no back-office code on the storefront page %s", (routeId) => {
    expect(modulesOf(routeId).filter((module) => BACK_OFFICE.test(module))).toEqual([]);
  });

  it.each(storefrontRoutes)("loads no script named for the back office on the storefront page %s", (routeId) => {
    // The back office's page table, which the root reads on every page (isStaffPath), rides in the shared chunk.
    expect(scriptsOf(routeId).filter((file) => /(^|\/)staff[\w-]*\.js$/.test(file))).toEqual([]);
  });

  it.each(storefrontRoutes)("loads no dialog, toast or tooltip code up front on the storefront page %s", (routeId) => {
    // The phone's menu and filters and the toasts load it on first use (docs/architecture.md, Speed).
    expect(modulesOf(routeId).filter((module) => ON_FIRST_USE.test(module))).toEqual([]);
  });

  it("loads the back office's screens and request checks on its own pages", () => {
    expect(modulesOf("staff-store").filter((module) => BACK_OFFICE.test(module))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^packages\/ui\/src\/([\w-]+\/)?staff\//),
        expect.stringMatching(/node_modules\/zod\//),
        "packages/domain/src/shop-info/shop-info-edit.ts",
      ]),
    );
  });
});

describe("the built storefront's compressed copies", () => {
  const assets = path.join(BUILD, "client/assets");
  const texts = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));

  it.each(texts.filter((name) => readFileSync(path.join(assets, name)).length >= 1024))(
    "has a Brotli and a gzip copy of %s that decode to the file itself",
    (name) => {
      const file = readFileSync(path.join(assets, name));
      const br = readFileSync(path.join(assets, `${name}.br`));
      expect(brotliDecompressSync(br).equals(file)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(assets, `${name}.gz`))).equals(file)).toBe(true);
      // Quality 11, not the per-request setting: smaller than gzip.
      expect(br.length).toBeLessThan(readFileSync(path.join(assets, `${name}.gz`)).length);
    },
  );
});
