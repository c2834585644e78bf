/**
 * The security headers (docs/architecture.md, Security headers) over the app's real server build:
 * every answer (page, API, file) carries the Content-Security-Policy and its companions; a page's
 * policy allows exactly its own inline scripts by their hashes, never 'unsafe-inline'; HSTS is sent
 * only over HTTPS as a trusted proxy reports it; cart, order and staff answers are kept by no cache.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths, SESSION_HEADER } from "@shop/domain";
import { startServer, type RunningServer } from "../../src/index.ts";
import { inStockParts, newSessionId, placeOrder, REPO_ROOT, SERVER_BUILD, seedFile, taxRateOf, tempDir } from "../support/fixtures.ts";

const CLIENT_DIR = path.join(REPO_ROOT, "packages/app/build/client");

let dir: string;
/** Behind a proxy on this machine (trustProxy "loopback"), with the storefront. */
let shop: RunningServer;
/** The API alone, trusting no proxy. */
let direct: RunningServer;

beforeAll(async () => {
  dir = await tempDir("shop-headers-");
  const seed = await seedFile(dir);
  const log = () => undefined;
  shop = await startServer({
    port: 0,
    dbFile: path.join(dir, "shop.db"),
    seedFile: seed,
    storefront: { clientDir: CLIENT_DIR, serverBuildFile: SERVER_BUILD },
    trustProxy: "loopback",
    log,
  });
  direct = await startServer({ port: 0, dbFile: path.join(dir, "db2.json"), seedFile: seed, log });
});

afterAll(async () => {
  await shop?.close();
  await direct?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (server: RunningServer, url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

/** The policy's directives by name. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The scripts the browser would run from the page itself: no src, not a data block (JSON-LD). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!) && !/type="application\/(ld\+)?json"/i.test(attributes!))
    .map(([, , body]) => body!);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function expectCompanions(response: Response) {
  const csp = directives(response);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
  expect(csp.get("connect-src")).toEqual(["'self'"]);
  expect(csp.get("font-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).toContain("'self'");
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) expect(permissions).toContain(feature);
  expect(response.headers.get("strict-transport-security")).toBeNull();
}

describe("the security headers", () => {
  it("are on a page, an API answer, a built file and a missing file alike", async () => {
    const asset = readdirSync(path.join(CLIENT_DIR, "assets")).find((name) => name.endsWith(".js"));
    for (const url of ["/", "/api/products?limit=2", `/assets/${asset}`, "/favicon.svg", "/assets/missing.js"]) {
      const response = await get(shop, url);
      await response.arrayBuffer();
      expectCompanions(response);
    }
  });

  it.each(["/", "/products/1", "/cart", "/appliance-parts/refrigerator-parts", "/no-such-page"])(
    "lets %s run only its own inline scripts: each one's hash is in that answer's script-src, kept or not",
    async (url) => {
      for (let i = 0; i < 2; i++) {
        const response = await get(shop, url);
        const html = await response.text();
        const scripts = inlineScripts(html);
        expect(scripts.length).toBeGreaterThan(0);
        const allowed = directives(response).get("script-src") ?? [];
        for (const script of scripts) expect(allowed).toContain(sha256(script));
        expect(allowed).not.toContain("'unsafe-inline'");
      }
    },
  );

  it("sends the page's policy with a 304 too, so the browser's kept copy runs", async () => {
    const first = await get(shop, "/brands");
    await first.text();
    const again = await get(shop, "/brands", { "if-none-match": first.headers.get("etag") ?? "", "cache-control": "max-age=0" });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("sends HSTS only over HTTPS as a trusted proxy reports it", async () => {
    const overHttps = await get(shop, "/api/store", { "x-forwarded-proto": "https" });
    expect(overHttps.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    const plain = await get(shop, "/api/store");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const untrusted = await get(direct, "/api/store", { "x-forwarded-proto": "https" });
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("personal answers", () => {
  const privateNoStore = (response: Response) => {
    const words = (response.headers.get("cache-control") ?? "").split(/,\s*/);
    expect(words).toContain("private");
    expect(words).toContain("no-store");
  };

  it("keep the cart from every cache, read or written", async () => {
    const headers = { "content-type": "application/json", [SESSION_HEADER]: newSessionId() };
    const [productId] = await inStockParts(shop.url);
    const added = await fetch(`${shop.url}/api/cart`, { method: "POST", headers, body: JSON.stringify({ productId }) });
    expect(added.status).toBe(201);
    privateNoStore(added);
    const read = await get(shop, "/api/cart", headers);
    expect(read.status).toBe(200);
    privateNoStore(read);
    const cleared = await fetch(`${shop.url}/api/cart`, { method: "DELETE", headers });
    privateNoStore(cleared);
  });

  it("keep an order, its page and its lookup from every cache", async () => {
    const [productId] = await inStockParts(shop.url);
    const placed = await placeOrder(shop.url, productId!, await taxRateOf(shop.url));
    expect(placed.status).toBe(201);
    const order = placed.body as { orderNumber: string; key: string };
    const page = await get(shop, pagePaths.order(order));
    expect(page.status).toBe(200);
    privateNoStore(page);
    const lookup = await fetch(`${shop.url}/api/orders/lookup`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    privateNoStore(lookup);
  });

  it("keep staff answers from every cache, signed in or not", async () => {
    const session = await get(shop, "/api/staff/session");
    expect(session.status).toBe(401);
    privateNoStore(session);
  });
});
