import { MAX_SAVED_IDS, queryParts } from "@shop/domain";
import { getMockData } from "@shop/mocks";
import { renderHook, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useMounted, useSavedParts } from "./saved-hooks.ts";
import { logRequests, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

const [first, second, third] = queryParts(getMockData(), { sort: "name", limit: 3, offset: 0 }).products;
const GONE = 999999;

describe("useSavedParts", () => {
  it("answers each saved id in the saved order: its live part, or gone when the shop no longer shows it", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSavedParts([second!.id, GONE, first!.id]), { wrapper });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.entries).toEqual([
      { id: second!.id, state: "part", part: expect.objectContaining({ id: second!.id, price: second!.price }) },
      { id: GONE, state: "gone" },
      { id: first!.id, state: "part", part: expect.objectContaining({ id: first!.id }) },
    ]);
  });

  it("keeps the answer on screen when a part is removed, and one saved elsewhere waits as pending", async () => {
    const { wrapper } = withQueryClient();
    const { result, rerender } = renderHook(({ ids }) => useSavedParts(ids), { wrapper, initialProps: { ids: [first!.id, second!.id] } });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    rerender({ ids: [second!.id, third!.id] });
    expect(result.current.entries.map((entry) => entry.state)).toEqual(["part", "pending"]);
    await waitFor(() => expect(result.current.entries.map((entry) => entry.state)).toEqual(["part", "part"]));
  });

  it("asks nothing for an empty list, and at most the first hundred ids", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const empty = renderHook(() => useSavedParts([]), { wrapper });
    expect(empty.result.current.entries).toEqual([]);
    const many = Array.from({ length: MAX_SAVED_IDS + 5 }, (_, index) => index + 1);
    const { result } = renderHook(() => useSavedParts(many), { wrapper });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.entries).toHaveLength(MAX_SAVED_IDS);
    expect(log.map((request) => request.url.searchParams.get("ids")?.split(",").length)).toEqual([MAX_SAVED_IDS]);
  });
});

describe("useMounted", () => {
  it("is false in the server's render and true once mounted in the browser", () => {
    function Probe() {
      return <span>{useMounted() ? "mounted" : "server"}</span>;
    }
    expect(renderToString(<Probe />)).toContain("server");
    expect(renderHook(() => useMounted()).result.current).toBe(true);
  });
});
