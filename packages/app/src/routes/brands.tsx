import { pagePaths } from "@shop/domain";
import { AllBrandsScreen, brandsPageCopy } from "@shop/ui";
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

export default function BrandsRoute() {
  return (
    <>
      <PageHead title={brandsPageCopy.title} description={brandsPageCopy.introWithoutCount} crumbs={[{ name: "Brands", path: pagePaths.brands() }]} />
      <AllBrandsScreen />
    </>
  );
}
