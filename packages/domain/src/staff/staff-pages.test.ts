import { describe, expect, it } from "vitest";
import { isPagePath } from "../site/index.ts";
import { isStaffPath, matchStaffPage, readStaffInboxParams, readStaffPartsParams, staffPaths } from "./staff-pages.ts";

describe("the back office's pages", () => {
  it("are matched by path, trailing slash or not, and are none of the storefront's pages", () => {
    expect(matchStaffPage("/staff")?.id).toBe("staff-sign-in");
    expect(matchStaffPage("/staff/orders/")?.id).toBe("staff-orders");
    expect(matchStaffPage("/staff/orders/TLH-20261123-K7M2Q")?.id).toBe("staff-order");
    expect(matchStaffPage(staffPaths.store())?.id).toBe("staff-store");
    expect(matchStaffPage(staffPaths.catalogue())?.id).toBe("staff-catalogue");
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

  it("keep the parts list's filters in its URL and read them back; a part's form is /staff/parts/{id} or /new", () => {
    const params = { q: "filter", categoryId: 2, brandId: 3, stock: "out", hidden: false, page: 3 } as const;
    const url = new URL(staffPaths.parts(params), "http://localhost");
    expect(url.pathname + url.search).toBe("/staff/parts?q=filter&categoryId=2&brandId=3&stock=out&hidden=false&page=3");
    expect(readStaffPartsParams(url.searchParams)).toEqual(params);
    expect(readStaffPartsParams(new URLSearchParams("stock=maybe&hidden=yes&brandId=x&page=1"))).toEqual({});
    expect(matchStaffPage(staffPaths.parts())?.id).toBe("staff-parts");
    expect(matchStaffPage(staffPaths.part(42))?.id).toBe("staff-part");
    expect(matchStaffPage(staffPaths.newPart())?.id).toBe("staff-part");
    expect(matchStaffPage(staffPaths.categories())?.id).toBe("staff-categories");
    expect(matchStaffPage(staffPaths.category("new"))?.id).toBe("staff-category");
    expect(matchStaffPage(staffPaths.brands())?.id).toBe("staff-brands");
    expect(matchStaffPage(staffPaths.brand(7))?.id).toBe("staff-brand");
  });
});
