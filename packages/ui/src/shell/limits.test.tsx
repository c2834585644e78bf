import { getMockData } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { act, renderHook } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useAddToCart } from "../cart/index.ts";
import { useSendContact, useSubscribe } from "../inbox/index.ts";
import { useCreateOrder } from "../orders/index.ts";
import { fillCart, partsInStock, renderWithCart } from "../testing/cart-test-utils.tsx";
import { shownToasts, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

const tooMany = (path: string, what: string, minutes: number) =>
  http.post(`*/api${path}`, () =>
    HttpResponse.json({ message: `Too many ${what} from this address: try again in ${minutes} minutes` }, { status: 429, headers: { "Retry-After": String(minutes * 60) } }),
  );

describe("a write refused by the shop's limits", () => {
  it("tells a visitor who sent too many messages to wait, for how long, or to call", async () => {
    server.use(tooMany("/contact", "contact messages", 42));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSendContact(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ name: "Ann", email: "ann@example.com", message: "Hello" }).catch(() => undefined);
    });
    expect(shownToasts()[0]).toMatchObject({
      title: "Please wait a little",
      description: "You have sent a lot in a short time. Please try again in 42 minutes, or call the shop.",
      variant: "destructive",
    });
  });

  it("says the same for cart changes and sign-ups, not 'please try again' at once", async () => {
    server.use(tooMany("/cart", "cart changes", 1), tooMany("/newsletter", "newsletter requests", 7));
    const { wrapper } = withQueryClient();
    const cart = renderHook(() => useAddToCart(), { wrapper });
    const subscribe = renderHook(() => useSubscribe(), { wrapper });
    await act(async () => {
      await cart.result.current.mutateAsync({ productId: 1 }).catch(() => undefined);
    });
    expect(shownToasts()[0]?.description).toBe("You have sent a lot in a short time. Please try again in 1 minute, or call the shop.");
    await act(async () => {
      await subscribe.result.current.mutateAsync({ email: "ann@example.com" }).catch(() => undefined);
    });
    expect(shownToasts()[0]?.description).toBe("You have sent a lot in a short time. Please try again in 7 minutes, or call the shop.");
  });

  it("shows the shop's own words when its storage is full", async () => {
    const message = "The shop cannot take new messages right now: its storage is full. Please call the shop.";
    server.use(http.post("*/api/contact", () => HttpResponse.json({ message }, { status: 507 })));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSendContact(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ name: "Ann", email: "ann@example.com", message: "Hello" }).catch(() => undefined);
    });
    expect(shownToasts()[0]).toMatchObject({ title: "Not saved", description: message, variant: "destructive" });
  });

  it("shows the shop's own words, with its phone, when a cart line would pass the quantity per line", async () => {
    const part = getMockData().products.find((p) => p.quantityOnHand > 11)!;
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ productId: part.id, quantity: 11 }).catch(() => undefined);
    });
    expect(shownToasts()[0]).toMatchObject({
      title: "Please call the shop",
      description: `${part.name} (${part.partNumber}): at most 10 of one part can be ordered online; call the shop at ${getMockData().store.phone} for more`,
      variant: "destructive",
    });
  });

  it("shows them when an order would take its email's open orders past their value, not 'Order failed'", async () => {
    const { store } = getMockData();
    getMockData().store = { ...store, guestOrderLimits: { quantityPerLine: 10, linesPerOrder: 15, openValuePerEmail: "1.00", openValuePerAddress: "1500.00" } };
    const [part] = partsInStock(1);
    await fillCart([{ productId: part!.id, quantity: 1 }]);
    const { result } = await renderWithCart(() => useCreateOrder());
    await act(async () => {
      await result.current.hook
        .mutateAsync({ customer: { email: "pat@example.com", name: "Pat", phone: "(850) 555-0100" }, items: result.current.cart.data! })
        .catch(() => undefined);
    });
    expect(shownToasts()[0]).toMatchObject({
      title: "Please call the shop",
      description: `Online orders not yet picked up may come to at most $1.00 for one email, this one included; call the shop at ${store.phone} for a larger order`,
    });
    expect(getMockData().orders).toEqual([]);
  });
});
