import { pagePaths } from "@shop/domain";
import { apiQueries, BrandScreen, metaDescription, useBrandPage } from "@shop/ui";
import { useParams, type LoaderFunctionArgs } from "react-router";
import { PageHead } from "../head.tsx";
import { prefetch } from "../prefetch.server.ts";

/** Build time only: the answers this prerendered page renders from (prefetch.server.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  return prefetch((client) => [client.prefetchQuery(apiQueries.brand(params.slug ?? ""))]);
}

/**
 * In the browser a page asks the API itself, as every page does, so navigating never waits for
 * (or fails on) build-time data; a brand or article that was not prerendered renders the same way.
 */
export function clientLoader() {
  return null;
}

/** /brands/{slug}. */
export default function BrandRoute() {
  const slug = useParams().slug ?? "";
  const page = useBrandPage(slug);
  const brand = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="brand"
        title={brand ? `${brand.name} Parts` : "Brand"}
        description={brand ? metaDescription(brand.description) : undefined}
        crumbs={[{ name: "Brands", path: pagePaths.brands() }, ...(brand ? [{ name: brand.name, path: pagePaths.brand(slug) }] : [])]}
      />
      <BrandScreen slug={slug} />
    </>
  );
}

