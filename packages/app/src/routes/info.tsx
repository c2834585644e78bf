import { localBusinessJsonLd, matchPage, pagePaths, type InfoSlug } from "@shop/domain";
import { infoPageState, InfoScreen, useStoreInfo } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";

/** The pages that describe the shop itself, and so carry it as a local business. */
const ABOUT_THE_SHOP = new Set<InfoSlug>(["about-us", "contact"]);

/** /about-us, /contact, /warranty, /returns, /shipping: the page table's row names the slug. */
export default function InfoRoute() {
  const slug = matchPage(useLocation().pathname)?.page.slug ?? "";
  const store = useStoreInfo().data;
  const page = infoPageState(slug);
  const info = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="page"
        title={info?.title ?? ""}
        description={store && info ? info.description(store) : undefined}
        crumbs={info ? [{ name: info.title, path: pagePaths.info(info.slug) }] : undefined}
        structuredData={[store && info && ABOUT_THE_SHOP.has(info.slug) ? localBusinessJsonLd(store) : null]}
      />
      <InfoScreen slug={slug} />
    </>
  );
}
