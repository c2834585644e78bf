import { localBusinessJsonLd } from "@shop/domain";
import { apiQueries, BLOG_TEASER_COUNT, HomeScreen, useStoreInfo } from "@shop/ui";
import { PageHead } from "../head.tsx";
import { prefetch } from "../prefetch.server.ts";

/** Build time only: the answers this prerendered page renders from (prefetch.server.ts). */
export async function loader() {
  return prefetch((client) => [client.prefetchQuery(apiQueries.blogPosts({ page: 1, pageSize: BLOG_TEASER_COUNT }))]);
}

/**
 * In the browser a page asks the API itself, as every page does, so navigating never waits for
 * (or fails on) build-time data; a brand or article that was not prerendered renders the same way.
 */
export function clientLoader() {
  return null;
}

export default function HomeRoute() {
  const store = useStoreInfo().data;
  const city = store ? ` in ${store.address.city}, ${store.address.region}` : "";
  return (
    <>
      <PageHead
        title={`Genuine OEM Appliance & HVAC Parts${city}`}
        description={store?.tagline}
        structuredData={[store && localBusinessJsonLd(store)]}
      />
      <HomeScreen />
    </>
  );
}
