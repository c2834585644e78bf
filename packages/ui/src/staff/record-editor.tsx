import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { apiErrorMessage, isNotFound } from "../client/client.ts";
import { EmptyState } from "../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../shell/ErrorState/ErrorState.tsx";
import { Button } from "../design/primitives/Button.tsx";
import { Skeleton } from "../design/primitives/Skeleton.tsx";
import { FileQuestionIcon } from "../design/icons/index.ts";

/**
 * What the back office's record editors (a part, a category or brand, a guide) share: the states
 * before their record is there, and the bar under their form. Each editor keeps its own fields.
 */

export interface RecordWords {
  /** The record's name in a sentence: "part", "category". */
  one: string;
  /** The list it is found in: where "All parts" leads, and the words of that link. */
  list: { path: string; label: string };
}

/**
 * The editor's page before its record: a skeleton while it loads, "… not found" (the page's h1)
 * for an id the URL got wrong or the API does not know, the load's error with "Try again"; null
 * once the record is there.
 */
export function recordPending({ id, recordId, query, words }: { id: string; recordId: number | undefined; query: UseQueryResult; words: RecordWords }): ReactNode {
  const One = words.one.charAt(0).toUpperCase() + words.one.slice(1);
  if (recordId !== undefined && query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading the ${words.one}`} className="space-y-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (recordId === undefined || (query.isError && isNotFound(query.error))) {
    return (
      <>
        <title>{`${One} not found · Back office`}</title>
        <EmptyState
          icon={<FileQuestionIcon />}
          headingLevel={1}
          title={`${One} not found`}
          description={`There is no ${words.one} ${id}. Find it in the list.`}
          action={
            <Button asChild variant="outline">
              <Link to={words.list.path}>{words.list.label}</Link>
            </Button>
          }
        />
      </>
    );
  }
  if (query.isError) {
    return <ErrorState title={`The ${words.one} could not be loaded`} message={apiErrorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return null;
}

export interface SaveBarProps {
  /** The button's words: "Save part". */
  label: string;
  pending: boolean;
  /** Said after a save: "Part saved." */
  message?: string | undefined;
  /** A refusal no field of the form shows; the API's message is read out at once. */
  error?: unknown;
}

/** The save button under an editor's form, what the last save did, and a refusal no field shows. */
export function SaveBar({ label, pending, message, error }: SaveBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : label}
      </Button>
      {message ? (
        <p role="status" className="text-sm font-medium text-success">
          {message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {apiErrorMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
