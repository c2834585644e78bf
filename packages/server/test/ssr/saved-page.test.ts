/**
 * The saved-parts page as the server hands it out (docs/product.md, Saved parts): the server cannot
 * know the visitor's list, so the HTML is the page's frame (heading, skeleton rows, a heart link
 * with no count) and noindex; the list is drawn in the browser after mount.
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

let dir: string;
let shop: RunningServer;

beforeAll(async () => {
  if (!existsSync(SERVER_BUILD)) throw new Error(`No app build at ${SERVER_BUILD}: run \`npm run build\` (npm test does).`);
  dir = await tempDir();
  const client = path.join(dir, "client");
  await mkdir(client, { recursive: true });
  const seed = await seedFile(dir);
  shop = await startServer({ port: 0, dbFile: path.join(dir, "shop.db"), ...(await engineOptions(path.join(dir, "shop.db"))), seedFile: seed, storefront: { clientDir: client, serverBuildFile: SERVER_BUILD }, log: () => undefined });
});

afterAll(async () => {
  await shop?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("/saved", () => {
  it("answers 200 with the heading, skeleton rows and noindex, and no list or count the server cannot know", async () => {
    const response = await fetch(`${shop.url}/saved`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Saved parts<\/h1>/);
    expect(html).toContain('aria-label="Loading saved parts"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain("No saved parts yet");
    expect(html).toMatch(/<span class="sr-only">Saved parts<\/span>/);
    expect(html).not.toContain('data-slot="header-saved-badge"');
  });

  it("is disallowed in robots.txt", async () => {
    expect(await (await fetch(`${shop.url}/robots.txt`)).text()).toContain("Disallow: /saved");
  });
});
