import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { parseRecordId } from "@shop/domain";
import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError, apiErrorMessage, isNotFound } from "../client/client.ts";
import { EmptyState } from "../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../shell/ErrorState/ErrorState.tsx";
import { Button } from "../design/primitives/Button.tsx";
import { Skeleton } from "../design/primitives/Skeleton.tsx";
import { FileQuestionIcon } from "../design/icons/index.ts";
import { cn } from "../design/utils.ts";
import { ChangeHistory } from "./ChangeHistory.tsx";

/**
 * The back office's record-editor kit, for a part, a category or brand, a guide: the page with its
 * states before the record is there, its heading and history (RecordEditorPage), and the form's
 * draft, save, messages and refusals (useRecordForm, RecordForm). Each editor keeps its own fields.
 */

export interface RecordWords {
  /** The record's name in a sentence: "part", "category". */
  one: string;
  /** The list it is found in: where "← All parts" leads, and the words of that link. */
  list: { path: string; label: string };
}

const backLinkClass = "text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** How an editor shows a record once it is there. */
export interface RecordShown {
  /** The tab's title, before " · Back office". */
  title: string;
  /** The page's h1: the record's name. */
  heading: string;
  /** What stands beside the h1: a badge, a part number, a link. */
  aside?: ReactNode;
  /** Lines the aside up with the h1's baseline (a sentence) rather than its middle (a badge). */
  baseline?: boolean;
  /** The record's form, keyed by its id. */
  form: ReactNode;
  /** Sections between the form and the history. */
  more?: ReactNode;
  /** The record's change history. */
  history: ComponentProps<typeof ChangeHistory>["entries"];
}

/** A record editor screen's props: from the URL, the record's id, or "new" to add one. */
export type RecordScreenProps = { id: string };

export interface RecordEditorPageProps<V> {
  /** From the URL: the record's id, or "new". */
  id: string;
  /** The record's read, given the id read from `id` (undefined for "new" or an id the URL got wrong). */
  useRecord: (recordId: number | undefined) => UseQueryResult<V>;
  words: RecordWords;
  /** The empty form a new record starts from. */
  newForm: ReactNode;
  /** The page once the record is there. */
  show: (view: V) => RecordShown;
}

/**
 * A back-office record editor's page (a part, a category or brand, a guide): the link back to its
 * list, "New …" with an empty form, or the record's heading, form and history once it is read, and
 * the states before that.
 */
export function RecordEditorPage<V>({ id, useRecord, words, newForm, show }: RecordEditorPageProps<V>) {
  const recordId = id === "new" ? undefined : parseRecordId(id);
  const query = useRecord(recordId);
  const back = (
    <Link to={words.list.path} className={backLinkClass}>
      ← {words.list.label}
    </Link>
  );
  if (id === "new") {
    return (
      <div className="space-y-5">
        <title>{`New ${words.one} · Back office`}</title>
        {back}
        <h1 className="text-2xl font-bold tracking-tight">New {words.one}</h1>
        {newForm}
      </div>
    );
  }
  const pending = recordPending({ id, recordId, query, words });
  if (pending) return pending;
  if (query.data === undefined) return null;
  const shown = show(query.data);
  return (
    <div className="space-y-5">
      <title>{`${shown.title} · Back office`}</title>
      {back}
      <div className={cn("flex flex-wrap gap-3", shown.baseline ? "items-baseline" : "items-center")}>
        <h1 className="text-2xl font-bold tracking-tight break-words">{shown.heading}</h1>
        {shown.aside}
      </div>
      {shown.form}
      {shown.more}
      <ChangeHistory title="History" headingId={`${words.one}-history`} entries={shown.history} />
    </div>
  );
}

/**
 * The editor's page before its record: a skeleton while it loads, "… not found" (the page's h1)
 * for an id the URL got wrong or the API does not know, the load's error with "Try again"; null
 * once the record is there.
 */
function recordPending({ id, recordId, query, words }: { id: string; recordId: number | undefined; query: UseQueryResult; words: RecordWords }): ReactNode {
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

interface SaveBarProps {
  /** The button's words: "Save part". */
  label: string;
  pending: boolean;
  /** Said after a save: "Part saved." */
  message?: string | undefined;
  /** A refusal no field of the form shows; the API's message is read out at once. */
  error?: unknown;
}

/** The save button under an editor's form, what the last save did, and a refusal no field shows. */
function SaveBar({ label, pending, message, error }: SaveBarProps) {
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

export interface RecordFormOptions<D extends object, I, A> {
  /** The save call: sends the form's input, answers with the saved record. */
  save: UseMutationResult<A, Error, I>;
  /** The record's name in the form's label and what a save says: "part" ("Part saved."). */
  one: string;
  /** Each field's id is `${idPrefix}-${field}`, so a refusal can move focus to it. */
  idPrefix: string;
  /** A new record: "New part", "Part added." and its page's address after the save. */
  isNew: boolean;
  /** The draft the form starts from. */
  initial: () => D;
  /** What the form sends for a draft. */
  inputOf: (draft: D) => I;
  /** The draft a saved answer gives, and the saved record's page (where a new record goes). */
  savedAs: (answer: A) => { draft: D; path: string };
}

/**
 * A record editor's form state: the draft, what the last save said (or "… added." carried over from
 * the new record's page), the API's refusal at its field (focused) or, for no field of the form,
 * under the save button.
 */
export function useRecordForm<D extends object, I, A>({ save, one, idPrefix, isNew, initial, inputOf, savedAs }: RecordFormOptions<D, I, A>) {
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  const navigate = useNavigate();
  const carried = (useLocation().state as { saved?: string } | null)?.saved;
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState(carried);

  const error = save.error instanceof ApiError ? save.error : undefined;
  const known = error?.body?.field !== undefined && error.body.field in draft;
  const change = (values: Partial<D>) => {
    setDraft((current) => ({ ...current, ...values }));
    setMessage(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    save.mutate(inputOf(draft), {
      onSuccess: (answer) => {
        const next = savedAs(answer);
        setDraft(next.draft);
        if (isNew) void navigate(next.path, { replace: true, state: { saved: `${One} added.` } });
        else setMessage(`${One} saved.`);
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.body?.field : undefined;
        if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
      },
    });
  };

  return {
    draft,
    change,
    set: <K extends keyof D>(key: K, value: D[K]) => change({ [key]: value } as unknown as Partial<D>),
    /** A text field's value and onChange. */
    text: (key: keyof D & string) => ({ value: draft[key] as string, onChange: (event: { target: { value: string } }) => change({ [key]: event.target.value } as unknown as Partial<D>) }),
    /** The API's refusal of this field, for its Field. */
    fieldError: (field: keyof D & string) => (error?.body?.field === field ? error.body.message : undefined),
    form: { "aria-label": isNew ? `New ${one}` : `Edit ${one}`, noValidate: true, onSubmit },
    bar: { pending: save.isPending, message, error: save.isError && !known ? save.error : undefined },
  };
}

export type RecordFormState = ReturnType<typeof useRecordForm<object, unknown, unknown>>;

/** A record editor's form: its fields, then the save button and what the last save did. */
export function RecordForm({ editor, saveLabel, className, children }: { editor: Pick<RecordFormState, "form" | "bar">; saveLabel: string; className?: string; children: ReactNode }) {
  return (
    <form {...editor.form} className={cn("space-y-4", className)}>
      {children}
      <SaveBar label={saveLabel} {...editor.bar} />
    </form>
  );
}
