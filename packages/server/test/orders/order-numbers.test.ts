/**
 * Order numbers over the real server (docs/product.md, Calls, Orders): a number tells a customer's
 * order apart and nothing else; two orders placed one after the other share no counter.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../src/index.ts";
import { engineOptions, inStockParts, placeOrder, smallShop, taxRateOf, tempDir } from "../support/fixtures.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("order numbers", () => {
  it("gives consecutive orders numbers that do not count them", async () => {
    const dir = await tempDir("shop-order-numbers-");
    dirs.push(dir);
    const seedFile = path.join(dir, "seed.json");
    await writeFile(seedFile, JSON.stringify(smallShop()));
    const server = await startServer({ dbFile: path.join(dir, "shop.db"), ...(await engineOptions(path.join(dir, "shop.db"))), seedFile, log: () => undefined });
    try {
      const [productId] = await inStockParts(server.url);
      const taxRate = await taxRateOf(server.url);
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) {
        const placed = await placeOrder(server.url, productId!, taxRate);
        expect(placed.status).toBe(201);
        expect(placed.orderNumber).toMatch(/^TLH-\d{8}-[2-9A-Z]{5}$/);
        codes.push(placed.orderNumber!.slice(-5));
      }
      // A counter changes its last character or two from one order to the next; random codes
      // differ almost everywhere, and never spell the order's place in the list.
      for (let i = 1; i < codes.length; i++) {
        const differing = [...codes[i]!].filter((char, at) => char !== codes[i - 1]![at]).length;
        expect(differing, `${codes[i - 1]} then ${codes[i]}`).toBeGreaterThan(1);
      }
      for (const [i, code] of codes.entries()) expect(code.endsWith(String(i + 1).padStart(2, "0"))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
