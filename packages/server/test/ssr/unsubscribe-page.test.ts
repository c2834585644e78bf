/**
 * The newsletter's unsubscribe and confirmation pages over the app's real server build: opening
 * either link renders the address and its button, noindex and no-store (its URL carries an
 * address), and unsubscribes or subscribes nobody: only the button's POST does.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "@shop/domain";
import { confirmKeyMaker, loadSecret, secretFileFor, startServer, unsubscribeKeyMaker, type RunningServer } from "../../src/index.ts";
import { engineOptions, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

let dir: string;
let server: RunningServer;
let keyOf: (email: string) => string;
let confirmKeyOf: (email: string) => string;

beforeAll(async () => {
  dir = await tempDir("shop-unsubscribe-page-");
  const dbFile = path.join(dir, "shop.db");
  server = await startServer({ port: 0, dbFile, ...(await engineOptions(dbFile)), seedFile: await seedFile(dir), storefront: { serverBuildFile: SERVER_BUILD }, log: () => undefined });
  const secret = await loadSecret(secretFileFor(dbFile));
  keyOf = unsubscribeKeyMaker(secret);
  confirmKeyOf = confirmKeyMaker(secret);
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the unsubscribe page", () => {
  it("renders the address and its button, noindex and no-store, and opening it unsubscribes nobody", async () => {
    const email = "page@example.com";
    const signedUp = await fetch(`${server.url}/api/newsletter`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
    expect(signedUp.status).toBe(202);
    const response = await fetch(`${server.url}${pagePaths.unsubscribe({ email, key: keyOf(email) })}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(email);
    expect(html).toContain(">Unsubscribe</button>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await server.store.reads.inbox.signupOf(email))?.unsubscribedAt).toBeUndefined();
  });
});

describe("the confirmation page", () => {
  it("renders the address and its button, noindex and no-store, and opening it confirms nobody", async () => {
    const email = "confirm-page@example.com";
    const signedUp = await fetch(`${server.url}/api/newsletter`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
    expect(signedUp.status).toBe(202);
    const response = await fetch(`${server.url}${pagePaths.newsletterConfirm({ email, key: confirmKeyOf(email) })}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(email);
    expect(html).toContain(">Confirm</button>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const signup = await server.store.reads.inbox.signupOf(email);
    expect(signup?.confirmationSentAt).toEqual(expect.any(String));
    expect(signup?.confirmedAt).toBeUndefined();
  });
});
