import { pagePaths, type StoreRecord } from "@shop/domain";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError, apiErrorMessage, useSendContact, useStoreInfo } from "../../api/index.ts";
import { ErrorState } from "../../components/EmptyState/ErrorState.tsx";
import { NotFound } from "../../components/EmptyState/NotFound.tsx";
import { directionsUrl, telHref } from "../../components/Footer/store-text.ts";
import { CircleCheckIcon, ClockIcon, MailIcon, MapPinIcon, NavigationIcon, PhoneIcon } from "../../components/Header/icons.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Input } from "../../components/ui/Input.tsx";
import { Label } from "../../components/ui/Label.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import {
  contactPageCopy,
  hoursFacts,
  type FactItem,
  type InfoBlock,
  type InfoPage,
} from "../../content/info-pages.ts";
import { cn } from "../../lib/utils.ts";
import { infoPageState } from "../shared/page-status.ts";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_SENT_HREF,
  contactErrors,
  isContactSent,
  toContactInput,
  type ContactField,
  type ContactValues,
} from "./contact-form.ts";

export type InfoScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The page's slug, from the route: about-us, contact, warranty, returns or shipping. Anything else is 'Page Not Found'. */
  slug: string;
};

/**
 * The information pages (/about-us, /contact, /warranty, /returns, /shipping), chosen by slug.
 * The copy is content/info-pages.ts; every fact in it (hours, address, phone, pickup cut-off,
 * shipping tables, return and warranty terms, towns, radius) comes from the store record. The
 * contact page adds the form (name, email and message required; phone and subject optional, the
 * subject filled from `?subject=`), which posts to the API and then shows the thank-you at
 * `/contact?message=sent`, with the address, map link, phone and hours beside it. An unknown
 * slug shows 'Page Not Found' with Back to Home.
 */
export function InfoScreen({ slug, ...props }: InfoScreenProps) {
  const page = infoPageState(slug);
  if (page.status !== "ready") return <NotFound kind="page" {...props} />;
  return <InfoPageView page={page.data} {...props} />;
}

const proseLink =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

function InfoPageView({ page, className, ...props }: { page: InfoPage } & Omit<React.ComponentProps<"div">, "children">) {
  const store = useStoreInfo();
  const isContact = page.slug === "contact";

  let sections: React.ReactNode;
  if (store.isError) {
    sections = (
      <ErrorState
        title="We couldn't load this page's details"
        message={apiErrorMessage(store.error)}
        onRetry={() => void store.refetch()}
        retrying={store.isFetching}
      />
    );
  } else if (!store.data) {
    sections = isContact ? null : <SectionsSkeleton count={Math.max(1, page.sections.length)} />;
  } else {
    sections = page.sections.map((section) => (
      <InfoSectionView key={section.heading} heading={section.heading} blocks={section.blocks} store={store.data} />
    ));
  }

  return (
    <div
      data-slot="info-screen"
      data-page={page.slug}
      className={cn("mx-auto grid max-w-5xl gap-10 px-4 py-8", className)}
      {...props}
    >
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
        {store.data ? (
          <p className="text-lg text-pretty text-muted-foreground">{page.intro(store.data)}</p>
        ) : store.isPending ? (
          <div aria-hidden="true" className="grid gap-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        ) : null}
      </header>
      {isContact ? <ContactSection store={store.data} storeFailed={store.isError} /> : null}
      {isContact && store.isError ? null : sections}
      {store.isPending ? (
        <p role="status" className="sr-only">
          Loading…
        </p>
      ) : null}
    </div>
  );
}

function InfoSectionView({ heading, blocks, store }: { heading: string; blocks: InfoBlock[]; store: StoreRecord }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-4">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} store={store} />
      ))}
    </section>
  );
}

function BlockView({ block, store }: { block: InfoBlock; store: StoreRecord }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="text-base/7 text-pretty">{block.text(store)}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={cn("grid gap-2 pl-6 text-base/7", block.ordered ? "list-decimal" : "list-disc")}>
          {block.items(store).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "facts":
      return <FactList items={block.items(store)} />;
    case "table":
      return <FactTableView table={block.table(store)} />;
  }
}

function FactList({ items, className }: { items: FactItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-8 gap-y-2 rounded-lg border bg-card p-4 text-card-foreground sm:grid-cols-[auto_1fr]", className)}>
      {items.map((item) => (
        <div key={item.term} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
          <dt className="font-medium">{item.term}</dt>
          <dd className="text-muted-foreground tabular-nums">{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function FactTableView({ table }: { table: ReturnType<Extract<InfoBlock, { kind: "table" }>["table"]> }) {
  const captionId = useId();
  return (
    // A region that can take focus, so a keyboard can scroll the table on a narrow screen.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <table className="w-full min-w-lg border-collapse bg-card text-left text-sm text-card-foreground">
        <caption id={captionId} className="px-4 py-3 text-left font-semibold">
          {table.caption}
        </caption>
        <thead className="bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-t">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-2 font-medium tabular-nums">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-4 py-2 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SectionsSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid max-w-3xl gap-10">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-3">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

// ---- Contact page -------------------------------------------------------------------------------

function ContactSection({ store, storeFailed }: { store: StoreRecord | undefined; storeFailed: boolean }) {
  const [params] = useSearchParams();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
      {isContactSent(params) ? <ContactThanks store={store} /> : <ContactForm defaultSubject={params.get("subject") ?? ""} />}
      {storeFailed ? null : <VisitCard store={store} />}
    </div>
  );
}

const textareaClass = cn(
  "flex min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm",
  "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20",
);

const FIELD_INPUT: Record<Exclude<ContactField, "message">, React.ComponentProps<"input">> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  subject: { type: "text", autoComplete: "off" },
};

const REQUIRED: ReadonlySet<ContactField> = new Set(["name", "email", "message"]);

/**
 * The contact form. Checked here before sending (the messages sit under their fields, and focus
 * goes to the first one wrong); a field the server refuses is marked the same way. On success the
 * page is replaced by `/contact?message=sent`, so Back does not return to a filled-in form.
 */
function ContactForm({ defaultSubject }: { defaultSubject: string }) {
  const send = useSendContact();
  const navigate = useNavigate();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const { fields, optional } = contactPageCopy;

  const focusField = (field: ContactField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
    const found = contactErrors(values);
    setErrors(found);
    const firstWrong = CONTACT_FIELDS.find((field) => found[field]);
    if (firstWrong) {
      focusField(firstWrong);
      return;
    }
    send.mutate(toContactInput(values), {
      onSuccess: () => void navigate(CONTACT_SENT_HREF, { replace: true, state: { contactSent: true } }),
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (CONTACT_FIELDS as readonly string[]).includes(field)) {
          setErrors({ [field]: apiErrorMessage(error) });
          focusField(field as ContactField);
        }
      },
    });
  };

  const clearError = (field: ContactField) => {
    if (!errors[field]) return;
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const fieldProps = (field: ContactField) => {
    const errorId = `${ids}-${field}-error`;
    return {
      id: `${ids}-${field}`,
      name: field,
      maxLength: CONTACT_MAX_LENGTH[field],
      required: REQUIRED.has(field),
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby":
        [errors[field] ? errorId : "", field === "message" ? `${ids}-message-hint` : ""].filter(Boolean).join(" ") || undefined,
      onChange: () => clearError(field),
    };
  };

  const label = (field: ContactField) => (
    <Label htmlFor={`${ids}-${field}`}>
      {fields[field]}
      {REQUIRED.has(field) ? null : <span className="font-normal text-muted-foreground">{optional}</span>}
    </Label>
  );

  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={`${ids}-${field}-error`} className="text-sm font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        {contactPageCopy.formHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{contactPageCopy.requiredNote}</p>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={`${ids}-heading`}
        aria-busy={send.isPending}
        onSubmit={onSubmit}
      >
        {/* Not disabled while sending: a disabled control loses focus; a second submit is ignored instead. */}
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {(["name", "email", "phone", "subject"] as const).map((field) => (
              <div key={field} className="grid content-start gap-1.5">
                {label(field)}
                <Input
                  {...FIELD_INPUT[field]}
                  {...fieldProps(field)}
                  defaultValue={field === "subject" ? defaultSubject : undefined}
                />
                {error(field)}
              </div>
            ))}
          </div>
          <div className="grid gap-1.5">
            {label("message")}
            <textarea {...fieldProps("message")} rows={6} className={textareaClass} />
            <p id={`${ids}-message-hint`} className="text-sm text-muted-foreground">
              {contactPageCopy.messageHint}
            </p>
            {error("message")}
          </div>
          <Button type="submit" size="lg" aria-disabled={send.isPending || undefined} className="w-full sm:w-fit">
            {send.isPending ? contactPageCopy.sending : contactPageCopy.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Shown at `/contact?message=sent`. Arriving from the form moves focus to its heading. */
function ContactThanks({ store }: { store: StoreRecord | undefined }) {
  const location = useLocation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrivedFromForm = (location.state as { contactSent?: boolean } | null)?.contactSent === true;

  useEffect(() => {
    if (arrivedFromForm) headingRef.current?.focus();
  }, [arrivedFromForm]);

  return (
    <section
      aria-labelledby={headingId}
      data-slot="contact-thanks"
      className="grid justify-items-start gap-3 rounded-lg border bg-card p-6 text-card-foreground shadow-xs"
    >
      <CircleCheckIcon className="size-8 text-success" />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {contactPageCopy.thankYouTitle}
      </h2>
      {store ? <p className="text-muted-foreground">{contactPageCopy.thankYouBody(store)}</p> : null}
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild variant="outline">
          <Link to={pagePaths.info("contact")}>{contactPageCopy.sendAnother}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={pagePaths.home()}>Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}

/** The counter's address, map link, phone, email and hours, beside the form. */
function VisitCard({ store }: { store: StoreRecord | undefined }) {
  const headingId = useId();
  if (!store) {
    return (
      <div aria-hidden="true" className="grid gap-3 rounded-lg border bg-card p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const { address } = store;
  return (
    <section aria-labelledby={headingId} className="grid gap-5 rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
      <h2 id={headingId} className="text-xl font-semibold">
        {contactPageCopy.visitHeading}
      </h2>
      <address className="grid gap-3 text-sm not-italic">
        <span className="flex gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            {store.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </span>
        </span>
        <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer" className={cn(proseLink, "flex w-fit items-center gap-2")}>
          <NavigationIcon className="size-4 shrink-0" />
          {contactPageCopy.directions}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <span className="flex items-center gap-2">
          <PhoneIcon className="size-4 shrink-0 text-muted-foreground" />
          <a href={telHref(store.phoneE164)} className={proseLink}>
            {store.phone}
          </a>
        </span>
        <span className="flex items-center gap-2">
          <MailIcon className="size-4 shrink-0 text-muted-foreground" />
          <a href={`mailto:${store.email}`} className={cn(proseLink, "break-all")}>
            {store.email}
          </a>
        </span>
      </address>
      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <ClockIcon className="size-4 text-muted-foreground" />
          {contactPageCopy.hoursHeading}
        </h3>
        <FactList items={hoursFacts(store)} className="border-0 bg-transparent p-0 text-sm sm:grid-cols-[auto_1fr]" />
        <p className="text-sm font-medium">{contactPageCopy.pickupNote(store)}</p>
      </div>
    </section>
  );
}
