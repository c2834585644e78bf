import { getMockData } from "@shop/mocks";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./client.ts";
import { useCart } from "../cart/index.ts";
import { clearSessionId, getSessionId, SESSION_STORAGE_KEY } from "./session.ts";
import { logRequests, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

const SESSION_ID = /^[A-Za-z0-9_-]{21}$/;

setupMockApi();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("getSessionId", () => {
  it("creates the guest session id once and keeps it under guest-session-id", () => {
    expect(SESSION_STORAGE_KEY).toBe("guest-session-id");
    expect(localStorage.getItem("guest-session-id")).toBeNull();

    const id = getSessionId();

    expect(id).toMatch(SESSION_ID);
    expect(localStorage.getItem("guest-session-id")).toBe(id);
    expect(getSessionId()).toBe(id);
  });

  it("reuses an id already stored by an earlier visit", () => {
    localStorage.setItem("guest-session-id", "abcdefghij_-KLMNOPQ12");
    expect(getSessionId()).toBe("abcdefghij_-KLMNOPQ12");
  });

  it("replaces a stored value that is not a valid session id", () => {
    localStorage.setItem("guest-session-id", "not a session id");

    const id = getSessionId();

    expect(id).toMatch(SESSION_ID);
    expect(localStorage.getItem("guest-session-id")).toBe(id);
  });

  it("keeps one id in memory when local storage is unavailable", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });

    const id = getSessionId();

    expect(id).toMatch(SESSION_ID);
    expect(getSessionId()).toBe(id);
  });

  it("starts a new guest session after clearSessionId", () => {
    const first = getSessionId();
    clearSessionId();
    expect(localStorage.getItem("guest-session-id")).toBeNull();
    expect(getSessionId()).not.toBe(first);
  });
});

describe("the session-id header", () => {
  it("is sent with the stored id, with credentials, on every call", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const product = getMockData().products.find((p) => p.quantityOnHand > 0);
    if (!product) throw new Error("the seed has no part in stock");

    await apiRequest("GET", "/api/store");
    await apiRequest("POST", "/api/cart", { productId: product.id, quantity: 1 });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const id = localStorage.getItem("guest-session-id");
    expect(id).toMatch(SESSION_ID);
    expect(log.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(["GET /api/store", "POST /api/cart", "GET /api/cart"]);
    for (const request of log) {
      expect(request.headers.get("session-id")).toBe(id);
      expect(request.credentials).toBe("include");
    }
    // The cart read with the same header finds the line the write made.
    expect(result.current.data?.map((item) => item.productId)).toEqual([product.id]);
  });
});
