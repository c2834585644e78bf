import { describe, expect, it } from "vitest";
import { getPart } from "../catalogue/index.ts";
import { makeShop, store } from "../testing/index.ts";
import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, productJsonLd, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapXml, siteUrl } from "./seo.ts";

describe("siteUrl", () => {
  it("joins the store's address and a path, with or without a trailing slash on the address", () => {
    expect(siteUrl(store, "/brands/ge")).toBe("https://parts.test/brands/ge");
    expect(siteUrl({ url: "https://parts.test/" }, "/")).toBe("https://parts.test/");
  });
});

describe("localBusinessJsonLd", () => {
  it("describes the shop from the store record: address, phone, hours, towns and radius", () => {
    const ld = localBusinessJsonLd(store);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld.name).toBe(store.name);
    expect(ld.telephone).toBe(store.phoneE164);
    expect(ld.address).toMatchObject({ streetAddress: store.address.street, addressLocality: store.address.city, postalCode: store.address.postalCode });
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "08:00",
        closes: "18:00",
      },
    ]);
    const area = ld.areaServed as Array<Record<string, unknown>>;
    expect(area).toContainEqual({ "@type": "City", name: `Tallahassee, ${store.address.region}` });
    expect(area.find((place) => place["@type"] === "GeoCircle")?.geoRadius).toBe(Math.round(store.serviceRadiusMiles * 1609.344));
  });

  it("invents no rating, and carries one only when the store record has one", () => {
    expect(localBusinessJsonLd(store)).not.toHaveProperty("aggregateRating");
    const rated = localBusinessJsonLd({ ...store, aggregateRating: { ratingValue: 4.7, reviewCount: 31 } });
    expect(rated.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 31 });
  });
});

describe("page blocks", () => {
  it("numbers breadcrumb steps from 1 with absolute addresses", () => {
    const ld = breadcrumbJsonLd(store, [
      { name: "Home", path: "/" },
      { name: "Brands", path: "/brands" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://parts.test/" },
      { "@type": "ListItem", position: 2, name: "Brands", item: "https://parts.test/brands" },
    ]);
  });

  it("gives a product an offer in dollars with its availability and no rating", () => {
    const shop = makeShop();
    const inStock = shop.products.find((product) => product.quantityOnHand > 0)!;
    const soldOut = shop.products.find((product) => product.quantityOnHand === 0)!;
    const ld = productJsonLd(store, getPart(shop, inStock.id)!);
    expect(ld).toMatchObject({ "@type": "Product", name: inStock.name, sku: inStock.partNumber, url: `https://parts.test/products/${inStock.id}` });
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: inStock.price, priceCurrency: "USD", availability: "https://schema.org/InStock" });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    expect(productJsonLd(store, getPart(shop, soldOut.id)!).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    // A special order can still be ordered: back order, not out of stock.
    shop.products = shop.products.map((p) => (p.id === soldOut.id ? { ...p, specialOrderDays: 5 } : p));
    expect(productJsonLd(store, getPart(shop, soldOut.id)!).offers).toMatchObject({ availability: "https://schema.org/BackOrder" });
  });

  it("describes an article and a page of questions", () => {
    const post = makeShop().posts[0]!;
    expect(blogPostingJsonLd(store, post)).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.publishedAt,
      author: { "@type": "Person", name: post.author },
      mainEntityOfPage: `https://parts.test/blog/${post.slug}`,
    });
    expect(faqPageJsonLd([{ question: "Open Sunday?", answer: "Noon to four." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Open Sunday?", acceptedAnswer: { "@type": "Answer", text: "Noon to four." } },
    ]);
  });
});

describe("sitemap and robots", () => {
  it("lists the pages, every category, brand, published post and product, dated", () => {
    const shop = makeShop();
    const entries = sitemapEntries(shop, ["/", "/about-us"], "2026-11-20", "2026-11-20");
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain("/about-us");
    expect(paths).toContain("/appliance-parts/refrigerator-parts");
    expect(paths).toContain("/hvac-parts/ac-parts");
    expect(paths).toContain("/brands/whirlpool");
    expect(paths).toContain("/blog/find-model-number");
    expect(paths).not.toContain("/blog/draft-capacitors");
    expect(paths.filter((path) => path.startsWith("/products/"))).toHaveLength(shop.products.length);
    expect(entries.find((entry) => entry.path === "/blog/replace-water-filter")?.lastmod).toBe("2026-03-01");
    expect(entries.find((entry) => entry.path === "/brands/whirlpool")?.lastmod).toBe("2026-11-20");
  });

  it("writes absolute, escaped addresses in sitemaps.org XML, and robots.txt points at it", () => {
    const xml = sitemapXml(store, [{ path: "/search?q=a&b", lastmod: "2026-11-20" }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<url><loc>https://parts.test/search?q=a&amp;b</loc><lastmod>2026-11-20</lastmod></url>");
    expect(robotsTxt(store)).toContain("Sitemap: https://parts.test/sitemap.xml");
    expect(robotsTxt(store)).toContain("Disallow: /cart");
  });

  it("lists the parts and models it is given, as the server asks them of its database, like those found in memory", () => {
    const shop = makeShop();
    const { products, ...rest } = shop;
    const partIds = products.filter((part) => !part.hidden).map((part) => part.id);
    const asked = sitemapEntries({ ...rest, partIds, models: ["WRF555SDFZ"] }, ["/"], "2026-11-20", "2026-11-20").map((entry) => entry.path);
    expect(asked.filter((path) => path.startsWith("/products/"))).toEqual(partIds.map((id) => `/products/${id}`));
    expect(asked.filter((path) => path.startsWith("/models/"))).toEqual(["/models/WRF555SDFZ"]);
  });

  it("is one file up to the limit per file, and past it an index of files holding every address once", () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({ path: `/products/${i + 1}`, lastmod: i === 3 ? "2026-11-25" : "2026-11-20" }));
    expect(sitemapFiles(store, entries, 7)).toEqual([sitemapXml(store, entries)]);
    const [index, ...files] = sitemapFiles(store, entries, 3);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect([...(index ?? "").matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["https://parts.test/sitemap-1.xml", "2026-11-25"],
      ["https://parts.test/sitemap-2.xml", "2026-11-25"],
      ["https://parts.test/sitemap-3.xml", "2026-11-25"],
    ]);
    expect(files).toEqual([sitemapXml(store, entries.slice(0, 3)), sitemapXml(store, entries.slice(3, 6)), sitemapXml(store, entries.slice(6))]);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });
});
