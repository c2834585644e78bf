import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { GuideCard, GuideCardSkeleton } from "./GuideCard.tsx";
import type { GuideCardPost } from "./card-guide.ts";

/** Skeleton cards shown while the blog list loads (docs/product.md, Constants). */
export const GUIDE_SKELETONS = 5;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export type GuideListProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The posts to show, in order. Ignored while `loading`. */
  posts: readonly GuideCardPost[];
  /** Shows GUIDE_SKELETONS skeleton cards instead. Default false. */
  loading?: boolean;
  /** Shown when there are no posts (and not loading). Default: 'No Articles Found'. */
  empty?: React.ReactNode;
  /** Heading level of each card's title. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The blog list's grid of GuideCards; `loading` shows exactly GUIDE_SKELETONS skeletons with a
 * screen-reader status, no posts shows `empty`.
 */
export function GuideList({ posts, loading = false, empty, headingLevel, className, ...props }: GuideListProps) {
  const state = loading ? "loading" : posts.length === 0 ? "empty" : "ready";
  return (
    <div data-slot="blog-list" data-state={state} aria-busy={loading || undefined} className={className} {...props}>
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            Loading articles…
          </p>
          <div className={gridClass}>
            {Array.from({ length: GUIDE_SKELETONS }, (_, i) => (
              <GuideCardSkeleton key={i} />
            ))}
          </div>
        </>
      )}
      {state === "empty" &&
        (empty ?? <EmptyState title="No Articles Found" description="Try a different search term." />)}
      {state === "ready" && (
        <ul role="list" className={cn(gridClass)}>
          {posts.map((post) => (
            <li key={post.id} className="grid">
              <GuideCard post={post} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
