import { NotFound } from "../../shell/NotFound/NotFound.tsx";
import { Page } from "../../design/primitives/Page.tsx";

/**
 * The site-wide 404 page for any path no route takes: '404 Page Not Found' as the page's h1, with
 * links back home and to all brands. The server answers such paths with HTTP 404 and this body.
 */
export function NotFoundScreen() {
  return (
    <Page data-slot="not-found-screen" padding="none">
      <NotFound kind="site" />
    </Page>
  );
}
