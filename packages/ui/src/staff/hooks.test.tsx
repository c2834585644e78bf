import { CSRF_HEADER } from "@shop/domain";
import { getMockStaffSession, setMockStaffSession } from "@shop/mocks";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { seedStaffOrders, storyOrder } from "../testing/story-orders.ts";
import { useStaffOrderStatus, useStaffOrders } from "../orders/index.ts";
import { useStaffSession, useStaffSignOut } from "./hooks.ts";
import { logRequests, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

describe("the back office's calls", () => {
  it("read a 401 on the session as signed out, not as an error", async () => {
    setMockStaffSession(null);
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useStaffSession(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it("send the session's CSRF token with a status change, and keep the order's new view", async () => {
    seedStaffOrders();
    const order = storyOrder("received");
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => ({ session: useStaffSession(), status: useStaffOrderStatus(order.orderNumber) }), { wrapper });
    await waitFor(() => expect(result.current.session.data).not.toBeUndefined());

    let moved: unknown;
    await act(async () => {
      moved = await result.current.status.mutateAsync({ status: "ready" });
    });

    expect(moved).toMatchObject({ orderNumber: order.orderNumber, status: "ready" });
    const post = log.find((request) => request.method === "POST")!;
    expect(post.headers.get(CSRF_HEADER)).toBe(getMockStaffSession()?.csrfToken);
    expect(post.credentials).toBe("include");
  });

  it("mark the staff signed out when a staff read answers 401", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => ({ session: useStaffSession(), orders: useStaffOrders({}) }), { wrapper });
    await waitFor(() => expect(result.current.orders.isSuccess).toBe(true));
    expect(result.current.session.data).not.toBeNull();

    setMockStaffSession(null);
    await act(async () => {
      await result.current.orders.refetch();
    });

    await waitFor(() => expect(result.current.session.data).toBeNull());
  });

  it("forget the session on sign-out", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => ({ session: useStaffSession(), signOut: useStaffSignOut() }), { wrapper });
    await waitFor(() => expect(result.current.session.data).toBeTruthy());
    await act(async () => {
      await result.current.signOut.mutateAsync();
    });
    await waitFor(() => expect(result.current.session.data).toBeNull());
    expect(getMockStaffSession()).toBeNull();
  });
});
