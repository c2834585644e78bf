/**
 * The mail tests' shop: a real server on a data folder of its own, its log lines kept for the
 * test to search, its outbox folder named. The folders go when the file's tests end.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll } from "vitest";
import { outboxDirFor, startServer, type ServerOptions } from "../../src/index.ts";
import { seedFile, tempDir } from "./fixtures.ts";

export type LogLines = { line: string; level: string }[];

/**
 * `shop` starts such a shop, `folder` makes an empty folder (an outbox of a test's own); call it once
 * per test file, as it registers the clean-up of both.
 */
export function mailShops(prefix: string) {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  async function folder(): Promise<string> {
    const dir = await tempDir(prefix);
    dirs.push(dir);
    return dir;
  }
  async function shop(options: Partial<ServerOptions> = {}) {
    const dir = await folder();
    const lines: LogLines = [];
    const dbFile = path.join(dir, "shop.db");
    const server = await startServer({ port: 0, dbFile, seedFile: await seedFile(dir), log: (line, level = "info") => lines.push({ line, level }), ...options });
    return { server, lines, outbox: outboxDirFor(dbFile) };
  }
  return { shop, folder };
}
