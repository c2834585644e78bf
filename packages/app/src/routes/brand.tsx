import { pagePaths } from "@shop/domain";
import { apiQueries, BrandScreen, metaDescription, NOT_FOUND_COPY, useBrand } from "@shop/ui";
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
  const brand = useBrand(slug);
  return (
    <>
      {brand.isError ? (
        <PageHead title={NOT_FOUND_COPY.brand.title} noindex />
      ) : (
        <PageHead
          title={brand.data ? `${brand.data.name} Parts` : "Brand"}
          description={brand.data ? metaDescription(brand.data.description) : undefined}
          crumbs={[{ name: "Brands", path: pagePaths.brands() }, ...(brand.data ? [{ name: brand.data.name, path: pagePaths.brand(slug) }] : [])]}
        />
      )}
      <BrandScreen slug={slug} />
    </>
  );
}

