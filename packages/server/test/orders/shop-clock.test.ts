/**
 * SHOP_CLOCK (docs/operations.md, Environment), the testing aid, through the real CLI: an order
 * placed and marked ready with the clock set, then the shop started again with the clock past the
 * reminder day and past the hold's end. The reminder and the cancellation reach a real SMTP server
 * in this process, and the stock is back. A value that is not an instant with its offset stops the
 * start in one line.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, NOT_PICKED_UP_REASON, type CustomerOrderView, type OrderReceipt, type Part, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, staffFileFor } from "../../src/index.ts";
import { inStockParts, placeOrder, seedFile, taxRateOf, tempDir } from "../support/fixtures.ts";
import { cli, stopClis, until } from "../support/cli.ts";
import { header, readable, smtpSink, until as eventually } from "../support/mail-sink.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
const DAY_MS = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterAll(async () => {
  stopClis();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataFolder(): Promise<Record<string, string>> {
  const dir = await tempDir("shop-clock-");
  dirs.push(dir);
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  return { DATABASE_URL: `sqlite:${dbFile}`, SEED_FILE: await seedFile(dir) };
}

/** Starts the shop with `env` and waits for it to listen; its address and what it wrote. */
async function started(env: Record<string, string>) {
  const shop = cli({ LOG_LEVEL: "info", ...env });
  const url = await until("the shop to listen", () => /Storefront listening on (http:\/\/[\d.:]+)/.exec(shop.output())?.[1]);
  return { ...shop, url };
}

async function stopped(shop: Pick<ReturnType<typeof cli>, "child" | "exited">) {
  shop.child.kill("SIGTERM");
  expect(await shop.exited).toBe(0);
}

describe("SHOP_CLOCK", { timeout: 120_000 }, () => {
  it("starts the shop's clock at that instant: a ready order is reminded, then released, across restarts, its emails sent over SMTP", async () => {
    const sink = await smtpSink();
    try {
      const env = { ...(await dataFolder()), SMTP_URL: sink.url };
      const start = Date.parse("2026-12-03T13:55:00-05:00");
      const first = await started({ ...env, SHOP_CLOCK: "2026-12-03T13:55:00-05:00" });
      expect(first.output()).toContain("Clock: SHOP_CLOCK starts the shop's clock at 2026-12-03T18:55:00.000Z, a testing aid: never set it on a live shop");
      const [productId] = await inStockParts(first.url);
      const onHand = async (url: string) => ((await (await fetch(`${url}/api/products/${productId}`)).json()) as Part).quantityOnHand;
      const before = await onHand(first.url);
      const placed = await placeOrder(first.url, productId!, await taxRateOf(first.url));
      expect(placed.status).toBe(201);
      const { orderNumber, key } = placed.body as OrderReceipt;
      const signIn = await fetch(`${first.url}/api/staff/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
      const { csrfToken } = (await signIn.json()) as StaffSessionView;
      const headers = { cookie: (signIn.headers.get("set-cookie") ?? "").split(";")[0]!, [CSRF_HEADER]: csrfToken, "content-type": "application/json" };
      const ready = await fetch(`${first.url}/api/staff/orders/${orderNumber}/status`, { method: "POST", headers, body: JSON.stringify({ status: "ready" }) });
      expect(ready.status).toBe(200);
      const page = async (url: string) => (await (await fetch(`${url}/api/orders/${orderNumber}?key=${encodeURIComponent(key)}`)).json()) as CustomerOrderView;
      const view = await page(first.url);
      // Placed and marked ready by the shop's clock, not the machine's.
      expect(Date.parse(view.createdAt) - start).toBeGreaterThanOrEqual(0);
      expect(Date.parse(view.createdAt) - start).toBeLessThan(60_000);
      const holdEnd = Date.parse(view.holdUntil!);
      expect(holdEnd - Date.parse(view.updatedAt!)).toBe(7 * DAY_MS);
      await stopped(first);

      const subjects = () => sink.delivered.map((mail) => header(readable(mail.raw).headers, "Subject") ?? "");
      // Five and a half days later: within two days of the end, the start's sweep reminds.
      const second = await started({ ...env, SHOP_CLOCK: new Date(start + 5.5 * DAY_MS).toISOString() });
      await eventually(() => subjects().some((subject) => subject.startsWith(`Order ${orderNumber}: please pick it up by`)));
      expect(await page(second.url)).toMatchObject({ status: "ready" });
      await stopped(second);

      // A week and a day later: the hold has ended, the start's sweep releases the order.
      const third = await started({ ...env, SHOP_CLOCK: new Date(start + 8 * DAY_MS).toISOString() });
      await eventually(() => subjects().includes(`Order ${orderNumber} was cancelled`));
      expect(await page(third.url)).toMatchObject({ status: "cancelled", cancelReason: NOT_PICKED_UP_REASON });
      expect(await onHand(third.url)).toBe(before);
      expect(third.output()).toContain(`cancelled as not picked up, stock put back: ${orderNumber}`);
      expect(subjects().filter((subject) => subject.startsWith(`Order ${orderNumber}`))).toHaveLength(4);
      await stopped(third);
    } finally {
      await sink.close();
    }
  });

  it("refuses a value that is not an instant with its offset, in one line", async () => {
    const env = await dataFolder();
    for (const value of ["2026-12-03T13:55:00", "next tuesday", "2026-13-03T13:55:00Z"]) {
      const shop = cli({ ...env, SHOP_CLOCK: value });
      expect(await shop.exited).toBe(1);
      expect(shop.output().trim().split("\n")).toEqual([`Could not start the storefront API: SHOP_CLOCK must be an instant with its offset, like 2026-12-03T13:55:00-05:00, not "${value}".`]);
    }
  });
});
