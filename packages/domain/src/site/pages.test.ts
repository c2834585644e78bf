import { describe, expect, it } from "vitest";
import { parseRecordId } from "../kernel/ids.ts";
import { INDEXED_FIXED_PATHS, isPagePath, matchPage, pagePaths, pageQuery, PAGES, UNINDEXED_PATHS } from "./pages.ts";

describe("matchPage", () => {
  it.each([
    "/",
    "/cart",
    "/saved",
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
    "/BRANDS/ge",
  ])("knows %s as a page", (pathname) => {
    expect(isPagePath(pathname)).toBe(true);
  });

  it.each(["/products", "/about", "/appliance", "/brands/ge/parts", "/appliance-parts/a/b", "/blog/x/y", "/{product}", "/index.html", "/favicon.ico", "/brands/%E0%A4%A"])(
    "knows %s is not a page",
    (pathname) => {
      expect(isPagePath(pathname)).toBe(false);
    },
  );

  it("names the page, its side of the shop and its decoded parameters", () => {
    expect(matchPage("/hvac-parts/thermostats")).toMatchObject({ page: { kind: "category", type: "hvac" }, params: { slug: "thermostats" } });
    expect(matchPage("/appliance-parts")).toMatchObject({ page: { kind: "type", type: "appliance" }, params: {} });
    expect(matchPage("/contact")).toMatchObject({ page: { kind: "info", slug: "contact" } });
    expect(matchPage("/blog/a%20b")?.params).toEqual({ slug: "a b" });
  });

  it("has one row per pattern and a unique id per row", () => {
    expect(new Set(PAGES.map((page) => page.pattern)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
  });
});

describe("pagePaths", () => {
  it("builds every kind of page's address, each of which matches its own row", () => {
    const built: Array<[string, string]> = [
      [pagePaths.home(), "home"],
      [pagePaths.cart(), "cart"],
      [pagePaths.saved(), "saved"],
      [pagePaths.search(" water filter "), "search"],
      [pagePaths.info("warranty"), "info"],
      [pagePaths.local("havana-fl-hvac-repair"), "local"],
      [pagePaths.type("hvac"), "type"],
      [pagePaths.category({ type: "appliance", slug: "refrigerator-parts" }), "category"],
      [pagePaths.brands(), "brands"],
      [pagePaths.brand("ge"), "brand"],
      [pagePaths.blog(), "blog"],
      [pagePaths.article("furnace-flame-sensor"), "article"],
      [pagePaths.product(42), "product"],
      [pagePaths.orderLookup(), "order-lookup"],
      [pagePaths.order({ orderNumber: "TLH-20261123-ABCDE", key: "k" }), "order"],
      [pagePaths.unsubscribe({ email: "a@b.co", key: "k" }), "unsubscribe"],
      [pagePaths.newsletterConfirm({ email: "a@b.co", key: "k" }), "newsletter-confirm"],
    ];
    for (const [path, kind] of built) expect(matchPage(path.split("?")[0] ?? "")?.page.kind).toBe(kind);
  });

  it("writes queries the pages read", () => {
    expect(pagePaths.newsletterConfirm({ email: "a+b@c.co", key: "k_1" })).toBe("/newsletter/confirm?email=a%2Bb%40c.co&key=k_1");
    expect(pagePaths.search(" water filter ")).toBe("/search?q=water+filter");
    expect(pagePaths.home({ orderNumber: "TLH-20261123-00001" })).toBe("/?order=TLH-20261123-00001");
    expect(pagePaths.type("appliance", " WRF555SDFZ ")).toBe("/appliance-parts?search=WRF555SDFZ");
    expect(pagePaths.info("contact", { subject: "Request a quote" })).toBe("/contact?subject=Request+a+quote");
    expect(pagePaths.info("contact", { message: "sent" })).toBe("/contact?message=sent");
    expect(pagePaths.category({ type: "hvac", slug: "thermostats" })).toBe("/hvac-parts/thermostats");
    expect(pagePaths.blog({ search: " heat pump " })).toBe("/blog?search=heat+pump");
    expect(pagePaths.blog({ search: "" })).toBe("/blog");
    expect(pagePaths.order({ orderNumber: "TLH-20261123-ABCDE", key: "a+b/c" })).toBe("/orders/TLH-20261123-ABCDE?key=a%2Bb%2Fc");
  });
});

describe("pageQuery", () => {
  const queryOf = (url: string) => {
    const parsed = new URL(url, "http://x");
    const match = matchPage(parsed.pathname);
    if (!match) throw new Error(`${url} is no page`);
    return pageQuery(match.page, parsed.searchParams);
  };

  it("keeps the parameters the page reads, first value each, sorted by name, and drops the rest", () => {
    expect(queryOf("/appliance-parts/refrigerator-parts?utm_source=x&sort=price-asc&page=2&brand=ge&page=9&inStock=true")).toBe(
      "brand=ge&inStock=true&page=2&sort=price-asc",
    );
    expect(queryOf("/search?q=water+filter&search=ignored&category=filters")).toBe("category=filters&q=water+filter");
    expect(queryOf("/blog?page=2&search=furnace&brand=x")).toBe("page=2&search=furnace");
    expect(queryOf("/brands?type=hvac&search=car")).toBe("search=car&type=hvac");
    expect(queryOf("/hvac-parts?search=ABC123&page=3")).toBe("search=ABC123");
    expect(queryOf("/?order=TLH-20261123-7QK4M&gclid=1")).toBe("order=TLH-20261123-7QK4M");
  });

  it("keeps nothing of a page that reads no parameter", () => {
    for (const url of ["/products/1?x=1", "/blog/some-guide?page=2", "/about-us?subject=hi", "/models/WRF555SDFZ?search=x"]) expect(queryOf(url)).toBe("");
  });

  it("reads the contact page's subject and thank-you, of the information pages only there", () => {
    expect(queryOf("/contact?message=sent&subject=Returns&x=1")).toBe("message=sent&subject=Returns");
  });
});

describe("indexing", () => {
  it("lists the fixed pages search engines may index, and not the cart or search results", () => {
    expect(INDEXED_FIXED_PATHS).toContain("/");
    expect(INDEXED_FIXED_PATHS).toContain("/tallahassee-appliance-parts");
    expect(INDEXED_FIXED_PATHS).toContain("/brands");
    expect(INDEXED_FIXED_PATHS).not.toContain("/cart");
    expect(INDEXED_FIXED_PATHS).not.toContain("/search");
    expect(INDEXED_FIXED_PATHS).not.toContain("/saved");
    expect(INDEXED_FIXED_PATHS.some((path) => path.includes(":"))).toBe(false);
    expect(UNINDEXED_PATHS).toEqual(["/cart", "/saved", "/quick-order", "/search", "/orders", "/newsletter/unsubscribe", "/newsletter/confirm"]);
  });
});

describe("parseRecordId", () => {
  it.each([
    ["42", 42],
    ["007", 7],
    ["999999999", 999999999],
  ])("reads %s as part %i", (text, id) => {
    expect(parseRecordId(text)).toBe(id);
  });

  it.each(["", "0", "abc", "1.5", "-3", "1e3", "1234567890", undefined])("reads %s as no part", (text) => {
    expect(parseRecordId(text)).toBeUndefined();
  });
});
