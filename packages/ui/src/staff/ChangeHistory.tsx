import type { CatalogueChange } from "@shop/domain";
import { apiErrorMessage } from "../client/client.ts";
import { useStoreInfo } from "../shell/store-info.ts";
import { Skeleton } from "../design/primitives/Skeleton.tsx";
import { formatShopTime } from "./staff-format.tsx";

export interface ChangeHistoryProps {
  /** The section's heading: "History", "Recent changes". */
  title: string;
  /** The heading's id, which names the section for assistive technology; unique on the page. */
  headingId: string;
  /** The changes, newest first; undefined while they load. */
  entries: CatalogueChange[] | undefined;
  /** Why they could not be loaded, when they could not. */
  error?: unknown;
}

/**
 * Who changed a record of the catalogue or the store, when (the shop's clock) and what, newest
 * first (docs/product.md, Back office). Every back-office editor shows one under its form.
 */
export function ChangeHistory({ title, headingId, entries, error }: ChangeHistoryProps) {
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {error ? (
        <p className="text-sm text-destructive">The changes could not be loaded: {apiErrorMessage(error)}</p>
      ) : entries === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y rounded-lg border">
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-1 px-4 py-3">
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{formatShopTime(entry.at, timeZone)}</time> · {entry.by}
              </p>
              <p className="break-words">{entry.summary}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
