import { breadcrumbJsonLd, pagePaths, siteUrl, type Crumb, type JsonLd } from "@shop/domain";
import { statusHead, useStoreInfo, type NotFoundKind, type PageStatus } from "@shop/ui";
import { useLocation } from "react-router";

export type PageHeadProps = {
  /** The page's own title; the store's name is added after it. */
  title: string;
  /** The meta description (also Open Graph's), at most about 160 characters. */
  description?: string;
  /** Pages a search engine should not list: the cart, search results, not-found pages. */
  noindex?: boolean;
  /** The trail to this page after Home (its BreadcrumbList); omit on the home page and unlisted pages. */
  crumbs?: readonly Crumb[];
  /** The page's other structured data: the local business, a product, an article, FAQs. */
  structuredData?: ReadonlyArray<JsonLd | null | undefined>;
  /**
   * For a page built on one record, its status from the same hook its screen renders from
   * (`useProductPage` and the like). "not-found" replaces the head with the `notFound` kind's
   * title, "error" with 'Something went wrong', both unindexed; the rest of these props are then
   * not used. Default "ready".
   */
  status?: PageStatus;
  /** Which not-found screen the page shows when its record does not exist. Default "page". */
  notFound?: NotFoundKind;
  /** The canonical path when the address may be written several ways (a model page); default the address's path. */
  canonicalPath?: string;
};

/** JSON in a script element: `<` escaped, so no text can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * A page's head tags: title, meta description, canonical link and Open Graph tags, which React 19
 * hoists into <head> and swaps as the visitor moves between pages, and its structured data as
 * JSON-LD scripts. The canonical URL is the store's own address (the `store` record's `url`) with
 * the page's path, without filters, sort or paging, so every view of a listing counts as one page.
 * The server renders all of it into every page's HTML. A page that is not there to show (`status`)
 * gets the head its screen's state calls for instead.
 */
export function PageHead({ status = "ready", notFound = "page", ...props }: PageHeadProps) {
  const instead = statusHead(status, notFound);
  return instead ? <HeadTags title={instead.title} noindex={instead.noindex} /> : <HeadTags {...props} />;
}

function HeadTags({ title, description, noindex = false, crumbs, structuredData = [], canonicalPath }: Omit<PageHeadProps, "status" | "notFound">) {
  const store = useStoreInfo().data;
  const { pathname } = useLocation();
  const fullTitle = store ? `${title} | ${store.name}` : title;
  // "/about-us/" renders the About Us page; the address people and links use has no trailing slash.
  const canonical = store ? siteUrl(store, canonicalPath ?? pathname.replace(/(.)\/+$/, "$1")) : undefined;
  const blocks = [
    ...(store && crumbs && crumbs.length > 0 ? [breadcrumbJsonLd(store, [{ name: "Home", path: pagePaths.home() }, ...crumbs])] : []),
    ...structuredData.filter((block): block is JsonLd => Boolean(block)),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical && !noindex ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      {canonical && !noindex ? <meta property="og:url" content={canonical} /> : null}
      {store ? <meta property="og:site_name" content={store.name} /> : null}
      {blocks.map((block, index) => (
        <script key={`${block["@type"]}-${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(block) }} />
      ))}
    </>
  );
}
