import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, storedRecords, test } from "../support/fixtures.ts";
import { SITE, STORE_PHONE, unique } from "../support/site-helpers.ts";

/**
 * The site's forms: the contact form (its checks, the message sent and stored, ?subject=) and the
 * footer's newsletter sign-up, confirmed by the link in the email the server writes to its outbox
 * (no SMTP server here).
 */

const OUTBOX = path.join(path.dirname(process.env.E2E_DB_FILE as string), "outbox");

/** Quoted-printable soft breaks and escapes undone, so a link reads whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path and query of the confirmation link in the email to `address`, once the outbox holds it. */
async function confirmLinkFor(address: string): Promise<string> {
  const pattern = new RegExp(`/newsletter/confirm\\?email=${encodeURIComponent(address).replace(/[.]/g, "\\.")}&key=[A-Za-z0-9_-]+`);
  let link = "";
  await expect(() => {
    const mails = readdirSync(OUTBOX).filter((name) => name.endsWith(".eml")).map((name) => unfold(readFileSync(path.join(OUTBOX, name), "utf8")));
    const found = mails.map((text) => pattern.exec(text)?.[0]).find(Boolean);
    expect(found, `the confirmation link to ${address}`).toBeDefined();
    link = found ?? "";
  }).toPass({ timeout: 10_000 });
  return link;
}

// Every journey has its own browser context and its own data (unique addresses), so they share the
// two workers. Most run axe twice on one or two pages: on a busy two-core machine that can take
// longer than the default minute.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

test.describe("forms", () => {
  test("contact form: required fields are checked before sending; a message is sent, thanked for and stored", async ({ page, expectAccessible }) => {
    const contactPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") contactPosts.push(request.url());
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByLabel("Name");
    const email = form.getByLabel("Email");
    const phone = form.getByLabel("Phone");
    const subject = form.getByLabel("Subject");
    const message = form.getByLabel("Message");
    await expect(name).toBeVisible();
    for (const field of [name, email, message]) await expect(field).toHaveJSProperty("required", true);
    for (const field of [phone, subject]) await expect(field).toHaveJSProperty("required", false);

    // Empty: nothing is sent, each required field says what it needs, focus goes to the first.
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please enter a message.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");

    // A malformed address is refused too.
    await name.fill("Dana Whitfield");
    await email.fill("dana-at-example");
    await message.fill("x");
    await send.click();
    await expect(form.getByText("Please enter an email address like name@example.com.")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(form.getByText("Please enter your name.")).toBeHidden();
    expect(contactPosts, "no POST /api/contact for an invalid form").toEqual([]);

    // A full message goes to the API and lands on the thank-you.
    const token = unique("contact");
    const address = `${token}@example.com`;
    const text = `Looking for a drain pump for a Whirlpool WDT780SAEM1 dishwasher. Ref ${token}`;
    await email.fill(address);
    await phone.fill("(850) 555-0199");
    await subject.fill("Dishwasher drain pump");
    await message.fill(text);
    const posted = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/contact");
    await send.click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: "Dana Whitfield",
      email: address,
      phone: "(850) 555-0199",
      subject: "Dishwasher drain pump",
      message: text,
    });

    await expect(page).toHaveURL(/\/contact\?message=sent$/);
    const thanks = page.getByRole("heading", { level: 2, name: "Thank you, your message was sent" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByRole("main").getByText(`If it's urgent, call the counter at ${STORE_PHONE}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Message sent", { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/contact`);
    expect(contactPosts).toHaveLength(1);

    // It is in the database file, as sent.
    await expect
      .poll(() => storedRecords("contactMessages").filter((record) => record.email === address))
      .toEqual([
        expect.objectContaining({
          name: "Dana Whitfield",
          email: address,
          phone: "(850) 555-0199",
          subject: "Dishwasher drain pump",
          message: text,
          createdAt: expect.any(String),
        }),
      ]);
    await expectAccessible();

    // Reloading the thank-you keeps it (the URL says so) and sends nothing again.
    await page.reload();
    await expect(thanks).toBeVisible();
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Name")).toHaveValue("");
    expect(contactPosts).toHaveLength(1);
  });

  test("contact form: ?subject= fills in the subject", async ({ page }) => {
    await page.goto("/contact?subject=Request%20a%20Quote");
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Subject")).toHaveValue("Request a Quote");
  });

  test("newsletter: the footer form asks the address to confirm, answers alike however often it is sent, and the email's link confirms it", async ({ page, expectAccessible }) => {
    const newsletterPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/newsletter") newsletterPosts.push(request.url());
    });
    await page.goto("/warranty");
    await expect(page.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    const form = footer.getByRole("form", { name: "Repair tips and part deals" });
    const email = form.getByLabel("Email address");
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    const toasts = page.getByRole("region", { name: /Notifications/ });

    // The browser checks the field: empty and malformed addresses are never sent.
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-address");
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(newsletterPosts).toEqual([]);

    // A real address: posted, "check your inbox", the field cleared, stored (lowercased) as pending.
    const address = `${unique("news")}@example.com`;
    await email.fill(address.replace("news", "NEWS"));
    const first = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/newsletter");
    await subscribe.click();
    const answer = await first;
    expect(answer.status()).toBe(202);
    const body: unknown = await answer.json();
    await expect(toasts.getByText("Check your inbox", { exact: true })).toBeVisible();
    await expect(toasts.getByText(`To confirm your sign-up, open the link we sent to ${address}.`, { exact: false })).toBeVisible();
    await expect(email).toHaveValue("");
    await toasts.getByRole("button", { name: "Close" }).click();
    await expect(toasts.getByText("Check your inbox", { exact: true })).toBeHidden();
    const stored = () => storedRecords("newsletterSignups").filter((record) => record.email === address);
    await expect.poll(() => stored().map((record) => [record.confirmationSentAt !== undefined, record.confirmedAt !== undefined])).toEqual([[true, false]]);

    // The same address again: the same answer, no second sign-up.
    await email.fill(address);
    const second = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/newsletter");
    await subscribe.click();
    const again = await second;
    expect(again.status()).toBe(202);
    expect(await again.json()).toEqual(body);
    await expect(email).toHaveValue("");
    await expect(toasts.getByText("Check your inbox", { exact: true })).toBeVisible();
    expect(newsletterPosts).toHaveLength(2);
    expect(storedRecords("newsletterSignups").filter((record) => String(record.email).toLowerCase() === address)).toHaveLength(1);

    // The email's link opens the confirmation page; its button confirms the address.
    await page.goto(await confirmLinkFor(address));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your sign-up" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm" }).click();
    const done = page.getByRole("status").filter({ hasText: "You're subscribed." });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expectAccessible();
    await expect.poll(() => stored().map((record) => [record.confirmationSentAt !== undefined, record.confirmedAt !== undefined])).toEqual([[false, true]]);
  });
});
