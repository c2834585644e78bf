import { computeTotals, formatUSD, ORDER_NUMBER_PATTERN, toCents, type CartItem } from "@shop/domain";
import { getMockData, mockChanges, orderHandlers } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderConflict, useCreateOrder } from "./place-order.ts";
import { apiRequest } from "../client/client.ts";
import { apiQueries } from "../client/queries.ts";
import { useStoreInfo } from "../shell/store-info.ts";
import { fillCart, partsInStock, renderWithCart } from "../testing/cart-test-utils.tsx";
import { logRequests, requestsTo, shownToasts, setupMockApi } from "../testing/test-utils.tsx";

setupMockApi();

const customer = { email: "pat@example.com", name: "Pat Doe", phone: "(850) 555-0100" };

describe("useCreateOrder", () => {
  it("posts totals the server accepts (201), then the cart is empty and the order toast names the number", async () => {
    const [a, b] = partsInStock(2);
    await fillCart([
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    const statuses: number[] = [];
    server.events.on("response:mocked", ({ request, response }) => {
      if (new URL(request.url).pathname === "/api/orders") statuses.push(response.status);
    });
    const log = logRequests();
    const { result } = await renderWithCart(() => useCreateOrder());
    const items = result.current.cart.data!;

    let receipt: Awaited<ReturnType<typeof result.current.hook.mutateAsync>> = null;
    await act(async () => {
      receipt = await result.current.hook.mutateAsync({ customer, items });
    });

    expect(statuses).toEqual([201]);
    const sent = JSON.parse(await requestsTo(log, "POST", "/api/orders")[0]!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ ...customer, subtotal: receipt!.subtotal, tax: receipt!.tax, total: receipt!.total });
    expect(sent.items).toEqual([
      `2 x ${a!.name} (${a!.partNumber}) - ${formatUSD(toCents(a!.price) * 2)}`,
      `1 x ${b!.name} (${b!.partNumber}) - ${formatUSD(b!.price)}`,
    ]);
    expect(sent.orderNumber).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(receipt!.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    await waitFor(() => expect(result.current.cart.data).toEqual([]));
    expect(await apiRequest("GET", "/api/cart")).toEqual([]);
    expect(shownToasts()[0]).toMatchObject({
      title: "Order created successfully!",
      description: `Order #${receipt!.orderNumber} has been created. We'll email you when it is ready for pickup.`,
    });
  });

  it("places one order when checkout is clicked twice", async () => {
    const [part] = partsInStock(1);
    await fillCart([{ productId: part!.id, quantity: 1 }]);
    const log = logRequests();
    const { result } = await renderWithCart(() => useCreateOrder());
    const items = result.current.cart.data!;

    const receipts = await act(() =>
      Promise.all([result.current.hook.mutateAsync({ customer, items }), result.current.hook.mutateAsync({ customer, items })]),
    );

    const posted = await Promise.all(requestsTo(log, "POST", "/api/orders").map(async (r) => JSON.parse(await r.body)));
    expect(posted).toHaveLength(2);
    expect(posted[1].orderNumber).toBe(posted[0].orderNumber);
    expect(getMockData().orders).toHaveLength(1);
    expect(receipts[1]?.orderNumber).toBe(receipts[0]?.orderNumber);
  });

  it("sends nothing without email, name and phone, and asks for them", async () => {
    const [part] = partsInStock(1);
    await fillCart([{ productId: part!.id, quantity: 1 }]);
    const log = logRequests();
    const { result } = await renderWithCart(() => useCreateOrder());

    await act(() => result.current.hook.mutateAsync({ customer: { ...customer, phone: "  " }, items: result.current.cart.data! }));

    expect(requestsTo(log, "POST", "/api/orders")).toHaveLength(0);
    expect(shownToasts()[0]).toMatchObject({
      title: "Customer information required",
      description: "Please fill in your email, name, and phone number to proceed.",
    });
  });

  it("does nothing for an empty cart", async () => {
    const { result } = await renderWithCart(() => useCreateOrder());
    const log = logRequests();

    await act(() => result.current.hook.mutateAsync({ customer, items: [] }));

    expect(log).toHaveLength(0);
    expect(shownToasts()).toHaveLength(0);
  });

  it("shows the destructive 'Order failed' toast when the order is refused, and keeps the cart", async () => {
    const [part] = partsInStock(1);
    await fillCart([{ productId: part!.id, quantity: 1 }]);
    server.use(...orderHandlers.error(500));
    const { result } = await renderWithCart(() => useCreateOrder());

    await act(() => expect(result.current.hook.mutateAsync({ customer, items: result.current.cart.data! })).rejects.toThrow(/^500: /));

    expect(shownToasts()[0]).toMatchObject({
      title: "Order failed",
      description: "There was an error creating your order. Please try again.",
      variant: "destructive",
    });
    expect(result.current.cart.data).toHaveLength(1);
  });

  describe("when the shop changed while the cart was open", () => {
    /** The cart, the store record and the order hook on one QueryClient, all loaded. */
    async function renderCheckout() {
      const view = await renderWithCart(() => ({ order: useCreateOrder(), store: useStoreInfo() }));
      await waitFor(() => expect(view.result.current.hook.store.isSuccess).toBe(true));
      return view;
    }

    it("reads the tax rate and the cart again without 'Order failed', and the next attempt is placed", async () => {
      const [part] = partsInStock(1);
      await fillCart([{ productId: part!.id, quantity: 3 }]);
      server.use(...orderHandlers.changedMidVisit(mockChanges.taxRate("0.075")));
      const { result, queryClient } = await renderCheckout();
      const send = () => {
        const { cart, hook } = result.current;
        return hook.order.mutateAsync({ customer, items: cart.data!, taxRate: hook.store.data!.taxRate });
      };
      expect(result.current.hook.store.data?.taxRate).toBe("0.065");

      let refusal: unknown;
      await act(() => send().catch((error: unknown) => void (refusal = error)));

      expect(orderConflict(refusal)).toBe("totals-changed");
      // Settled only once the figures were read again.
      expect(queryClient.getQueryData(apiQueries.store().queryKey)?.taxRate).toBe("0.075");
      expect(shownToasts()).toEqual([]);
      await waitFor(() => expect(result.current.hook.store.data?.taxRate).toBe("0.075"));

      const receipt = await act(send);
      expect(receipt).toMatchObject({ tax: getMockData().orders[0]!.tax });
      expect(toCents(receipt!.tax)).toBe(computeTotals([{ unitPrice: part!.price, quantity: 3 }], "0.075").tax);
    });

    it("reads the store again for an attempt that leaves the tax rate to the hook", async () => {
      const [part] = partsInStock(1);
      await fillCart([{ productId: part!.id, quantity: 1 }]);
      server.use(...orderHandlers.changedMidVisit(mockChanges.taxRate("0.08")));
      // No screen shows the store record here, so reading it again is the hook's own doing.
      const { result } = await renderWithCart(() => useCreateOrder());
      const send = () => result.current.hook.mutateAsync({ customer, items: result.current.cart.data! });

      await act(() => expect(send()).rejects.toThrow(/^409: /));
      const receipt = await act(send);

      expect(receipt?.orderNumber).toMatch(/^TLH-/);
    });

    it("shows a part that sold out as out of stock in the cart read again", async () => {
      const [part] = partsInStock(1);
      await fillCart([{ productId: part!.id, quantity: 1 }]);
      server.use(...orderHandlers.changedMidVisit(mockChanges.outOfStock(part!.id)));
      const { result, queryClient } = await renderCheckout();

      let refusal: unknown;
      const send = () => result.current.hook.order.mutateAsync({ customer, items: result.current.cart.data! });
      await act(() => send().catch((error: unknown) => void (refusal = error)));

      expect(orderConflict(refusal)).toBe("out-of-stock");
      // Settled only once the cart was read again; the screen follows on the query's next notice
      // (TanStack Query notifies observers on a timer, which act() does not wait for).
      expect(queryClient.getQueryData(apiQueries.cart().queryKey)?.[0]?.product.inStock).toBe(false);
      await waitFor(() => expect(result.current.cart.data?.[0]?.product.inStock).toBe(false));
      expect(shownToasts()).toEqual([]);
    });

    it("still says 'Order failed' for an empty cart, which is no change of figures", async () => {
      const { result } = await renderCheckout();
      // A line the page still shows, cleared from the cart in another tab.
      const product = { id: 1, name: "Part", partNumber: "P1", price: "1.00", inStock: true, quantityOnHand: 5 };
      const stale: CartItem[] = [{ id: "gone", productId: 1, quantity: 1, unitPrice: "1.00", product }];

      await act(() => expect(result.current.hook.order.mutateAsync({ customer, items: stale })).rejects.toThrow(/^409: /));

      expect(shownToasts()[0]).toMatchObject({ title: "Order failed" });
    });
  });
});
