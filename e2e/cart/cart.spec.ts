import { expect, test } from "../support/fixtures.ts";
import { ADD_LABEL, addAndFollow, apiRequests, calls, cartLink, cartRow, CONNECTOR_KIT, expectCartCount, expectToast, expectTotals, gateAddToCart, IDLER_PULLEY, orderSummary, part, quantityOf, sessionOf, startWithCart, storedFor } from "../support/cart-helpers.ts";

/**
 * Cart journeys (docs/product.md: Rules, Texts and Calls on the cart): adding parts, editing the
 * cart, and the guest session that keeps a cart across a reload. Checkout is in
 * cart-checkout.spec.ts, the failure toasts in cart-failures.spec.ts.
 *
 * Each test has its own browser context, so its own guest session and cart; the server and its
 * database are shared, so database checks look at this test's session only.
 */

test.describe.configure({ mode: "parallel" });

test.describe("cart and checkout", () => {
  test("adds a part from a category card and from its product page: Adding..., Added! for 2 s, toast, badge in units, one line", async ({
    page,
    request,
  }) => {
    const pulley = await part(request, IDLER_PULLEY);
    const seen = apiRequests(page);
    const gate = await gateAddToCart(page);

    await page.goto(`/${pulley.category.type}-parts/${pulley.category.slug}`);
    await expectCartCount(page, 0);
    const card = page.getByRole("article").filter({ hasText: pulley.partNumber });
    await addAndFollow(page, gate, card.getByRole("button", { name: ADD_LABEL }), pulley, 1);

    // The same part again, from its own page: the line's quantity goes up.
    await card.getByRole("link", { name: pulley.name }).click();
    await expect(page).toHaveURL(`/products/${pulley.id}`);
    await expect(page.getByRole("heading", { level: 1, name: pulley.name })).toBeVisible();
    await addAndFollow(page, gate, page.getByRole("main").getByRole("button", { name: ADD_LABEL }), pulley, 2);

    const posts = calls(seen, "POST", "/api/cart");
    expect(posts.map((post) => post.postDataJSON())).toEqual([
      { productId: pulley.id, quantity: 1 },
      { productId: pulley.id, quantity: 1 },
    ]);
    expect(await Promise.all(posts.map(async (post) => (await post.response())?.status()))).toEqual([201, 200]);

    await cartLink(page).click();
    await expect(page).toHaveURL("/cart");
    await expect(cartRow(page, pulley)).toBeVisible();
    await expect(page.getByRole("main").getByRole("group", { name: /^Quantity of / })).toHaveCount(1);
    await expect(quantityOf(page, pulley)).toHaveValue("2");
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await expectTotals(page, [[pulley, 2]]);

    const sessionId = (await sessionOf(page))!;
    const stored = await storedFor("cartItems", sessionId);
    expect(stored).toEqual([expect.objectContaining({ productId: pulley.id, quantity: 2, unitPrice: pulley.price })]);
  });

  test("edits the cart: plus, minus (never below 1), remove and clear, with their toasts and totals at 6.5% tax", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const pulley = await part(request, IDLER_PULLEY);
    const kit = await part(request, CONNECTOR_KIT);
    const sessionId = await startWithCart(page, [
      [pulley, 1],
      [kit, 1],
    ]);
    const seen = apiRequests(page);

    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(cartRow(page, pulley)).toBeVisible();
    await expect(cartRow(page, kit)).toBeVisible();
    await expect(page.getByText("2 items", { exact: true })).toBeVisible();
    await expectCartCount(page, 2);
    await expectTotals(page, [
      [pulley, 1],
      [kit, 1],
    ]);
    const minus = page.getByRole("button", { name: `Decrease quantity of ${pulley.name}` });
    const plus = page.getByRole("button", { name: `Increase quantity of ${pulley.name}` });
    await expect(minus).toBeDisabled();
    await expect(page.getByRole("button", { name: `Decrease quantity of ${kit.name}` })).toBeDisabled();
    await expect(plus).toBeEnabled();

    await plus.click();
    await expectToast(page, "Cart updated", undefined, "success");
    await expect(quantityOf(page, pulley)).toHaveValue("2");
    await expect(minus).toBeEnabled();
    await expectCartCount(page, 3);
    await expectTotals(page, [
      [pulley, 2],
      [kit, 1],
    ]);

    await minus.click();
    await expectToast(page, "Cart updated", undefined, "success");
    await expect(quantityOf(page, pulley)).toHaveValue("1");
    await expect(minus).toBeDisabled();
    await expectCartCount(page, 2);

    const puts = calls(seen, "PUT", /^\/api\/cart\/[^/]+$/);
    expect(puts.map((put) => put.postDataJSON())).toEqual([{ quantity: 2 }, { quantity: 1 }]);
    const [pulleyLine] = (await storedFor("cartItems", sessionId)).filter((row) => row.productId === pulley.id);
    expect(new URL(puts[0]!.url()).pathname).toBe(`/api/cart/${pulleyLine!.id}`);

    await page.getByRole("button", { name: `Remove ${kit.name}` }).click();
    await expectToast(page, "Item removed", undefined, "success");
    await expect(cartRow(page, kit)).toHaveCount(0);
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await expectCartCount(page, 1);
    await expectTotals(page, [[pulley, 1]]);
    expect(calls(seen, "DELETE", /^\/api\/cart\/[^/]+$/)).toHaveLength(1);

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expectToast(page, "Cart cleared", undefined, "success");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByText("Start shopping to add items to your cart", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Clear Cart" })).toHaveCount(0);
    await expect(orderSummary(page)).toHaveCount(0);
    await expectCartCount(page, 0);
    expect(calls(seen, "DELETE", "/api/cart")).toHaveLength(1);
    expect(await storedFor("cartItems", sessionId)).toEqual([]);
    await expectAccessible();

    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the cart survives a reload in the same guest session; another browser has its own empty cart", async ({ page, request, browser, baseURL }) => {
    const kit = await part(request, CONNECTOR_KIT);
    await page.goto(`/products/${kit.id}`);
    await page.getByRole("main").getByRole("button", { name: ADD_LABEL }).click();
    await expectCartCount(page, 1);
    const sessionId = await sessionOf(page);
    expect(sessionId).toMatch(/^[\w-]{21}$/);

    await cartLink(page).click();
    await expect(cartRow(page, kit)).toBeVisible();
    const cartRead = page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/cart");
    await page.reload();
    expect((await cartRead).headers()["session-id"]).toBe(sessionId);
    await expect(quantityOf(page, kit)).toHaveValue("1");
    await expectCartCount(page, 1);
    expect(await sessionOf(page)).toBe(sessionId);

    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      const otherErrors: string[] = [];
      otherPage.on("pageerror", (error) => otherErrors.push(error.message));
      otherPage.on("console", (message) => {
        if (message.type() === "error") otherErrors.push(message.text());
      });
      await otherPage.goto("/cart");
      await expect(otherPage.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
      await expectCartCount(otherPage, 0);
      const otherSession = await sessionOf(otherPage);
      expect(otherSession).toMatch(/^[\w-]{21}$/);
      expect(otherSession).not.toBe(sessionId);
      expect(otherErrors).toEqual([]);
    } finally {
      await other.close();
    }

    // The first visitor's cart is untouched by the second.
    await page.reload();
    await expect(quantityOf(page, kit)).toHaveValue("1");
  });
});
