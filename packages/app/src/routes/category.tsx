import { pagePaths } from "@shop/domain";
import { apiQueries, CategoryScreen, metaDescription, typeTitle, useCategoryPage } from "@shop/ui";
import { useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { PageHead } from "../head.tsx";
import { partTypeOfPath } from "../route-table.ts";
import { prefetch } from "../prefetch.server.ts";

/**
 * Build time only: the category record and its side's brands (the filter), so the HTML holds the
 * heading, description and filters. The parts themselves (prices, stock) load in the browser.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const type = partTypeOfPath(new URL(request.url).pathname);
  return prefetch((client) => [client.prefetchQuery(apiQueries.category(params.slug ?? "")), client.prefetchQuery(apiQueries.brands(type))]);
}

/** In the browser the page asks the API itself (see brand.tsx). */
export function clientLoader() {
  return null;
}

/** /appliance-parts/{slug} and /hvac-parts/{slug}. */
export default function CategoryRoute() {
  const slug = useParams().slug ?? "";
  const type = partTypeOfPath(useLocation().pathname);
  // The screen's own status: a category of the other side is not found here either.
  const page = useCategoryPage(type, slug);
  const category = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="category"
        title={category ? `${category.name} | ${typeTitle(type)}` : typeTitle(type)}
        description={category ? metaDescription(category.description) : undefined}
        crumbs={[
          { name: typeTitle(type), path: pagePaths.type(type) },
          ...(category ? [{ name: category.name, path: pagePaths.category({ type, slug }) }] : []),
        ]}
      />
      <CategoryScreen type={type} slug={slug} />
    </>
  );
}
