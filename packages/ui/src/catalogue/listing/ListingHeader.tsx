import type * as React from "react";
import { ChevronRightIcon } from "../../design/icons/index.ts";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";

export type ListingHeaderProps = {
  /** The way back: the type landing page or all brands. */
  back: { to: string; label: string };
  /** The page's h1; undefined while it loads (a skeleton of the same height shows). */
  title?: React.ReactNode;
  /** The sentence under the title; undefined while it loads. */
  description?: React.ReactNode;
  /** Shown at the right of the title: a badge, a count. */
  aside?: React.ReactNode;
};

/**
 * The top of a category, brand or search page: a back link, the h1 and a description, with
 * fixed line boxes so the page does not move when the record arrives.
 */
export function ListingHeader({ back, title, description, aside }: ListingHeaderProps) {
  const loading = title === undefined;
  return (
    <div data-slot="listing-header" aria-busy={loading || undefined} className="grid gap-3">
      <p className="h-5 text-sm">
        <TextLink to={back.to} icon>
          <ChevronRightIcon className="size-4 rotate-180" />
          {back.label}
        </TextLink>
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {loading ? (
          <div className="flex min-h-10 items-center" aria-hidden="true">
            <Skeleton className="h-8 w-64" />
          </div>
        ) : (
          <h1 className="min-h-10 text-3xl/10 font-bold tracking-tight text-balance">{title}</h1>
        )}
        {aside}
      </div>
      {description === undefined && loading ? (
        <div className="grid min-h-12 gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-full max-w-2xl" />
          <Skeleton className="h-4 w-2/3 max-w-xl" />
        </div>
      ) : (
        <p className="min-h-12 max-w-3xl text-pretty text-muted-foreground">{description}</p>
      )}
    </div>
  );
}
