import { pagePaths, POSTS_PER_PAGE } from "@shop/domain";
import { useId, useRef } from "react";
import type * as React from "react";
import { Link, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useGuideCards } from "../hooks.ts";
import { GuideList } from "../GuideCard/GuideList.tsx";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Pagination, pageCountFor } from "../../catalogue/index.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { SearchField } from "../../design/primitives/SearchField.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { blogPageCopy as copy } from "../../shell/page-copy.ts";
import { cn } from "../../design/utils.ts";
import { GUIDE_PARAMS, readGuideParams, withGuidePage, withGuideSearch } from "./guide-params.ts";

export type GuideListScreenProps = Omit<React.ComponentProps<"div">, "children">;

/**
 * The blog list (/blog): a search (kept in the URL as `?search=`; a new search goes back to page
 * 1), the number of articles found, the cards linking to `/blog/{slug}`, page controls (10 a page,
 * `?page=`), and a static Popular Topics block linking into searches. A search with no results
 * says so and offers to clear it; a page past the end offers the first page.
 */
export function GuideListScreen({ className, ...props }: GuideListScreenProps) {
  const [params, setParams] = useSearchParams();
  const { search, page } = readGuideParams(params);
  const posts = useGuideCards({ search, page });
  const ids = useId();
  const resultsRef = useRef<HTMLElement>(null);

  const total = posts.data?.total ?? 0;
  const list = posts.data?.posts ?? [];
  const pageCount = pageCountFor(total, POSTS_PER_PAGE);

  const clearSearch = () => setParams(withGuideSearch(params, ""));
  const goToPage = (next: number) => {
    setParams(withGuidePage(params, next));
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  let empty: React.ReactNode = undefined;
  if (search !== "") {
    empty = (
      <EmptyState
        headingLevel={3}
        title={copy.noMatchTitle(search)}
        description={copy.noMatchBody}
        action={<Button onClick={clearSearch}>{copy.clearSearch}</Button>}
      />
    );
  } else if (total > 0) {
    empty = (
      <EmptyState
        headingLevel={3}
        title={copy.pastLastPageTitle}
        description={copy.pastLastPageBody}
        action={<Button onClick={() => setParams(withGuidePage(params, 1))}>{copy.firstPage}</Button>}
      />
    );
  } else {
    empty = <EmptyState headingLevel={3} title="No Articles Found" description="New repair guides are on the way. Check back soon." />;
  }

  return (
    <Page data-slot="blog-list-screen" gap="lg" className={className} {...props}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
      </header>

      {/* A search sent empty clears it; a new one (Back, a topic) starts the box again. */}
      <SearchField
        key={search}
        mode="submit"
        aria-label={copy.searchLabel}
        className="max-w-xl"
        label={copy.searchLabel}
        defaultValue={search}
        placeholder={copy.searchPlaceholder}
        inputProps={{ name: GUIDE_PARAMS.search }}
        allowEmpty
        button={{ label: copy.searchButton, content: "both" }}
        onSearch={(value) => setParams(withGuideSearch(params, value))}
      />

      <div className="grid gap-10 lg:grid-cols-[1fr_16rem]">
        <section
          ref={resultsRef}
          aria-labelledby={`${ids}-results`}
          aria-busy={posts.isFetching || undefined}
          className="grid scroll-mt-4 content-start gap-4"
        >
          <h2 id={`${ids}-results`} className="sr-only">
            {copy.resultsHeading}
          </h2>
          {posts.isError ? (
            <ErrorState
              headingLevel={3}
              title="We couldn't load the articles"
              message={apiErrorMessage(posts.error)}
              onRetry={() => void posts.refetch()}
              retrying={posts.isFetching}
            />
          ) : (
            <>
              <div role="status" className="min-h-6 font-medium">
                {posts.isPending ? (
                  <Skeleton className="h-5 w-28" />
                ) : posts.isPlaceholderData ? (
                  // The previous page or search is still on screen; its total would not be this search's.
                  copy.updating
                ) : (
                  copy.count(total, search)
                )}
              </div>
              <GuideList
                posts={list}
                loading={posts.isPending}
                empty={empty}
                className={cn(posts.isPlaceholderData && "opacity-60 transition-opacity")}
              />
              <Pagination
                page={page}
                pageCount={pageCount}
                onPageChange={goToPage}
                aria-label="Article pages"
                className="pt-2"
              />
            </>
          )}
        </section>

        <section aria-labelledby={`${ids}-topics`} className="grid content-start gap-3">
          <h2 id={`${ids}-topics`} className="text-lg font-semibold">
            {copy.topicsHeading}
          </h2>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:items-start">
            {copy.topics.map((topic) => (
              <li key={topic.search}>
                <Link
                  to={pagePaths.blog({ search: topic.search })}
                  aria-current={search.toLowerCase() === topic.search ? "page" : undefined}
                  className="inline-block rounded-full border bg-card px-3 py-1 text-sm text-card-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:border-primary aria-[current=page]:font-semibold"
                >
                  {topic.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
