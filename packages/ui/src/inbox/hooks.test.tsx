import { getMockData, productHandlers } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../client/client.ts";
import { useModelLookup } from "../catalogue/index.ts";
import { useSendContact, useSubscribe } from "./hooks.ts";
import { apiQueries } from "../client/queries.ts";
import { logRequests, shownToasts, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

function renderLookup() {
  const { wrapper, queryClient } = withQueryClient();
  const { result } = renderHook(() => useModelLookup(), { wrapper });
  return { result, queryClient };
}

describe("useModelLookup", () => {
  it("asks for a model number and sends nothing when the input is blank", async () => {
    const log = logRequests();
    const { result } = renderLookup();

    let found: unknown;
    await act(async () => {
      found = await result.current.mutateAsync("   ");
    });

    expect(found).toBeNull();
    expect(log).toHaveLength(0);
    expect(shownToasts()[0]).toMatchObject({
      title: "Enter model number",
      description: "Please enter a model number to search for compatible parts.",
    });
  });

  it("toasts 'Parts found!' and resolves with the parts for a model in the catalogue", async () => {
    const product = getMockData().products[0]!;
    const model = product.compatibility[0]!;
    const log = logRequests();
    const { result, queryClient } = renderLookup();

    let found: Awaited<ReturnType<typeof result.current.mutateAsync>> = null;
    await act(async () => {
      found = await result.current.mutateAsync(`  ${model}  `);
    });

    expect(log.map((r) => r.url.pathname)).toEqual([`/api/products/search-by-model/${model}`]);
    expect(found!.map((p) => p.id)).toContain(product.id);
    expect(shownToasts()[0]).toMatchObject({
      title: "Parts found!",
      description: `Found ${found!.length} compatible ${found!.length === 1 ? "part" : "parts"} for model ${model}.`,
    });
    // The results page reads the same cache entry, so it shows them without asking again.
    expect(queryClient.getQueryData(apiQueries.modelSearch(model).queryKey)).toBe(found);
  });

  it("toasts 'No parts found' for a model nothing fits", async () => {
    const { result } = renderLookup();

    let found: unknown;
    await act(async () => {
      found = await result.current.mutateAsync("ZZZ000000");
    });

    expect(found).toEqual([]);
    expect(shownToasts()[0]).toMatchObject({
      title: "No parts found",
      description: "No compatible parts found for model ZZZ000000. Try a different model number or browse our catalog.",
    });
  });

  it("toasts the destructive 'Search failed' when the search fails", async () => {
    server.use(...productHandlers.error(500));
    const { result } = renderLookup();

    await act(() => expect(result.current.mutateAsync("WRF555SDFZ")).rejects.toThrow(/^500: /));

    expect(shownToasts()[0]).toMatchObject({
      title: "Search failed",
      description: "Unable to search for parts. Please try again or contact support.",
      variant: "destructive",
    });
  });
});

describe("useSubscribe", () => {
  it("signs the address up, pending its confirmation, and asks the visitor to check their inbox", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSubscribe(), { wrapper });

    await act(() => result.current.mutateAsync({ email: "Pat@Example.com" }));

    expect(getMockData().newsletterSignups.map((s) => [s.email, s.confirmationSentAt !== undefined])).toEqual([["pat@example.com", true]]);
    expect(shownToasts()[0]).toMatchObject({
      title: "Check your inbox",
      description: "To confirm your sign-up, open the link we sent to pat@example.com. Already on our list? Then nothing more is needed.",
      variant: "success",
    });
  });

  it("says the same to an address already on the list", async () => {
    getMockData().newsletterSignups = [{ id: "s1", email: "pat@example.com", createdAt: "2026-11-01T00:00:00.000Z" }];
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSubscribe(), { wrapper });

    await act(() => result.current.mutateAsync({ email: "pat@example.com" }));

    expect(shownToasts()[0]).toMatchObject({ title: "Check your inbox" });
  });

  it("shows the server's reason in a destructive toast when the address is refused", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSubscribe(), { wrapper });

    await act(() => expect(result.current.mutateAsync({ email: "not-an-email" })).rejects.toThrow(/^400: /));

    expect(shownToasts()[0]).toMatchObject({
      title: "Subscription failed",
      description: "email must be a valid email address",
      variant: "destructive",
    });
  });
});

describe("useSendContact", () => {
  it("sends the message and thanks the visitor", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSendContact(), { wrapper });

    await act(() => result.current.mutateAsync({ name: "Pat", email: "pat@example.com", message: "Do you stock WPW10321304?" }));

    expect(getMockData().contactMessages).toHaveLength(1);
    expect(shownToasts()[0]).toMatchObject({ title: "Message sent" });
  });

  it("names the refused field so the form can mark it", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSendContact(), { wrapper });

    let error: unknown;
    await act(async () => {
      error = await result.current.mutateAsync({ name: "Pat", email: "pat@example.com", message: "  " }).catch((e: unknown) => e);
    });

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe("message");
    expect(shownToasts()[0]).toMatchObject({ title: "Message not sent", description: "message is required", variant: "destructive" });
  });
});
