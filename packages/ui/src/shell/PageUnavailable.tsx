import { ErrorState } from "./ErrorState/ErrorState.tsx";
import { NotFound, type NotFoundKind } from "./NotFound/NotFound.tsx";
import { Page, type PageProps } from "../design/primitives/Page.tsx";
import type { PageState } from "./page-status.ts";

export type PageUnavailableProps = Pick<PageProps, "gap"> & {
  /** The page's state, from its page-status hook; only "not-found" and "error" are drawn. */
  page: Pick<PageState<unknown>, "status" | "retry" | "retrying">;
  /** Which not-found screen stands in for a missing record. */
  kind: NotFoundKind;
  /** The record in words, for the error's title and message: "part", "brand", "category". */
  noun: string;
};

/** True when a page has nothing of its own to show: its record is missing or failed to load. */
export const isUnavailable = (page: Pick<PageState<unknown>, "status">): boolean =>
  page.status === "not-found" || page.status === "error";

/**
 * What a page built on one record shows in place of it (see page-status.ts): the not-found screen
 * of its kind, or, when the record failed to load, a retryable error that does not claim the page
 * is missing ("Couldn't load this part"). Draws nothing while the page is loading or ready.
 */
export function PageUnavailable({ page, kind, noun, gap = "md" }: PageUnavailableProps) {
  if (page.status === "not-found") {
    return (
      <Page padding="none">
        <NotFound kind={kind} />
      </Page>
    );
  }
  if (page.status !== "error") return null;
  return (
    <Page padding="listing" gap={gap}>
      <ErrorState
        headingLevel={1}
        title={`Couldn't load this ${noun}`}
        message={`Failed to fetch the ${noun}. Check your connection and try again.`}
        retrying={page.retrying}
        onRetry={page.retry}
      />
    </Page>
  );
}
