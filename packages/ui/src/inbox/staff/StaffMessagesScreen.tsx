import { STAFF_MESSAGE_FILTERS, staffPaths, type ContactMessage, type StaffMessageFilter } from "@shop/domain";
import { useNavigate, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { useMarkMessage, useStaffMessages } from "./hooks.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { MailIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { formatShopTime } from "../../staff/index.ts";

const FILTER_LABELS: Record<StaffMessageFilter, string> = { open: "Open", handled: "Handled", all: "All" };

const EMPTY: Record<StaffMessageFilter, { title: string; description: string }> = {
  open: { title: "No open messages", description: "Every message is handled. New ones from the contact form show up here." },
  handled: { title: "No handled messages", description: "Messages marked handled show up here." },
  all: { title: "No messages yet", description: "Messages sent with the contact form show up here, newest first." },
};

const tabClass =
  "inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";

/** The filter the URL asks for: `?status=handled` or `all`; open when absent or unknown. */
function filterOf(search: URLSearchParams): StaffMessageFilter {
  const status = search.get("status");
  return (STAFF_MESSAGE_FILTERS as readonly string[]).includes(status ?? "") ? (status as StaffMessageFilter) : "open";
}

/** A reply in the staff member's own mail program: to the sender, "Re: " their subject. */
export function replyHref(message: Pick<ContactMessage, "email" | "subject">): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject ?? "Your message"}`)}`;
}

/** One message: who, when, what, and what to do with it. */
function MessageItem({ message, timeZone }: { message: ContactMessage; timeZone: string }) {
  const mark = useMarkMessage();
  const handled = message.handledAt !== undefined;
  const headingId = `message-${message.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 px-4 py-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="font-semibold">
            {message.subject ?? "(no subject)"}
          </h2>
          <time dateTime={message.createdAt} className="text-sm text-muted-foreground">
            {formatShopTime(message.createdAt, timeZone)}
          </time>
        </div>
        <p className="text-sm">
          <span className="font-medium">{message.name}</span> · <span className="break-all">{message.email}</span>
          {message.phone ? <> · {message.phone}</> : null}
        </p>
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
        {handled && message.handledAt ? (
          <p className="text-sm text-muted-foreground">
            Handled {formatShopTime(message.handledAt, timeZone)}
            {message.handledBy ? ` by ${message.handledBy}` : ""}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="secondary" size="sm">
            <a href={replyHref(message)} aria-label={`Reply to ${message.name}`}>
              <MailIcon aria-hidden />
              Reply
            </a>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={mark.isPending}
            aria-label={`${handled ? "Mark open" : "Mark handled"}: ${message.subject ?? message.name}`}
            onClick={() => mark.mutate({ id: message.id, handled: !handled })}
          >
            {handled ? "Mark open" : "Mark handled"}
          </Button>
          {mark.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Not saved: {apiErrorMessage(mark.error)}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * The contact messages (/staff/messages): newest first, open ones by default, each answered with a
 * mailto: reply and marked handled (who and when are kept) or open again.
 */
export function StaffMessagesScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const status = filterOf(search);
  const messages = useStaffMessages(status);
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  const list = messages.data;

  return (
    <div className="space-y-5">
      <title>{list?.counts.open ? `(${list.counts.open}) Messages · Back office` : "Messages · Back office"}</title>
      <h1 className="text-2xl font-bold tracking-tight">Messages</h1>
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {STAFF_MESSAGE_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === status}
            className={cn(tabClass)}
            onClick={() => void navigate(staffPaths.messages(filter === "open" ? undefined : filter))}
          >
            {FILTER_LABELS[filter]}
            {list ? <span className="tabular-nums">({list.counts[filter]})</span> : null}
          </button>
        ))}
      </div>
      {messages.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading messages" className="space-y-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full" />
          ))}
        </div>
      ) : messages.isError && !list ? (
        <ErrorState title="Messages could not be loaded" message={apiErrorMessage(messages.error)} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : list && list.messages.length === 0 ? (
        <EmptyState icon={<MailIcon />} title={EMPTY[status].title} description={EMPTY[status].description} />
      ) : list ? (
        <section aria-label="Message list" aria-busy={messages.isPlaceholderData || undefined} className="space-y-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatCount(list.messages.length, "message")}
          </p>
          <ol className="divide-y rounded-lg border">
            {list.messages.map((message) => (
              <MessageItem key={message.id} message={message} timeZone={timeZone} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
