import { expect, storedRecords, test } from "../support/fixtures.ts";
import { SITE, STORE_PHONE, unique } from "../support/site-helpers.ts";

/**
 * The site's forms: the contact form (its checks, the message sent and stored, ?subject=) and the
 * footer's newsletter sign-up.
 */

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

  test("newsletter: the footer form signs an address up once, however often it is sent", async ({ page }) => {
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

    // A real address: posted, confirmed, the field cleared, stored (lowercased).
    const address = `${unique("news")}@example.com`;
    await email.fill(address.replace("news", "NEWS"));
    const first = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/newsletter");
    await subscribe.click();
    expect((await first).status()).toBe(201);
    await expect(toasts.getByText("You're subscribed", { exact: true })).toBeVisible();
    await expect(toasts.getByText(`Repair tips and parts deals are on their way to ${address}.`)).toBeVisible();
    await expect(email).toHaveValue("");
    // Closed before the database is read (a second or more per read): the toast may go on its own meanwhile.
    await toasts.getByRole("button", { name: "Close" }).click();
    await expect(toasts.getByText("You're subscribed", { exact: true })).toBeHidden();
    await expect.poll(() => storedRecords("newsletterSignups").filter((record) => record.email === address)).toHaveLength(1);

    // The same address again: a friendly confirmation, not a second sign-up.
    await email.fill(address);
    const second = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/newsletter");
    await subscribe.click();
    const again = await second;
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ email: address, subscribed: true });
    await expect(email).toHaveValue("");
    await expect(toasts.getByText("You're subscribed", { exact: true })).toBeVisible();
    expect(newsletterPosts).toHaveLength(2);
    expect(storedRecords("newsletterSignups").filter((record) => String(record.email).toLowerCase() === address)).toHaveLength(1);
  });
});
