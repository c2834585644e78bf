import { listedModels, photoUrl, type PartView } from "../catalogue/index.ts";
import { type Guide, isGuideLive } from "../guides/index.ts";
import type { ShopInfo } from "../shop-info/index.ts";
import type { ShopData } from "../shop/index.ts";
import { pagePaths, UNINDEXED_PATHS } from "./pages.ts";
import { symptomKeys } from "../symptoms/index.ts";

/**
 * What search engines read about the shop: schema.org structured data (JSON-LD) built from the one
 * `store` record and the catalogue, and the sitemap. Pure functions: the app renders the JSON-LD
 * into pages, the server answers /sitemap.xml and /robots.txt. No rating is ever invented: the
 * business carries one only when the store record does, and products carry none.
 */

/** One JSON-LD object; `@context` is set on the outermost object only. */
export type JsonLd = { "@context"?: "https://schema.org"; "@type": string } & { [property: string]: unknown };

const METERS_PER_MILE = 1609.344;

/** The page's full address: the store's site address plus the path ("/brands/ge"). */
export function siteUrl(store: Pick<ShopInfo, "url">, path = "/"): string {
  return new URL(path, `${store.url.replace(/\/+$/, "")}/`).href;
}

/** The id every other block uses to point at the shop. */
export const storeId = (store: Pick<ShopInfo, "url">) => `${siteUrl(store)}#store`;

/** The shop as a local business: address, phone, opening hours, the towns and radius it serves. */
export function localBusinessJsonLd(store: ShopInfo): JsonLd {
  const { address, geo } = store;
  return {
    "@context": "https://schema.org",
    "@type": "HardwareStore",
    "@id": storeId(store),
    name: store.name,
    description: store.tagline,
    url: siteUrl(store),
    telephone: store.phoneE164,
    email: store.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: store.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: [
      ...store.serviceTowns.map((town) => ({ "@type": "City", name: `${town}, ${address.region}` })),
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
        geoRadius: Math.round(store.serviceRadiusMiles * METERS_PER_MILE),
      },
    ],
    ...(store.aggregateRating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: store.aggregateRating.ratingValue,
            reviewCount: store.aggregateRating.reviewCount,
          },
        }
      : {}),
  };
}

/** One step of a breadcrumb: its name and path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this one. */
export function breadcrumbJsonLd(store: Pick<ShopInfo, "url">, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: siteUrl(store, crumb.path),
    })),
  };
}

/** JSON-LD's image of a part: every width of its photo, widest first, or its older image; absolute URLs. */
function productImage(store: ShopInfo, product: PartView): { image?: string | string[] } {
  const { photo, image } = product;
  if (photo) return { image: [...photo.widths].reverse().map((w) => siteUrl(store, photoUrl(photo, w))) };
  return image ? { image: siteUrl(store, image) } : {};
}

/** A part with its offer: price in dollars, availability, picked up at the store. */
export function productJsonLd(store: ShopInfo, product: PartView): JsonLd {
  const url = siteUrl(store, pagePaths.product(product.id));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.partNumber,
    mpn: product.partNumber,
    description: product.description,
    url,
    ...productImage(store, product),
    brand: { "@type": "Brand", name: product.brand.name },
    category: product.category.name,
    offers: {
      "@type": "Offer",
      url,
      price: product.price,
      priceCurrency: "USD",
      // A special order can be ordered with none on hand: on back order, not out of stock.
      availability: product.inStock ? "https://schema.org/InStock" : product.specialOrderDays !== undefined ? "https://schema.org/BackOrder" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      availableDeliveryMethod: "https://schema.org/OnSitePickup",
      seller: { "@id": storeId(store) },
    },
  };
}

/** The parts on a page, in order, each by its address (a model page's parts). */
export function partListJsonLd(store: Pick<ShopInfo, "url">, name: string, parts: readonly Pick<PartView, "id" | "name">[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: parts.length,
    itemListElement: parts.map((part, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: part.name,
      url: siteUrl(store, pagePaths.product(part.id)),
    })),
  };
}

/** A repair guide. */
export function blogPostingJsonLd(store: ShopInfo, post: Pick<Guide, "title" | "slug" | "excerpt" | "publishedAt" | "author">): JsonLd {
  const url = siteUrl(store, pagePaths.article(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", "@id": storeId(store), name: store.name, url: siteUrl(store) },
    mainEntityOfPage: url,
    url,
  };
}

/** A page of questions and answers (the local landing pages). */
export function faqPageJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** One address in the sitemap and the day it last changed ("2026-11-23"). */
export interface SitemapEntry {
  path: string;
  lastmod: string;
}

/**
 * What the sitemap lists besides the fixed pages: the categories, brands and guides, and the
 * visible parts' ids and listed model numbers, asked of the catalogue (`visiblePartIds`,
 * `listedModels`), or found in a whole catalogue in memory (the domain's own tests).
 */
export type SitemapData = Pick<ShopData, "categories" | "brands" | "posts"> &
  ({ partIds: readonly number[]; models: readonly string[] } | Pick<ShopData, "products">);

/**
 * Every address worth listing: the given fixed pages, then each category, brand, post live on the
 * shop's day `today` (dated by its publication), product and model number a visible part lists
 * (its page's address in the listed form). `lastmod` dates what has no date of
 * its own: the day the catalogue was last written.
 */
export function sitemapEntries(
  data: SitemapData,
  pages: readonly string[],
  lastmod: string,
  today: string,
): SitemapEntry[] {
  return [
    ...pages.map((path) => ({ path, lastmod })),
    ...data.categories.map((category) => ({ path: pagePaths.category(category), lastmod })),
    ...data.brands.map((brand) => ({ path: pagePaths.brand(brand.slug), lastmod })),
    ...data.posts.filter((post) => isGuideLive(post, today)).map((post) => ({ path: pagePaths.article(post.slug), lastmod: post.publishedAt })),
    ...symptomKeys().map(({ appliance, slug }) => ({ path: pagePaths.symptom(appliance, slug), lastmod })),
    ...("partIds" in data ? data.partIds : data.products.filter((product) => !product.hidden).map((product) => product.id)).map((id) => ({
      path: pagePaths.product(id),
      lastmod,
    })),
    ...("partIds" in data ? data.models : listedModels(data)).map((model) => ({ path: pagePaths.model(model), lastmod })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);

/** sitemap.xml (sitemaps.org 0.9) for the entries, with absolute addresses. */
export function sitemapXml(store: Pick<ShopInfo, "url">, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(siteUrl(store, entry.path))}</loc><lastmod>${entry.lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The address of the sitemap file `n` (from 1) of a shop whose sitemap is an index. */
export const sitemapFilePath = (n: number): string => `/sitemap-${n}.xml`;

/**
 * The sitemap as files: one urlset while the entries fit in one (`perFile`), else at
 * /sitemap.xml an index of the urlsets that hold them, `perFile` each (sitemapFilePath).
 */
export function sitemapFiles(store: Pick<ShopInfo, "url">, entries: readonly SitemapEntry[], perFile = SITEMAP_MAX_URLS): string[] {
  if (entries.length <= perFile) return [sitemapXml(store, entries)];
  const files: string[] = [];
  for (let at = 0; at < entries.length; at += perFile) files.push(sitemapXml(store, entries.slice(at, at + perFile)));
  const lastmod = entries.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), "");
  const listed = files.map((_, i) => `<sitemap><loc>${escapeXml(siteUrl(store, sitemapFilePath(i + 1)))}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.join("\n")}\n</sitemapindex>\n`;
  return [index, ...files];
}

/** robots.txt: everything may be crawled but the unindexed pages (cart, search results) and the API; the sitemap's address. */
export function robotsTxt(store: Pick<ShopInfo, "url">): string {
  const disallow = [...UNINDEXED_PATHS, "/api/"].map((path) => `Disallow: ${path}\n`).join("");
  return `User-agent: *\n${disallow}\nSitemap: ${siteUrl(store, "/sitemap.xml")}\n`;
}
