import { pagePaths } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { formatLongDate } from "../../design/format.ts";
import { cn } from "../../design/utils.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Skeleton, SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { formatReadMinutes } from "./guide-text.ts";
import type { GuideCardPost } from "./card-guide.ts";

const cardClass = cn(
  "relative flex flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-xs transition-shadow",
  "has-[[data-slot=blog-card-link]:hover]:shadow-md",
  "has-[[data-slot=blog-card-link]:focus-visible]:border-ring has-[[data-slot=blog-card-link]:focus-visible]:ring-[3px] has-[[data-slot=blog-card-link]:focus-visible]:ring-ring/50",
);

// Fixed boxes shared with the skeleton: the badge row keeps its height when a post has no badge.
const lines = { badge: "h-6", excerpt: "min-h-15 text-sm/5", meta: "h-4 text-xs/4" } as const;

export type GuideCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** The post to show, as a card (`guideCardPost`). The card never fetches. */
  post: GuideCardPost;
  /** The title's heading level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A blog post in a list: a 'Repair Guide' badge when it is about a part category, the title
 * linking to `/blog/{slug}` (the whole card is the link's target), the excerpt (or the first 200
 * characters of the content, worked out by `guideCardPost`), the date in US long form and the read time.
 */
export function GuideCard({ post, headingLevel = 3, className, ...props }: GuideCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="blog-card"
      data-guide={post.category !== null}
      aria-labelledby={titleId}
      className={cn(cardClass, className)}
      {...props}
    >
      <div className={cn(lines.badge, "flex items-center gap-2")}>
        {post.category && (
          <>
            <Badge variant="secondary">Repair Guide</Badge>
            <span className="truncate text-xs text-muted-foreground">{post.category.name}</span>
          </>
        )}
      </div>
      <Heading id={titleId} className="text-lg/snug font-semibold text-balance">
        <Link
          to={pagePaths.article(post.slug)}
          data-slot="blog-card-link"
          className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
        >
          {post.title}
        </Link>
      </Heading>
      <p data-slot="blog-card-excerpt" className={cn(lines.excerpt, "line-clamp-3 text-muted-foreground")}>
        {post.excerpt}
      </p>
      <p data-slot="blog-card-meta" className={cn(lines.meta, "mt-auto flex items-center gap-2 text-muted-foreground")}>
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        <span aria-hidden="true">·</span>
        <span>{formatReadMinutes(post.readMinutes)}</span>
      </p>
    </article>
  );
}

/** A GuideCard's placeholder, line for line. Hidden from assistive technology. */
export function GuideCardSkeleton({ className, ...props }: Omit<React.ComponentProps<"div">, "children">) {
  return (
    <div data-slot="blog-card-skeleton" aria-hidden="true" className={cn(cardClass, className)} {...props}>
      <div className={cn(lines.badge, "flex items-center")}>
        <Skeleton className="h-5 w-24" />
      </div>
      <div className="flex flex-col gap-2 py-0.5">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/5" />
      </div>
      <SkeletonLines className={cn(lines.excerpt, "flex flex-col gap-2 py-0.5")} lines={["h-3.5 w-full", "h-3.5 w-full", "h-3.5 w-4/5"]} />
      <div className={cn(lines.meta, "mt-auto flex items-center")}>
        <Skeleton className="h-3 w-40" />
      </div>
    </div>
  );
}
