import { expect, test } from "../support/fixtures.ts";
import { ADD_LABEL, apiRequests, calls, cartRow, CHECKOUT, CONNECTOR_KIT, CUSTOMER, decimal, expectCartCount, expectToast, expectTotals, fillCustomer, Gate, IDLER_PULLEY, orderSummary, part, quantityOf, recordLabels, sessionOf, startWithCart, storedFor, totals } from "../support/cart-helpers.ts";

/**
 * The cart's and checkout's failure toasts (docs/product.md: Texts): a failed add, quantity change,
 * removal or order, and an order whose answer is lost, each tried again.
 *
 * Each test has its own browser context, so its own guest session and cart; the server and its
 * database are shared, so database checks look at this test's session only.
 */

test.describe.configure({ mode: "parallel" });

test.describe("cart and checkout", () => {
  test("a failed add to cart shows the Error toast and the button goes back to Add to Cart", async ({ page, request, browserErrors }) => {
    browserErrors.allow(/status of 500 .*\/api\/cart\)$/);
    const kit = await part(request, CONNECTOR_KIT);
    const gate = new Gate();
    await page.route("**/api/cart", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await gate.pass();
      return route.fulfill({ status: 500, json: { message: "Internal error" } });
    });

    await page.goto(`/products/${kit.id}`);
    await expect(page.getByRole("heading", { level: 1, name: kit.name })).toBeVisible();
    await expectCartCount(page, 0);
    const button = page.getByRole("main").getByRole("button", { name: ADD_LABEL });
    const labels = await recordLabels(button);
    await button.click();
    await expect(button).toHaveText("Adding...");
    gate.open();
    await expectToast(page, "Error", "Failed to add item to cart. Please try again.", "destructive");
    await expect(button).toHaveText("Add to Cart");
    expect((await labels()).map((entry) => entry.text)).toEqual(["Add to Cart", "Adding...", "Add to Cart"]);
    await expectCartCount(page, 0);
    expect(await storedFor("cartItems", (await sessionOf(page))!)).toEqual([]);
  });

  test("a failed quantity change or removal shows its Error toast and keeps the line", async ({ page, request, browserErrors }) => {
    browserErrors.allow(/status of 500 .*\/api\/cart\/[^/]+\)$/);
    const pulley = await part(request, IDLER_PULLEY);
    const sessionId = await startWithCart(page, [[pulley, 1]]);
    await page.route("**/api/cart/*", (route) =>
      route.request().method() === "GET" ? route.continue() : route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );

    await page.goto("/cart");
    await expect(quantityOf(page, pulley)).toHaveValue("1");
    await page.getByRole("button", { name: `Increase quantity of ${pulley.name}` }).click();
    await expectToast(page, "Error", "Failed to update cart item", "destructive");
    await expect(quantityOf(page, pulley)).toHaveValue("1");
    await expect(page.getByRole("button", { name: `Increase quantity of ${pulley.name}` })).toBeEnabled();

    await page.getByRole("button", { name: `Remove ${pulley.name}` }).click();
    await expectToast(page, "Error", "Failed to remove item from cart", "destructive");
    await expect(cartRow(page, pulley)).toBeVisible();
    await expectCartCount(page, 1);
    await expectTotals(page, [[pulley, 1]]);
    expect(await storedFor("cartItems", sessionId)).toEqual([expect.objectContaining({ productId: pulley.id, quantity: 1 })]);
  });

  test("a failed order shows 'Order failed', keeps the cart and the form; trying again places one order", async ({
    page,
    request,
    browserErrors,
  }) => {
    browserErrors.allow(/status of 500 .*\/api\/orders\)$/);
    const kit = await part(request, CONNECTOR_KIT);
    const sessionId = await startWithCart(page, [[kit, 3]]);
    const seen = apiRequests(page);
    // Only the first order call fails.
    await page.route("**/api/orders", (route) => route.fulfill({ status: 500, json: { message: "Internal error" } }), { times: 1 });

    await page.goto("/cart");
    await expectTotals(page, [[kit, 3]]);
    await fillCustomer(page, CUSTOMER);
    const summary = orderSummary(page);
    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expectToast(page, "Order failed", "There was an error creating your order. Please try again.", "destructive");
    await expect(summary.getByRole("button", { name: CHECKOUT })).toBeEnabled();
    await expect(page).toHaveURL("/cart");
    await expect(quantityOf(page, kit)).toHaveValue("3");
    await expect(summary.getByRole("textbox", { name: "Email" })).toHaveValue(CUSTOMER.email);
    await expect(summary.getByRole("textbox", { name: "Name" })).toHaveValue(CUSTOMER.name);
    await expect(summary.getByRole("textbox", { name: "Phone" })).toHaveValue(CUSTOMER.phone);
    await expectCartCount(page, 3);
    expect(await storedFor("orders", sessionId)).toEqual([]);

    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expect(page).toHaveURL(/\/\?order=TLH-\d{8}-[0-9A-Z]{5}$/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByRole("status", { name: `Order ${orderNumber} received` })).toBeVisible();
    await expectCartCount(page, 0);

    // The retry is the same attempt (same client order number); one order is stored.
    const posts = calls(seen, "POST", "/api/orders");
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((post) => (post.postDataJSON() as { orderNumber: string }).orderNumber);
    expect(second).toBe(first);
    expect(await storedFor("orders", sessionId)).toEqual([expect.objectContaining({ orderNumber, clientOrderNumber: first, total: decimal(totals([[kit, 3]]).total) })]);
  });

  test("an order whose answer is lost: 'Order failed', the cart stays, and trying again gets the order placed, not a second one", async ({
    page,
    request,
    browserErrors,
    expectAccessible,
  }) => {
    browserErrors.allow(/status of 502 .*\/api\/orders\)$/);
    const pulley = await part(request, IDLER_PULLEY);
    const sessionId = await startWithCart(page, [[pulley, 2]]);
    const seen = apiRequests(page);
    // The first order reaches the server, which places it; its answer never comes back.
    await page.route(
      "**/api/orders",
      async (route) => {
        await route.fetch();
        await route.fulfill({ status: 502, body: "Bad Gateway" });
      },
      { times: 1 },
    );

    await page.goto("/cart");
    await fillCustomer(page, CUSTOMER);
    const summary = orderSummary(page);
    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expectToast(page, "Order failed", "There was an error creating your order. Please try again.", "destructive");
    const [placed] = await storedFor("orders", sessionId);
    expect(placed).toBeDefined();
    // The visitor can try again: the lines and the form are still there.
    await expect(quantityOf(page, pulley)).toHaveValue("2");
    await expect(summary.getByRole("button", { name: CHECKOUT })).toBeEnabled();

    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expect(page).toHaveURL(`/?order=${String(placed!.orderNumber)}`);
    await expect(page.getByRole("status", { name: `Order ${String(placed!.orderNumber)} received` })).toBeVisible();
    await expectCartCount(page, 0);
    // The home page with an order confirmation.
    await expectAccessible();
    const posts = calls(seen, "POST", "/api/orders");
    expect(posts).toHaveLength(2);
    expect((posts[1]!.postDataJSON() as { orderNumber: string }).orderNumber).toBe(placed!.clientOrderNumber);
    expect((await posts[1]!.response())?.status()).toBe(200);
    expect(await storedFor("orders", sessionId)).toHaveLength(1);
  });
});
