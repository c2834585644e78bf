/**
 * The mail tests' shop: a real server on a data folder of its own, its log lines kept for the
 * test to search, its outbox folder named. The folders go when the file's tests end.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll } from "vitest";
import type { OrderRecord } from "@shop/domain";
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

/** A stored order, as the domain makes them, for the mailer on its own: TLH-20261122-AB2CD, 2 x PN1000 at 10.50, to customer@example.com. */
export function customerOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 1,
    orderNumber: "TLH-20261122-AB2CD",
    clientOrderNumber: "c-1",
    sessionId: "s".repeat(21),
    email: "customer@example.com",
    name: "Pat Customer",
    phone: "(850) 555-0199",
    items: [{ productId: 1, partNumber: "PN1000", name: "Part 1", quantity: 2, unitPrice: "10.50", lineTotal: "21.00" }],
    subtotal: "21.00",
    tax: "1.37",
    total: "22.37",
    fulfilment: "pickup",
    status: "received",
    createdAt: "2026-11-22T15:15:00.000Z",
    ...overrides,
  };
}

