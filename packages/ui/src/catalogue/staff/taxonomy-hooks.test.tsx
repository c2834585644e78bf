import { CSRF_HEADER } from "@shop/domain";
import { getMockStaffSession } from "@shop/mocks";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBrands, useCategories } from "../hooks.ts";
import { useStaffSession } from "../../staff/index.ts";
import { useSaveStaffTaxonomy, useStaffTaxonomy } from "./taxonomy-hooks.ts";
import { logRequests, setupMockApi, withQueryClient } from "../../testing/test-utils.tsx";

setupMockApi();

describe("the back office's category and brand calls", () => {
  it("send the CSRF token with a rename, keep the new view, and ask the storefront's brand list again", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () => ({ session: useStaffSession(), brands: useBrands(), brand: useStaffTaxonomy("brand", 1), save: useSaveStaffTaxonomy("brand", 1) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.brands.isSuccess && result.current.brand.isSuccess && result.current.session.data).toBeTruthy());

    await act(async () => {
      await result.current.save.mutateAsync({ name: "Whirlpool Corporation" });
    });

    const put = log.find((request) => request.method === "PUT")!;
    expect(put.headers.get(CSRF_HEADER)).toBe(getMockStaffSession()?.csrfToken);
    expect(result.current.brand.data?.record.name).toBe("Whirlpool Corporation");
    expect(result.current.brand.data?.history[0]?.summary).toMatch(/-> Whirlpool Corporation$/);
    await waitFor(() => expect(result.current.brands.data?.map((b) => b.name)).toContain("Whirlpool Corporation"));
  });

  it("add a category the storefront's category list then shows", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => ({ session: useStaffSession(), categories: useCategories(), save: useSaveStaffTaxonomy("category", undefined) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.categories.isSuccess && result.current.session.data).toBeTruthy());

    let made: { record: { slug: string } } | undefined;
    await act(async () => {
      made = await result.current.save.mutateAsync({ name: "Range Hood Parts", slug: "range-hood-parts", type: "appliance" });
    });

    expect(made?.record.slug).toBe("range-hood-parts");
    await waitFor(() => expect(result.current.categories.data?.map((c) => c.slug)).toContain("range-hood-parts"));
  });
});
