/**
 * The store's facts edited in the back office reach the shop at once (docs/product.md, Back
 * office: Store): over the app's real server build, the next page shows the new phone and the
 * next order is priced at the new tax rate, with no restart.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, type StaffSessionView, type ShopInfo } from "@shop/domain";
import { addStaffAccount, hashPassword, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, inStockParts, placeOrder, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await tempDir("shop-store-edit-");
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  server = await startServer({ port: 0, dbFile, ...(await engineOptions(dbFile)), seedFile: await seedFile(dir), storefront: { serverBuildFile: SERVER_BUILD }, log: () => undefined });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signs in: the cookie and CSRF token a staff write sends. */
async function staffHeaders(): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  });
  expect(response.status).toBe(200);
  const session = (await response.json()) as StaffSessionView;
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { cookie, [CSRF_HEADER]: session.csrfToken, "content-type": "application/json" };
}

describe("an edit of the store's facts", () => {
  it("is made on a back-office page of its own, never indexed", async () => {
    const response = await fetch(`${server.url}/staff/store`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it("shows its phone on the next page and prices the next order at its tax rate", async () => {
    const [productId] = await inStockParts(server.url);
    if (productId === undefined) throw new Error("the seed has no part in stock");
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain("(850) 555-0142");

    const response = await fetch(`${server.url}/api/staff/store`, {
      method: "PUT",
      headers: await staffHeaders(),
      body: JSON.stringify({ taxRate: "0.075", phone: "(850) 555-0199", phoneE164: "+18505550199" }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as ShopInfo).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });

    const after = await (await fetch(`${server.url}/`)).text();
    expect(after).toContain("(850) 555-0199");
    expect(after).toContain("tel:+18505550199");
    expect(after).not.toContain("(850) 555-0142");

    // A cart totalled at the old rate is refused; at the new one it is an order.
    const stale = await placeOrder(server.url, productId, "0.065");
    expect(stale).toMatchObject({ status: 409, body: { field: "tax" } });
    const placed = await placeOrder(server.url, productId, "0.075");
    expect(placed.status).toBe(201);
  });
});
