import { randomBytes } from "node:crypto";
import type { APIRequestContext, Locator, Page, Request } from "@playwright/test";
import { expect, storedRecords } from "./fixtures.ts";

/**
 * What the cart and checkout journeys (cart*.spec.ts) share: the seed's parts they use, the
 * customer, the cart's locators and checks (count, toasts, lines, totals at the store's tax), the
 * API calls a page makes, an add-to-cart held at the network, a guest session started with a cart,
 * and what the database then holds for that session.
 */

/** Parts of the seed used here: in stock, with names no other part in these carts shares. */
export const IDLER_PULLEY = 1; // Dryer Idler Pulley, a featured part on page 1 of Washer & Dryer Parts
export const CONNECTOR_KIT = 128; // Dishwasher Connector Kit, a featured part

const SESSION_KEY = "guest-session-id";
export const ADD_LABEL = /^(Add to Cart|Adding\.\.\.|Added!)$/;
export const CHECKOUT = "Place Pickup Order";
export const CUSTOMER = { email: "pat.lee@example.com", name: "Pat Lee", phone: "(850) 555-0100" };

export interface Part {
  id: number;
  name: string;
  partNumber: string;
  price: string;
  category: { slug: string; type: "appliance" | "hvac" };
}

export async function part(request: APIRequestContext, id: number): Promise<Part> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok(), `GET /api/products/${id}`).toBe(true);
  const found = (await response.json()) as Part & { inStock: boolean };
  expect(found.inStock, `${found.name} is in stock`).toBe(true);
  return found;
}

// --- Money, computed here independently of the app: integer cents, 6.5% tax rounded half-up.

export const cents = (price: string) => Math.round(Number(price) * 100);
export const usd = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount / 100);
export const decimal = (amount: number) => (amount / 100).toFixed(2);

export function totals(lines: Array<[Part, number]>) {
  const subtotal = lines.reduce((sum, [p, quantity]) => sum + cents(p.price) * quantity, 0);
  const tax = Math.floor((subtotal * 65 + 500) / 1000);
  return { units: lines.reduce((sum, [, quantity]) => sum + quantity, 0), subtotal, tax, total: subtotal + tax };
}

// --- The page's parts.

export const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart(, .+)?$/ });

/** The header's cart link names the count in units ("Cart, 3 items"); the badge shows the number. */
export async function expectCartCount(page: Page, units: number) {
  const link = cartLink(page);
  await expect(link).toHaveAccessibleName(units === 0 ? "Cart, empty" : `Cart, ${units} ${units === 1 ? "item" : "items"}`);
  if (units === 0) await expect(link.locator("[data-slot=header-cart-badge]")).toHaveCount(0);
  else await expect(link.locator("[data-slot=header-cart-badge]")).toHaveText(String(units));
}

export const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/**
 * Expects a new toast `title` (with `description` and `variant`) to be showing: one not seen by an
 * earlier call, so a second 'Cart updated' is not the first one still on screen. Marks it seen.
 * One assertion, so a slow machine cannot let the toast time out half-way through the checks.
 */
export async function expectToast(page: Page, title: string, description?: string, variant?: "success" | "destructive") {
  let toast = notifications(page).getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) toast = toast.filter({ has: page.getByText(description, { exact: true }) });
  toast = toast.and(page.locator(`${variant ? `[data-variant="${variant}"]` : ""}:not([data-e2e-seen])`));
  await expect(toast).toBeVisible();
  await toast.evaluateAll((elements) => elements.forEach((element) => element.setAttribute("data-e2e-seen", "")));
}

export const cartRow = (page: Page, p: Part) => page.getByRole("main").getByRole("group", { name: p.name, exact: true });
export const quantityOf = (page: Page, p: Part) => cartRow(page, p).getByRole("textbox", { name: `Quantity of ${p.name}` });
export const orderSummary = (page: Page) => page.getByRole("form", { name: "Order Summary" });

/** The Order Summary's subtotal (with the count of units), tax and total for these lines. */
export async function expectTotals(page: Page, lines: Array<[Part, number]>) {
  const expected = totals(lines);
  const summary = orderSummary(page);
  const amount = (term: string | RegExp) =>
    summary.locator("dl > div").filter({ has: page.getByRole("term").filter({ hasText: term }) }).getByRole("definition");
  await expect(summary.getByRole("term").first()).toHaveText(`Subtotal (${expected.units} ${expected.units === 1 ? "item" : "items"})`);
  await expect(amount(/^Subtotal/)).toHaveText(usd(expected.subtotal));
  await expect(amount("Tax (6.5%)")).toHaveText(usd(expected.tax));
  await expect(amount(/^Total$/)).toHaveText(usd(expected.total));
}

/** Requests to /api made by the page, in order. */
export function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) seen.push(request);
  });
  return seen;
}
export const calls = (seen: Request[], method: string, path: string | RegExp) =>
  seen.filter((r) => r.method() === method && (typeof path === "string" ? new URL(r.url()).pathname === path : path.test(new URL(r.url()).pathname)));

/**
 * Records every text the button shows, with the browser's clock, from now on: the states of an
 * add are checked in order and 'Added!' is timed without sleeping in the test.
 */
export async function recordLabels(button: Locator): Promise<() => Promise<Array<{ text: string; at: number }>>> {
  await button.evaluate((element) => {
    const log = [{ text: element.textContent ?? "", at: performance.now() }];
    (element as unknown as { labelLog: typeof log }).labelLog = log;
    new MutationObserver(() => {
      const text = element.textContent ?? "";
      if (log.at(-1)?.text !== text) log.push({ text, at: performance.now() });
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
  return () => button.evaluate((element) => (element as unknown as { labelLog: Array<{ text: string; at: number }> }).labelLog);
}

/**
 * Holds requests until the test lets each one through, so a state that lasts only while a call
 * is out ('Adding...', 'Creating Order...') is checked at leisure, with no race against the
 * answer. A route handler awaits `pass()`; the test calls `open()` once it has seen the state.
 */
export class Gate {
  private credits = 0;
  private readonly held: Array<() => void> = [];

  /** Resolves when the test opens the gate for this request. */
  pass(): Promise<void> {
    if (this.credits > 0) {
      this.credits--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.held.push(resolve));
  }

  /** Lets the next request through: the one held now, or the next to arrive. */
  open(): void {
    const next = this.held.shift();
    if (next) next();
    else this.credits++;
  }
}

/** Holds every POST /api/cart at a gate. */
export async function gateAddToCart(page: Page): Promise<Gate> {
  const gate = new Gate();
  await page.route("**/api/cart", async (route) => {
    if (route.request().method() === "POST") await gate.pass();
    await route.continue();
  });
  return gate;
}

/** Presses an add-to-cart button and follows it: 'Adding...', the toast, the badge, 'Added!' for 2 s, idle. */
export async function addAndFollow(page: Page, gate: Gate, button: Locator, p: Part, unitsAfter: number) {
  await expect(button).toHaveText("Add to Cart");
  const labels = await recordLabels(button);
  await button.click();
  await expect(button).toHaveText("Adding...");
  await expect(button).toHaveAttribute("aria-busy", "true");
  gate.open();
  await expectToast(page, "Added to cart", p.name, "success");
  await expectCartCount(page, unitsAfter);
  // 'Added!' and back: read from the recording, so checking the toast cannot make the test miss it.
  await expect.poll(async () => (await labels()).map((entry) => entry.text)).toEqual(["Add to Cart", "Adding...", "Added!", "Add to Cart"]);
  await expect(button).toHaveText("Add to Cart");
  const log = await labels();
  // Wall-clock bounds only: a busy machine can commit 'Added!' a little after its 2 s timer starts
  // (CI saw 1,944 ms), so the exact two seconds are the unit test's job, on fake timers.
  const added = log[3]!.at - log[2]!.at;
  expect(added, "'Added!' shows for about 2 seconds").toBeGreaterThanOrEqual(1500);
  expect(added, "'Added!' shows for about 2 seconds").toBeLessThan(4000);
}

/** A guest session id as the app makes them: 21 characters of A-Z, a-z, 0-9, "_" and "-". */
const newSessionId = () => randomBytes(16).toString("base64url").slice(0, 21);

/**
 * Starts the page's guest session with these lines in its cart, put there through the API, so a
 * journey about editing or checking out starts at /cart without clicking through the catalogue.
 */
export async function startWithCart(page: Page, lines: Array<[Part, number]>): Promise<string> {
  const sessionId = newSessionId();
  await page.addInitScript(
    ([key, id]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, id);
    },
    [SESSION_KEY, sessionId] as const,
  );
  for (const [p, quantity] of lines) {
    const response = await page.request.post("/api/cart", { headers: { "session-id": sessionId }, data: { productId: p.id, quantity } });
    expect(response.status(), `POST /api/cart ${p.name}`).toBe(201);
  }
  return sessionId;
}

export const sessionOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

/** The session's records in the database file on disk (retried: the file may be mid-append). */
export async function storedFor(collection: "orders" | "cartItems", sessionId: string) {
  let rows: ReturnType<typeof storedRecords> = [];
  await expect(() => {
    rows = storedRecords(collection).filter((row) => row.sessionId === sessionId);
  }).toPass();
  return rows;
}

export async function fillCustomer(page: Page, customer: { email: string; name: string; phone: string }) {
  const summary = orderSummary(page);
  await summary.getByRole("textbox", { name: "Email" }).fill(customer.email);
  await summary.getByRole("textbox", { name: "Name" }).fill(customer.name);
  await summary.getByRole("textbox", { name: "Phone" }).fill(customer.phone);
}
