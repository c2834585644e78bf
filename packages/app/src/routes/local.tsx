import { faqPageJsonLd, localBusinessJsonLd, matchPage, pagePaths } from "@shop/domain";
import { LocalLandingScreen, localPageState, useStoreInfo } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";

/** The local landing pages (/tallahassee-appliance-parts and three more): the page table's row names the slug. */
export default function LocalRoute() {
  const slug = matchPage(useLocation().pathname)?.page.slug ?? "";
  const store = useStoreInfo().data;
  const page = localPageState(slug);
  const local = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="page"
        title={local?.title ?? ""}
        description={store && local ? local.description(store) : undefined}
        crumbs={local ? [{ name: local.breadcrumb, path: pagePaths.local(local.slug) }] : undefined}
        structuredData={store && local ? [localBusinessJsonLd(store), faqPageJsonLd(local.faqs(store))] : []}
      />
      <LocalLandingScreen slug={slug} />
    </>
  );
}
