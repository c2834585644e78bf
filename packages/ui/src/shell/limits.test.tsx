import { server } from "@shop/mocks/node";
import { act, renderHook } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useAddToCart } from "../cart/index.ts";
import { useSendContact, useSubscribe } from "../inbox/index.ts";
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
});
