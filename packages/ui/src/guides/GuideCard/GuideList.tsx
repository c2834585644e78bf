import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { BlogCard, BlogCardSkeleton } from "./GuideCard.tsx";
import type { BlogCardPost } from "./card-guide.ts";

/** Skeleton cards shown while the blog list loads (docs/product.md, Constants). */
export const BLOG_SKELETONS = 5;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export type BlogListProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The posts to show, in order. Ignored while `loading`. */
  posts: readonly BlogCardPost[];
  /** Shows BLOG_SKELETONS skeleton cards instead. Default false. */
  loading?: boolean;
  /** Shown when there are no posts (and not loading). Default: 'No Articles Found'. */
  empty?: React.ReactNode;
  /** Heading level of each card's title. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The blog list's grid of BlogCards; `loading` shows exactly BLOG_SKELETONS skeletons with a
 * screen-reader status, no posts shows `empty`.
 */
export function BlogList({ posts, loading = false, empty, headingLevel, className, ...props }: BlogListProps) {
  const state = loading ? "loading" : posts.length === 0 ? "empty" : "ready";
  return (
    <div data-slot="blog-list" data-state={state} aria-busy={loading || undefined} className={className} {...props}>
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            Loading articles…
          </p>
          <div className={gridClass}>
            {Array.from({ length: BLOG_SKELETONS }, (_, i) => (
              <BlogCardSkeleton key={i} />
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
              <BlogCard post={post} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
