import { NOT_FOUND_COPY, NotFoundScreen } from "@shop/ui";
import { PageHead } from "../head.tsx";

/** Any path that is not a page. The server answers it with HTTP 404 and this page. */
export default function NotFoundRoute() {
  return (
    <>
      <PageHead title={NOT_FOUND_COPY.site.title} noindex />
      <NotFoundScreen />
    </>
  );
}
