import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, ROOT, test } from "../support/fixtures.ts";
import { signInAsStaff } from "../support/own-shop.ts";

/**
 * A pickup order worked from the back office (docs/product.md, Back office; Your order): a
 * visitor orders, staff signed in at /staff see it arrive without reloading, mark it ready and
 * picked up (or cancel it, which puts its parts back on the shelf), and the customer's email,
 * written to the outbox beside the database as the shop does with no SMTP server, links to the
 * order page that shows each status.
 *
 * The staff account is made the way the owner makes one: `npm run staff -- add` on the same
 * database the server runs on.
 */

const DB_FILE = process.env.E2E_DB_FILE as string;
const OUTBOX = path.join(path.dirname(DB_FILE), "outbox");
const STAFF = { email: "counter@tallahassee-parts.example", password: "pulley-belt-capacitor-42" };
const CUSTOMER = { email: "dana.ortiz@example.com", name: "Dana Ortiz", phone: "(850) 555-0177" };
const SESSION_KEY = "guest-session-id";

test.beforeAll(() => {
  // Every worker runs this; an account that is already there is fine.
  try {
    execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/staff.ts"), "add", STAFF.email], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `sqlite:${DB_FILE}`, STAFF_PASSWORD: STAFF.password },
      stdio: "pipe",
    });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? "");
    if (!/already/i.test(stderr)) throw error;
  }
});

type Part = { id: number; name: string; partNumber: string; quantityOnHand: number; bin?: string };

async function inStockPart(request: APIRequestContext, offset: number): Promise<Part> {
  const answer = (await (await request.get(`/api/products?inStock=true&sort=name&limit=1&offset=${offset}`)).json()) as { products: Part[] };
  const part = answer.products[0];
  if (!part) throw new Error("no part in stock");
  return part;
}

const onHand = async (request: APIRequestContext, id: number) => ((await (await request.get(`/api/products/${id}`)).json()) as Part).quantityOnHand;

/** A visitor with these parts (and quantities) in the cart places the order at /cart; answers its number. */
async function placeOrder(page: Page, lines: ReadonlyArray<readonly [Part, number]>): Promise<string> {
  const sessionId = randomBytes(16).toString("base64url").slice(0, 21);
  await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [SESSION_KEY, sessionId] as const);
  for (const [part, quantity] of lines) {
    const added = await page.request.post("/api/cart", { headers: { "session-id": sessionId }, data: { productId: part.id, quantity } });
    expect(added.status()).toBe(201);
  }
  await page.goto("/cart");
  const summary = page.getByRole("form", { name: "Order Summary" });
  await summary.getByRole("textbox", { name: "Email" }).fill(CUSTOMER.email);
  await summary.getByRole("textbox", { name: "Name" }).fill(CUSTOMER.name);
  await summary.getByRole("textbox", { name: "Phone" }).fill(CUSTOMER.phone);
  await summary.getByRole("button", { name: "Place Pickup Order" }).click();
  await expect(page).toHaveURL(/\/\?order=TLH-/);
  const orderNumber = new URL(page.url()).searchParams.get("order") as string;
  // The banner names the order for the session that placed it, with the way to its page.
  const banner = page.getByRole("status", { name: `Order ${orderNumber} received` });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "View your order" })).toHaveAttribute("href", new RegExp(`/orders/${orderNumber}\\?key=`));
  return orderNumber;
}

/** Signs a staff member in at /staff in this page's browser; ends on the inbox. */
async function signIn(page: Page): Promise<Page> {
  await signInAsStaff(page, STAFF);
  await expect(page.getByRole("region", { name: "Order list" }).or(page.getByRole("heading", { name: "No orders yet" }))).toBeVisible();
  return page;
}

/** Quoted-printable soft breaks and escapes undone, so a link reads whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The order page link in the customer's email with this subject, once the outbox holds it. */
async function linkInEmail(orderNumber: string, subject: string): Promise<string> {
  let link = "";
  await expect(() => {
    const files = readdirSync(OUTBOX).filter((name) => name.endsWith(".eml"));
    const mail = files.map((name) => unfold(readFileSync(path.join(OUTBOX, name), "utf8"))).find((text) => text.includes(`Subject: ${subject}`) && new RegExp(`^To: .*<${CUSTOMER.email}>`, "m").test(text));
    expect(mail, `an email "${subject}" to the customer`).toBeDefined();
    const found = mail?.match(new RegExp(`https?://[^\\s"<>]*/orders/${orderNumber}\\?key=[A-Za-z0-9_-]+`));
    expect(found, "the order page link").not.toBeNull();
    link = found?.[0] ?? "";
  }).toPass({ timeout: 10_000 });
  return link;
}

const badge = (page: Page) => page.locator("[data-status]").first();

test.describe("pickup orders in the back office", () => {
  test("the counter's handoff: an order shows in the inbox live, is picked by bin, made ready, the customer says they are here, the code opens it, it is paid by card and the day report counts it", async ({
    page,
    browser,
    request,
    browserErrors,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    // Signed out, the sign-in page asks who is signed in and is told 401, which the browser logs.
    browserErrors.allow(/status of 401 .*\/api\/staff\/session/);
    const parts = [await inStockPart(request, 3), await inStockPart(request, 4)];
    const staff = await signIn(page);
    await expect(staff.getByRole("status").filter({ hasText: "Live" })).toContainText("New orders and arrivals show up at once.");
    await expectAccessible();

    // The visitor has a browser of their own. The inbox hears of the order over its live channel:
    // no reload, no 15-second poll.
    const visitor = await browser.newPage();
    const orderNumber = await placeOrder(visitor, [
      [parts[0]!, 1],
      [parts[1]!, 2],
    ]);
    const row = staff.getByRole("region", { name: "Order list" }).getByRole("link", { name: orderNumber });
    await expect(row).toBeVisible({ timeout: 2_000 });
    await expect(staff).toHaveTitle(/^\(\d+\) Orders · Back office$/);

    await row.click();
    await expect(staff.getByRole("heading", { level: 1, name: orderNumber })).toBeVisible();
    await expect(staff.getByRole("link", { name: CUSTOMER.email })).toHaveAttribute("href", `mailto:${CUSTOMER.email}`);
    await expect(staff.getByRole("table")).toContainText(parts[0]!.partNumber);

    // The pick list: the lines in bin order, each with its box to tick.
    await staff.getByRole("link", { name: "Pick list" }).click();
    const sheet = staff.getByRole("article", { name: orderNumber });
    await expect(sheet.getByRole("checkbox", { name: `Picked ${parts[1]!.partNumber}` })).toBeVisible();
    // The Bin column, top to bottom.
    const bins = await sheet.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(bins).toEqual([...bins].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
    expect(bins).toHaveLength(2);
    await staff.goBack();

    await staff.getByRole("button", { name: "Mark ready for pickup" }).click();
    await expect(badge(staff)).toHaveText("Ready for pickup");
    await expect(staff.getByRole("region", { name: "History" })).toContainText(STAFF.email);
    await expectAccessible();

    // The customer's email about it links to the order page, which says it is ready and shows the code.
    const link = await linkInEmail(orderNumber, `Order ${orderNumber} is ready for pickup`);
    const customer = await browser.newPage();
    await customer.goto(new URL(link).pathname + new URL(link).search);
    await expect(customer.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(customer.getByRole("heading", { name: "Status: Ready for pickup" })).toBeVisible();
    await expect(customer.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const code = customer.getByRole("region", { name: "Your order code" });
    await expect(code.getByRole("img", { name: `Barcode of order ${orderNumber}` })).toBeVisible();
    await expect(code.getByRole("img", { name: `QR code of order ${orderNumber}` })).toBeVisible();
    expect(await code.getByRole("img", { name: `QR code of order ${orderNumber}` }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Back at the inbox (no reload), the customer presses "I'm at the store": it shows on top at once.
    await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    await expect(staff.getByRole("region", { name: "Order list" })).toBeVisible();
    const arrival = customer.getByRole("region", { name: "At the store?" });
    await arrival.getByLabel("Waiting outside? Describe your car").fill("Grey pickup, space 2");
    await arrival.getByRole("button", { name: "I'm at the store" }).click();
    await expect(arrival.getByRole("status")).toContainText("We know you're here.");
    const here = staff.getByRole("region", { name: /^Customers here/ }).getByRole("listitem").filter({ hasText: orderNumber });
    await expect(here).toContainText("Curbside: Grey pickup, space 2", { timeout: 2_000 });

    // The code from the customer's phone, typed as a USB scanner types it, opens the order.
    await staff.getByRole("textbox", { name: "Scan or type an order code" }).fill(orderNumber.toLowerCase());
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: orderNumber })).toBeVisible();
    await expect(staff.getByRole("status").filter({ hasText: "Customer is here since" })).toContainText("Curbside: Grey pickup, space 2");

    // Picked up and paid by card: the history keeps the payment, the customer gets a receipt.
    await staff.getByRole("button", { name: "Mark picked up" }).click();
    const payment = staff.getByRole("form", { name: "Payment at pickup" });
    await payment.getByRole("radio", { name: "Card" }).check();
    await payment.getByRole("button", { name: "Record payment and mark picked up" }).click();
    await expect(badge(staff)).toHaveText("Picked up");
    const history = staff.getByRole("region", { name: "History" });
    await expect(history).toContainText(/Paid \$[\d,]+\.\d{2} · Card/);
    const paid = (await history.innerText()).match(/Paid (\$[\d,]+\.\d{2}) · Card/)?.[1] ?? "";
    await linkInEmail(orderNumber, `Receipt for order ${orderNumber}`);
    await expect(staff.getByRole("button", { name: /^Mark / })).toHaveCount(0);
    await customer.reload();
    await expect(customer.getByRole("heading", { name: "Status: Picked up" })).toBeVisible();

    // The day report counts it: picked up today, paid by card, in the takings.
    await staff.goto("/staff/reports/day");
    const pickedUp = staff.getByRole("region", { name: /^Picked up/ }).getByRole("row").filter({ hasText: orderNumber });
    await expect(pickedUp).toContainText(`Card ${paid}`);
    const takings = staff.getByRole("region", { name: "Takings" });
    const card = takings.locator("div").filter({ has: staff.locator("dt", { hasText: /^Card$/ }) });
    await expect(card.locator("dd").first()).not.toHaveText("$0.00");
    await expect(card.locator("dd").nth(1)).toHaveText(/^\d+ pickups?$/);
    await expectAccessible();

    // A wrong key is answered as an unknown order, with the way to find it.
    const wrong = await customer.goto(`/orders/${orderNumber}?key=not-the-key`);
    expect(wrong?.status()).toBe(404);
    await expect(customer.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
    await Promise.all([visitor.context().close(), customer.context().close()]);
  });

  test("cancelling an order with a reason puts its parts back on the shelf and tells the customer why", async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const part = await inStockPart(request, 7);
    const before = await onHand(request, part.id);
    const orderNumber = await placeOrder(page, [[part, 2]]);
    expect(await onHand(request, part.id)).toBe(before - 2);

    const staff = await signIn(await browser.newPage());
    await staff.goto(`/staff/orders?q=${orderNumber}`);
    await staff.getByRole("region", { name: "Order list" }).getByRole("link", { name: orderNumber }).click();
    await staff.getByRole("button", { name: "Cancel order" }).click();
    const form = staff.getByRole("form", { name: "Cancel order" });
    await form.getByRole("textbox", { name: /Reason for cancelling/ }).fill("The part arrived damaged");
    await form.getByRole("button", { name: "Cancel order" }).click();
    await expect(badge(staff)).toHaveText("Cancelled");
    expect(await onHand(request, part.id)).toBe(before);

    const link = await linkInEmail(orderNumber, `Order ${orderNumber} was cancelled`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    const status = page.getByRole("region", { name: "Status: Cancelled" });
    await expect(status).toContainText("The part arrived damaged");
    await staff.context().close();
  });

  test("a special order: added with none on hand from its page, placed with its ready day, then staff mark it arrived and ready", async ({ page, browser, request, expectAccessible }) => {
    test.setTimeout(120_000);
    const all = (await (await request.get("/api/products?sort=name&limit=100")).json()) as { products: (Part & { specialOrderDays?: number; inStock: boolean })[] };
    const part = all.products.find((p) => !p.inStock && p.specialOrderDays !== undefined);
    if (!part) throw new Error("no special-order part in the first 100 by name");
    const days = part.specialOrderDays!;
    const promise = new RegExp(`^Special order: ready for pickup in about ${days} business days \\(by \\w{3}, \\w{3} \\d{1,2}\\)$`);

    // The part page says it can be ordered, when it should be ready and the fee, before it is added.
    const sessionId = randomBytes(16).toString("base64url").slice(0, 21);
    await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [SESSION_KEY, sessionId] as const);
    await page.goto(`/products/${part.id}`);
    const main = page.getByRole("main");
    await expect(main.getByText("Special Order", { exact: true })).toBeVisible();
    await expect(main.getByText(promise)).toBeVisible();
    await expect(main.getByText(/^Special orders carry a \d+% restocking fee if returned\.$/)).toBeVisible();
    await expectAccessible();
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(main.getByRole("button", { name: "Added!" })).toBeVisible();
    expect(await onHand(request, part.id)).toBe(0);

    // The cart says it again and the order goes through; stock stays at zero.
    await page.goto("/cart");
    await expect(page.getByRole("group", { name: part.name }).getByText(promise)).toBeVisible();
    const summary = page.getByRole("form", { name: "Order Summary" });
    await expect(summary).toContainText("1 line is a special order, ordered from our distributor");
    await summary.getByRole("textbox", { name: "Email" }).fill(CUSTOMER.email);
    await summary.getByRole("textbox", { name: "Name" }).fill(CUSTOMER.name);
    await summary.getByRole("textbox", { name: "Phone" }).fill(CUSTOMER.phone);
    await summary.getByRole("button", { name: "Place Pickup Order" }).click();
    await expect(page).toHaveURL(/\/\?order=TLH-/);
    const orderNumber = new URL(page.url()).searchParams.get("order") as string;
    expect(await onHand(request, part.id)).toBe(0);

    // The order page and the confirmation email carry the day it was promised.
    const link = await linkInEmail(orderNumber, `Order ${orderNumber} received`);
    const mail = readdirSync(OUTBOX).map((name) => unfold(readFileSync(path.join(OUTBOX, name), "utf8"))).find((text) => text.includes(`Subject: Order ${orderNumber} received`))!;
    const promised = mail.match(/Special order: ready for pickup in about \d+ business days? \(by [^)]+\)/)?.[0];
    expect(promised).toBeDefined();
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("region", { name: "Parts in this order" })).toContainText(promised!);

    // At the counter: to order from the distributor, not ready until it arrives.
    const staff = await signIn(await browser.newPage());
    await staff.goto(`/staff/orders/${orderNumber}`);
    const lines = staff.getByRole("table");
    await expect(lines).toContainText("To order from the distributor: 1 · ready by");
    await expect(staff.getByRole("button", { name: "Mark ready for pickup" })).toHaveCount(0);
    await lines.getByRole("button", { name: `Mark arrived: ${part.partNumber}`, exact: true }).click();
    await expect(lines).toContainText("Arrived from the distributor");
    await staff.getByRole("button", { name: "Mark ready for pickup" }).click();
    await expect(badge(staff)).toHaveText("Ready for pickup");
    await linkInEmail(orderNumber, `Order ${orderNumber} is ready for pickup`);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Status: Ready for pickup" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Parts in this order" })).toContainText("Special order: arrived at the store");
    await staff.context().close();
  });
});
