import { pagePaths } from "@shop/domain";
import { apiQueries, CategoryScreen, metaDescription, NOT_FOUND_COPY, typeTitle, useCategory } from "@shop/ui";
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
  const category = useCategory(slug);
  // A category of the other side shows 'Category Not Found' too (CategoryScreen), so its head says so.
  const missing = category.isError || (category.data !== undefined && category.data.type !== type);
  return (
    <>
      {missing ? (
        <PageHead title={NOT_FOUND_COPY.category.title} noindex />
      ) : (
        <PageHead
          title={category.data ? `${category.data.name} | ${typeTitle(type)}` : typeTitle(type)}
          description={category.data ? metaDescription(category.data.description) : undefined}
          crumbs={[
            { name: typeTitle(type), path: pagePaths.type(type) },
            ...(category.data ? [{ name: category.data.name, path: pagePaths.category({ type, slug }) }] : []),
          ]}
        />
      )}
      <CategoryScreen type={type} slug={slug} />
    </>
  );
}
