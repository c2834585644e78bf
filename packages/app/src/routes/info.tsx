import { InfoScreen, infoPages, isInfoSlug, useStoreInfo } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";

/** /about-us, /contact, /warranty, /returns, /shipping: the slug is the path. */
export default function InfoRoute() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, "");
  const store = useStoreInfo().data;
  const page = isInfoSlug(slug) ? infoPages[slug] : undefined;
  return (
    <>
      {page ? <PageHead title={page.title} description={store ? page.description(store) : undefined} /> : <PageHead title="Page Not Found" noindex />}
      <InfoScreen slug={slug} />
    </>
  );
}
