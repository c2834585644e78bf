import { pagePaths } from "@shop/domain";
import { apiQueries, TYPE_LANDING_INTRO, TypeLandingScreen, typeTitle } from "@shop/ui";
import { useLocation, type LoaderFunctionArgs } from "react-router";
import { PageHead } from "../head.tsx";
import { partTypeOfPath } from "../route-table.ts";
import { prefetch } from "../prefetch.server.ts";

/** Build time only: the answers this prerendered page renders from (prefetch.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const type = partTypeOfPath(new URL(request.url).pathname);
  return prefetch((client) => [client.prefetchQuery(apiQueries.categories(type)), client.prefetchQuery(apiQueries.brands(type))]);
}

/**
 * In the browser a page asks the API itself, as every page does, so navigating never waits for
 * (or fails on) build-time data; a brand or article that was not prerendered renders the same way.
 */
export function clientLoader() {
  return null;
}

/** /appliance-parts and /hvac-parts. */
export default function TypeLandingRoute() {
  const type = partTypeOfPath(useLocation().pathname);
  return (
    <>
      <PageHead title={typeTitle(type)} description={TYPE_LANDING_INTRO[type]} crumbs={[{ name: typeTitle(type), path: pagePaths.type(type) }]} />
      <TypeLandingScreen type={type} />
    </>
  );
}
