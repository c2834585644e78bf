import { PAGES, STAFF_PAGES } from "@shop/domain";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_ROUTES, partTypeOfPath, ROUTE_FILES, STAFF_LAYOUT_FILE, STAFF_ROUTE_FILES, STAFF_ROUTES } from "./route-table.ts";

describe("the app's routes", () => {
  it("render every row of the page table with a route module that exists", () => {
    expect(APP_ROUTES.map((route) => route.path)).toEqual(PAGES.map((page) => page.pattern));
    for (const file of Object.values(ROUTE_FILES)) expect(existsSync(new URL(file, import.meta.url))).toBe(true);
  });

  it("render every back-office page, inside the back office's own frame, with a route module that exists", () => {
    expect(STAFF_ROUTES.map((route) => route.path)).toEqual(STAFF_PAGES.map((page) => page.pattern));
    for (const file of [STAFF_LAYOUT_FILE, ...Object.values(STAFF_ROUTE_FILES)]) expect(existsSync(new URL(file, import.meta.url))).toBe(true);
  });

  it("know the side of the shop of a type landing or category path", () => {
    expect(partTypeOfPath("/hvac-parts")).toBe("hvac");
    expect(partTypeOfPath("/hvac-parts/thermostats")).toBe("hvac");
    expect(partTypeOfPath("/appliance-parts")).toBe("appliance");
    expect(partTypeOfPath("/appliance-parts/refrigerator-parts")).toBe("appliance");
  });
});
