import { useStoreInfo } from "@shop/ui";
import { useLocation } from "react-router";

export type PageHeadProps = {
  /** The page's own title; the store's name is added after it. */
  title: string;
  /** The meta description (also Open Graph's), at most about 160 characters. */
  description?: string;
  /** Pages a search engine should not list: the cart, search results, not-found pages. */
  noindex?: boolean;
};

/**
 * A page's head tags: title, meta description, canonical link and Open Graph tags. React 19 hoists
 * them into <head> and swaps them as the visitor moves between pages. The canonical URL is the
 * store's own address (the `store` record's `url`) with the page's path, without filters, sort
 * or paging, so every view of a listing counts as one page.
 */
export function PageHead({ title, description, noindex = false }: PageHeadProps) {
  const store = useStoreInfo().data;
  const { pathname } = useLocation();
  const fullTitle = store ? `${title} | ${store.name}` : title;
  const canonical = store ? new URL(pathname, store.url).href : undefined;
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
    </>
  );
}
