import { pagePaths } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useAddToCart } from "../hooks.ts";
import { useMounted, useSavedParts, type SavedEntry } from "../saved-hooks.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { useWishlist } from "../saved/useWishlist.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { savedPageCopy as copy } from "../saved/saved-copy.ts";
import { HeartIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { GoneSavedRow, SavedRow, SavedRowSkeleton } from "./SavedRow.tsx";

/** Placeholder rows while the saved parts load, and in the server's HTML. */
export const SAVED_SKELETON_ROWS = 3;

export type SavedScreenProps = Omit<React.ComponentProps<"div">, "children">;

/**
 * The saved-parts page (/saved): the parts saved with the heart (kept in local storage, so only
 * the browser knows them), each with today's price and stock from GET /api/products/by-ids, Add to
 * Cart and Remove; a part no longer sold reads 'No longer available' with Remove. The server's
 * HTML and the first render in the browser show the heading and skeleton rows; the list follows
 * once mounted. 'No saved parts yet' with a link to browse when the list is empty; a failed load
 * offers a retry.
 */
export function SavedScreen({ className, ...props }: SavedScreenProps) {
  const mounted = useMounted();
  const wishlist = useWishlist();
  const { query, entries } = useSavedParts(mounted ? wishlist.ids : []);
  const listId = useId();

  let body: React.ReactNode;
  if (!mounted || (entries.length > 0 && query.isPending)) {
    body = <SavedLoading />;
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        data-kind="empty-saved"
        icon={<HeartIcon />}
        title={copy.emptyTitle}
        description={copy.emptyDescription}
        action={
          <Button asChild>
            <Link to={pagePaths.home()}>{copy.browse}</Link>
          </Button>
        }
      />
    );
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState title={copy.loadError} message={apiErrorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else {
    body = (
      <section aria-labelledby={listId} className="rounded-lg border bg-card px-4 text-card-foreground shadow-xs">
        <h2 id={listId} className="sr-only">
          {copy.listHeading}
        </h2>
        <ul role="list" className="divide-y">
          {entries.map((entry) => (
            <li key={entry.id}>
              <SavedEntryRow entry={entry} onRemove={() => wishlist.toggle(entry.id, false)} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    // At least a screen tall, as the cart: the list is the visitor's, so the server cannot draw it,
    // and the footer stays below the fold whichever way it turns out.
    <Page data-slot="saved-screen" width="medium" gap="md" className={cn("min-h-svh content-start", className)} {...props}>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
        <p className="text-muted-foreground">{mounted && entries.length > 0 ? copy.count(entries.length) : copy.description}</p>
      </header>
      {body}
    </Page>
  );
}

function SavedEntryRow({ entry, onRemove }: { entry: SavedEntry; onRemove: () => void }) {
  const add = useAddToCart();
  if (entry.state === "gone") return <GoneSavedRow savedId={entry.id} onRemove={onRemove} />;
  if (entry.state === "pending") return <SavedRowSkeleton />;
  return <SavedRow product={entry.part} onRemove={onRemove} onAddToCart={() => add.mutateAsync({ productId: entry.part.id })} />;
}

function SavedLoading() {
  return (
    <div role="status" aria-label="Loading saved parts" className="rounded-lg border bg-card px-4 shadow-xs">
      <div className="divide-y">
        {Array.from({ length: SAVED_SKELETON_ROWS }, (_, index) => (
          <SavedRowSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
