import { describe, expect, it } from "vitest";
import { isPagePath } from "./pages.ts";
import { isStaffPath, matchStaffPage, readStaffInboxParams, staffPaths } from "./staff-pages.ts";

describe("the back office's pages", () => {
  it("are matched by path, trailing slash or not, and are none of the storefront's pages", () => {
    expect(matchStaffPage("/staff")?.id).toBe("staff-sign-in");
    expect(matchStaffPage("/staff/orders/")?.id).toBe("staff-orders");
    expect(matchStaffPage("/staff/orders/TLH-20261123-K7M2Q")?.id).toBe("staff-order");
    expect(matchStaffPage(staffPaths.store())?.id).toBe("staff-store");
    expect(isStaffPath("/staff/nothing-here")).toBe(false);
    expect(isStaffPath("/staffing")).toBe(false);
    for (const path of ["/staff", "/staff/orders", "/staff/orders/TLH-20261123-K7M2Q"]) expect(isPagePath(path)).toBe(false);
  });

  it("keep the inbox's filters in its URL and read them back, leaving out page 1 and anything malformed", () => {
    const params = { status: "ready", day: "2026-11-23", q: "pat lee", page: 2 } as const;
    const url = new URL(staffPaths.orders(params), "http://localhost");
    expect(url.pathname + url.search).toBe("/staff/orders?status=ready&day=2026-11-23&q=pat+lee&page=2");
    expect(readStaffInboxParams(url.searchParams)).toEqual(params);
    expect(staffPaths.orders({ page: 1, q: "  " })).toBe("/staff/orders");
    expect(readStaffInboxParams(new URLSearchParams("status=lost&day=yesterday&page=-1&q="))).toEqual({});
  });
});
