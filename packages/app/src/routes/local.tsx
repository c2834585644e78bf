import { faqPageJsonLd, localBusinessJsonLd } from "@shop/domain";
import { isLocalSlug, LocalLandingScreen, localPages, useStoreInfo } from "@shop/ui";
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

/** The local landing pages (/tallahassee-appliance-parts and three more): the slug is the path. */
export default function LocalRoute() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, "");
  const store = useStoreInfo().data;
  const page = isLocalSlug(slug) ? localPages[slug] : undefined;
  return (
    <>
      {page ? (
        <PageHead
          title={page.title}
          description={store ? page.description(store) : undefined}
          crumbs={[{ name: page.breadcrumb, path: `/${slug}` }]}
          structuredData={store ? [localBusinessJsonLd(store), faqPageJsonLd(page.faqs(store))] : []}
        />
      ) : (
        <PageHead title="Page Not Found" noindex />
      )}
      <LocalLandingScreen slug={slug} />
    </>
  );
}
