import { isLocalSlug, LocalLandingScreen, localPages, useStoreInfo } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";

/** The local landing pages (/tallahassee-appliance-parts and three more): the slug is the path. */
export default function LocalRoute() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, "");
  const store = useStoreInfo().data;
  const page = isLocalSlug(slug) ? localPages[slug] : undefined;
  return (
    <>
      {page ? <PageHead title={page.title} description={store ? page.description(store) : undefined} /> : <PageHead title="Page Not Found" noindex />}
      <LocalLandingScreen slug={slug} />
    </>
  );
}
