import { expect, test } from "../support/fixtures.ts";
import { ADD_LABEL, apiRequests, calls, cartLink, cartRow, cents, CHECKOUT, CONNECTOR_KIT, CUSTOMER, decimal, expectCartCount, expectToast, expectTotals, fillCustomer, Gate, IDLER_PULLEY, notifications, orderSummary, type Part, part, quantityOf, sessionOf, startWithCart, storedFor, totals, usd } from "../support/cart-helpers.ts";

/**
 * Checkout journeys (docs/product.md: Rules, Texts and Calls on orders): the customer form checked
 * before anything is sent, and an order placed, stored and confirmed.
 *
 * Each test has its own browser context, so its own guest session and cart; the server and its
 * database are shared, so database checks look at this test's session only.
 */

test.describe.configure({ mode: "parallel" });

test.describe("cart and checkout", () => {
  test("checkout with the customer information missing shows the toast and sends nothing", async ({ page, request, expectAccessible }) => {
    const pulley = await part(request, IDLER_PULLEY);
    const sessionId = await startWithCart(page, [[pulley, 1]]);
    const seen = apiRequests(page);
    await page.goto("/cart");
    const summary = orderSummary(page);
    const button = summary.getByRole("button", { name: CHECKOUT });
    await expect(button).toBeEnabled();
    await expectTotals(page, [[pulley, 1]]);
    // The cart with items (the axe checks are spread over the journeys to keep each one short).
    await expectAccessible();

    // All three empty: the toast, and focus on the first field missing.
    await button.click();
    await expectToast(page, "Customer information required", "Please fill in your email, name, and phone number to proceed.", "destructive");
    await expect(summary.getByRole("textbox", { name: "Email" })).toBeFocused();
    await expect(summary.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");

    // Email and name, but a phone of spaces only.
    await fillCustomer(page, { ...CUSTOMER, phone: "   " });
    await button.click();
    await expectToast(page, "Customer information required", "Please fill in your email, name, and phone number to proceed.", "destructive");
    await expect(summary.getByRole("textbox", { name: "Phone" })).toBeFocused();
    await expect(summary.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");
    await expect(summary.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid", "true");

    // Phone only.
    await fillCustomer(page, { email: "", name: "", phone: CUSTOMER.phone });
    await button.click();
    await expectToast(page, "Customer information required", "Please fill in your email, name, and phone number to proceed.", "destructive");
    await expect(summary.getByRole("textbox", { name: "Email" })).toBeFocused();

    await expect(button).toHaveText(CHECKOUT);
    await expect(page).toHaveURL("/cart");
    await expect(cartRow(page, pulley)).toBeVisible();
    expect(calls(seen, "POST", "/api/orders")).toEqual([]);
    expect(await storedFor("orders", sessionId)).toEqual([]);
    expect(await storedFor("cartItems", sessionId)).toHaveLength(1);
  });

  test("checkout from featured parts: Creating Order..., the order posted and stored, the confirmation on the home page, an empty cart", async ({
    page,
    request,
  }) => {
    const pulley = await part(request, IDLER_PULLEY);
    const kit = await part(request, CONNECTOR_KIT);
    const lines: Array<[Part, number]> = [
      [pulley, 2],
      [kit, 1],
    ];
    const expected = totals(lines);

    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Parts" });
    const addButton = (p: Part) => featured.getByRole("article").filter({ hasText: p.partNumber }).getByRole("button", { name: ADD_LABEL });
    await expectCartCount(page, 0);
    await addButton(pulley).click();
    await expectCartCount(page, 1);
    await expect(addButton(pulley)).toHaveText("Add to Cart");
    await addButton(pulley).click();
    await expectCartCount(page, 2);
    await addButton(kit).click();
    await expectCartCount(page, 3);
    await expect(notifications(page).getByText(kit.name, { exact: true })).toBeVisible();

    await cartLink(page).click();
    await expect(page).toHaveURL("/cart");
    await expect(quantityOf(page, pulley)).toHaveValue("2");
    await expect(quantityOf(page, kit)).toHaveValue("1");
    await expectTotals(page, lines);
    const sessionId = (await sessionOf(page))!;

    // The order call is held until the submitting state has been seen.
    const gate = new Gate();
    await page.route("**/api/orders", async (route) => {
      await gate.pass();
      await route.continue();
    });
    await fillCustomer(page, { ...CUSTOMER, name: `  ${CUSTOMER.name}  ` });
    const summary = orderSummary(page);
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/orders");
    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expect(summary.getByRole("button", { name: "Creating Order..." })).toBeDisabled();
    await expect(summary.getByRole("textbox", { name: "Email" })).toBeDisabled();
    gate.open();

    const order = await posted;
    const sent = order.postDataJSON() as Record<string, unknown>;
    const itemLines = lines.map(([p, quantity]) => `${quantity} x ${p.name} (${p.partNumber}) - ${usd(cents(p.price) * quantity)}`);
    expect(sent).toEqual({
      ...CUSTOMER,
      subtotal: decimal(expected.subtotal),
      tax: decimal(expected.tax),
      total: decimal(expected.total),
      items: itemLines,
      orderNumber: expect.stringMatching(/^[\w-]{21}$/),
    });
    expect(order.headers()["session-id"]).toBe(sessionId);
    const response = (await order.response())!;
    expect(response.status()).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    expect(orderNumber).toMatch(/^TLH-\d{8}-[0-9A-Z]{5}$/);

    await expectToast(
      page,
      "Order created successfully!",
      `Order #${orderNumber} has been created. We'll email you when it is ready for pickup.`,
      "success",
    );
    await expect(page).toHaveURL(`/?order=${orderNumber}`);
    const confirmation = page.getByRole("status", { name: `Order ${orderNumber} received` });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText("We will email you when it is ready for pickup.", { exact: true })).toBeVisible();
    await expect(confirmation.getByRole("link", { name: "View your order" })).toHaveAttribute("href", new RegExp(`^/orders/${orderNumber}\\?key=[\\w-]+$`));
    await expectCartCount(page, 0);
    await expect(page.getByRole("region", { name: "Featured Parts" }).getByRole("article")).toHaveCount(4);

    // The order is in the database file with the customer, the lines and the amounts; the cart is gone.
    const stored = await storedFor("orders", sessionId);
    expect(stored).toEqual([
      expect.objectContaining({
        orderNumber,
        clientOrderNumber: sent.orderNumber,
        ...CUSTOMER,
        subtotal: decimal(expected.subtotal),
        tax: decimal(expected.tax),
        total: decimal(expected.total),
        items: lines.map(([p, quantity]) =>
          expect.objectContaining({
            productId: p.id,
            partNumber: p.partNumber,
            name: p.name,
            quantity,
            unitPrice: p.price,
            lineTotal: decimal(cents(p.price) * quantity),
          }),
        ),
        fulfilment: "pickup",
      }),
    ]);
    // The client's text of its lines is checked and dropped: the order is the server's priced lines.
    expect(stored[0]).not.toHaveProperty("itemLines");
    expect(await storedFor("cartItems", sessionId)).toEqual([]);

    // Dismissing the banner drops ?order= and keeps the visitor on the home page.
    await confirmation.getByRole("button", { name: "Dismiss" }).click();
    await expect(page).toHaveURL("/");
    await expect(confirmation).toHaveCount(0);

    await cartLink(page).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });
});
