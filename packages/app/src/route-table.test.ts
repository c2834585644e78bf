import { describe, expect, it } from "vitest";
import { INDEXED_PAGE_PATHS, isStorefrontPath, PAGE_ROUTES, partTypeOfPath } from "./route-table.ts";

describe("isStorefrontPath", () => {
  it.each([
    "/",
    "/cart",
    "/search",
    "/about-us",
    "/contact",
    "/warranty",
    "/returns",
    "/shipping",
    "/tallahassee-appliance-parts",
    "/leon-county-hvac-parts",
    "/quincy-fl-appliance-repair",
    "/havana-fl-hvac-repair",
    "/appliance-parts",
    "/hvac-parts",
    "/appliance-parts/refrigerator-parts",
    "/hvac-parts/thermostats",
    "/brands",
    "/brands/ge",
    "/blog",
    "/blog/furnace-flame-sensor",
    "/products/42",
    "/brands/ge/",
  ])("knows %s as a page", (pathname) => {
    expect(isStorefrontPath(pathname)).toBe(true);
  });

  it.each(["/products", "/about", "/appliance", "/brands/ge/parts", "/appliance-parts/a/b", "/blog/x/y", "/{product}", "/index.html", "/favicon.ico"])(
    "knows %s is not a page",
    (pathname) => {
      expect(isStorefrontPath(pathname)).toBe(false);
    },
  );

  it("has one row per path, each with a route file", () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of PAGE_ROUTES) expect(route.file).toMatch(/^routes\/[a-z-]+\.tsx$/);
  });
});

describe("INDEXED_PAGE_PATHS", () => {
  it("lists the fixed pages but the cart and search, and no patterns", () => {
    expect(INDEXED_PAGE_PATHS).toContain("/");
    expect(INDEXED_PAGE_PATHS).toContain("/tallahassee-appliance-parts");
    expect(INDEXED_PAGE_PATHS).toContain("/brands");
    expect(INDEXED_PAGE_PATHS).not.toContain("/cart");
    expect(INDEXED_PAGE_PATHS).not.toContain("/search");
    expect(INDEXED_PAGE_PATHS.some((path) => path.includes(":"))).toBe(false);
  });
});

describe("partTypeOfPath", () => {
  it("tells the HVAC side from the appliance side by the path's first segment", () => {
    expect(partTypeOfPath("/hvac-parts")).toBe("hvac");
    expect(partTypeOfPath("/hvac-parts/thermostats")).toBe("hvac");
    expect(partTypeOfPath("/appliance-parts")).toBe("appliance");
    expect(partTypeOfPath("/appliance-parts/refrigerator-parts")).toBe("appliance");
  });
});
