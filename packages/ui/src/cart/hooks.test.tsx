import { shortageMessage } from "@shop/domain";
import { cartHandlers, getMockData } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAddToCart, useClearCart, useRemoveCartItem, useUpdateCartItem, useCart } from "./hooks.ts";
import { fillCart, partsInStock, renderWithCart } from "../testing/cart-test-utils.tsx";
import { logRequests, requestsTo, shownToasts, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

describe("useCart", () => {
  it("retries a failed cart read exactly once", async () => {
    server.use(...cartHandlers.error(500));
    const log = logRequests();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useCart(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(requestsTo(log, "GET", "/api/cart")).toHaveLength(2);
    expect(result.current.error?.message).toBe('500: {"message":"Simulated error: the server answered 500"}');
  });
});

describe("useAddToCart", () => {
  it("adds a part: the cart shows the line and 'Added to cart' names the part", async () => {
    const [part] = partsInStock(1);
    const log = logRequests();
    const { result } = await renderWithCart(() => useAddToCart());
    expect(result.current.cart.data).toEqual([]);

    await act(() => result.current.hook.mutateAsync({ productId: part!.id }));

    expect(JSON.parse(await requestsTo(log, "POST", "/api/cart")[0]!.body)).toEqual({ productId: part!.id, quantity: 1 });
    await waitFor(() => expect(result.current.cart.data).toHaveLength(1));
    expect(result.current.cart.data?.[0]).toMatchObject({ productId: part!.id, quantity: 1, unitPrice: part!.price });
    expect(shownToasts()[0]).toMatchObject({ title: "Added to cart", description: part!.name });
  });

  it("shows the destructive 'Error' toast when the part cannot be added", async () => {
    const { result } = await renderWithCart(() => useAddToCart());

    await act(() => expect(result.current.hook.mutateAsync({ productId: 999_999 })).rejects.toThrow(/^404: /));

    expect(shownToasts()[0]).toMatchObject({
      title: "Error",
      description: "Failed to add item to cart. Please try again.",
      variant: "destructive",
    });
  });

  it("says in the 'Error' toast that a part is out of stock, or how many there are when asking for more", async () => {
    const outOfStock = getMockData().products.find((p) => p.quantityOnHand === 0 && p.specialOrderDays === undefined)!;
    const few = getMockData().products.find((p) => p.quantityOnHand > 0 && p.quantityOnHand < 5)!;
    const { result } = await renderWithCart(() => useAddToCart());

    await act(() => expect(result.current.hook.mutateAsync({ productId: outOfStock.id })).rejects.toThrow(/^409: /));
    expect(shownToasts()[0]).toMatchObject({
      title: "Error",
      description: `${outOfStock.name} (${outOfStock.partNumber}) is out of stock`,
      variant: "destructive",
    });

    await act(() => expect(result.current.hook.mutateAsync({ productId: few.id, quantity: 5 })).rejects.toThrow(/^409: /));
    expect(shownToasts()[0]).toMatchObject({ title: "Error", description: shortageMessage(few), variant: "destructive" });
  });
});

describe("useUpdateCartItem", () => {
  it("changes a quantity and toasts 'Cart updated'", async () => {
    const [part] = partsInStock(1);
    const [line] = await fillCart([{ productId: part!.id, quantity: 1 }]);
    const { result } = await renderWithCart(() => useUpdateCartItem());

    await act(() => result.current.hook.mutateAsync({ id: line!.id, quantity: 3 }));

    await waitFor(() => expect(result.current.cart.data?.[0]?.quantity).toBe(3));
    expect(shownToasts()[0]).toMatchObject({ title: "Cart updated" });
  });

  it("ignores an update below 1: nothing is sent and nothing is toasted", async () => {
    const [part] = partsInStock(1);
    const [line] = await fillCart([{ productId: part!.id, quantity: 2 }]);
    const { result } = await renderWithCart(() => useUpdateCartItem());
    const log = logRequests();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.hook.mutateAsync({ id: line!.id, quantity: 0 });
    });

    expect(answer).toBeNull();
    expect(log).toHaveLength(0);
    expect(shownToasts()).toHaveLength(0);
    expect(getMockData().cartItems[0]?.quantity).toBe(2);
  });

  it("shows the destructive 'Error' toast when the update fails", async () => {
    const [part] = partsInStock(1);
    const [line] = await fillCart([{ productId: part!.id, quantity: 1 }]);
    const { result } = await renderWithCart(() => useUpdateCartItem());
    server.use(...cartHandlers.error(500));

    await act(() => expect(result.current.hook.mutateAsync({ id: line!.id, quantity: 2 })).rejects.toThrow(/^500: /));

    expect(shownToasts()[0]).toMatchObject({ title: "Error", description: "Failed to update cart item", variant: "destructive" });
  });
});

describe("useUpdateCartItem past what is on hand", () => {
  it("keeps the line and says in the 'Error' toast how many there are", async () => {
    const part = getMockData().products.find((p) => p.quantityOnHand > 0 && p.quantityOnHand < 10)!;
    const [line] = await fillCart([{ productId: part.id, quantity: 1 }]);
    const { result } = await renderWithCart(() => useUpdateCartItem());

    await act(() => expect(result.current.hook.mutateAsync({ id: line!.id, quantity: part.quantityOnHand + 1 })).rejects.toThrow(/^409: /));

    expect(shownToasts()[0]).toMatchObject({ title: "Error", description: shortageMessage(part), variant: "destructive" });
    expect(getMockData().cartItems[0]?.quantity).toBe(1);
  });
});

describe("useRemoveCartItem and useClearCart", () => {
  it("removes a line and toasts 'Item removed'", async () => {
    const [a, b] = partsInStock(2);
    const [first] = await fillCart([
      { productId: a!.id, quantity: 1 },
      { productId: b!.id, quantity: 1 },
    ]);
    const { result } = await renderWithCart(() => useRemoveCartItem());

    await act(() => result.current.hook.mutateAsync(first!.id));

    await waitFor(() => expect(result.current.cart.data?.map((i) => i.productId)).toEqual([b!.id]));
    expect(shownToasts()[0]).toMatchObject({ title: "Item removed" });
  });

  it("shows the destructive 'Error' toast when the line cannot be removed", async () => {
    const { result } = await renderWithCart(() => useRemoveCartItem());

    await act(() => expect(result.current.hook.mutateAsync("no-such-line")).rejects.toThrow(/^404: /));

    expect(shownToasts()[0]).toMatchObject({
      title: "Error",
      description: "Failed to remove item from cart",
      variant: "destructive",
    });
  });

  it("clears the cart and toasts 'Cart cleared'", async () => {
    const [a, b] = partsInStock(2);
    await fillCart([
      { productId: a!.id, quantity: 1 },
      { productId: b!.id, quantity: 2 },
    ]);
    const { result } = await renderWithCart(() => useClearCart());
    expect(result.current.cart.data).toHaveLength(2);

    await act(() => result.current.hook.mutateAsync());

    await waitFor(() => expect(result.current.cart.data).toEqual([]));
    expect(shownToasts()[0]).toMatchObject({ title: "Cart cleared" });
  });
});
