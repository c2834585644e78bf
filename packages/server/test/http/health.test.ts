/**
 * Health answers for a supervisor or a load balancer (docs/operations.md, Health): /healthz says the process
 * answers, /readyz that the store is open and can write. Neither is logged per request.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, inStockParts, placeOrder, smallShop, taxRateOf, tempDir } from "../support/fixtures.ts";

let dir: string;
let server: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  dir = await tempDir("shop-health-");
  const seedFile = path.join(dir, "seed.json");
  await writeFile(seedFile, JSON.stringify(smallShop()));
  server = await startServer({ dbFile: path.join(dir, "shop.db"), ...(await engineOptions(path.join(dir, "shop.db"))), seedFile, log: (line) => lines.push(line) });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("health answers", () => {
  it("answers /healthz and /readyz with 200 { ok: true }, kept by no cache, without a request line", async () => {
    for (const name of ["healthz", "readyz"]) {
      const response = await fetch(`${server.url}/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ ok: true });
    }
    // A request that is logged (once its answer has finished), to show the log works.
    await (await fetch(`${server.url}/api/store`)).text();
    for (let i = 0; i < 50 && !lines.some((line) => line.includes("/api/store")); i++) await new Promise((r) => setTimeout(r, 10));
    expect(lines.some((line) => line.includes("/api/store"))).toBe(true);
    expect(lines.filter((line) => /\/(healthz|readyz)/.test(line))).toEqual([]);
  });

  it("keeps answering many health checks from one address", async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${server.url}/readyz`).then((r) => r.status)));
    expect(new Set(answers)).toEqual(new Set([200]));
  });

  it("answers /readyz with 503 JSON once the store is closed, while /healthz still answers 200", async () => {
    const [productId] = await inStockParts(server.url);
    expect((await placeOrder(server.url, productId!, await taxRateOf(server.url))).status).toBe(201);
    await server.store.close();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ok: false, message: expect.stringMatching(/closed/) });
    const healthy = await fetch(`${server.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ ok: true });
  });
});
