import { localBusinessJsonLd } from "@shop/domain";
import { infoPages, InfoScreen, isInfoSlug, useStoreInfo } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";
import { prefetch } from "../prefetch.server.ts";

/** Build time only: the answers this prerendered page renders from (prefetch.server.ts). */
export async function loader() {
  return prefetch();
}

/**
 * In the browser a page asks the API itself, as every page does, so navigating never waits for
 * (or fails on) build-time data; a brand or article that was not prerendered renders the same way.
 */
export function clientLoader() {
  return null;
}

/** The pages that describe the shop itself, and so carry it as a local business. */
const ABOUT_THE_SHOP = new Set(["about-us", "contact"]);

/** /about-us, /contact, /warranty, /returns, /shipping: the slug is the path. */
export default function InfoRoute() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, "");
  const store = useStoreInfo().data;
  const page = isInfoSlug(slug) ? infoPages[slug] : undefined;
  return (
    <>
      {page ? (
        <PageHead
          title={page.title}
          description={store ? page.description(store) : undefined}
          crumbs={[{ name: page.title, path: `/${slug}` }]}
          structuredData={[store && ABOUT_THE_SHOP.has(slug) ? localBusinessJsonLd(store) : null]}
        />
      ) : (
        <PageHead title="Page Not Found" noindex />
      )}
      <InfoScreen slug={slug} />
    </>
  );
}
