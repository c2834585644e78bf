import { parseRecordId, GUIDE_LIMITS, shopToday, staffPaths, type StaffGuideView } from "@shop/domain";
import { useDeferredValue, useId, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../client/client.ts";
import { useCategories } from "../../catalogue/index.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { useSaveStaffGuide, useStaffGuide } from "./hooks.ts";
import { Markdown } from "../Markdown/Markdown.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Select } from "../../design/primitives/Select.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { ChangeHistory, recordPending, SaveBar } from "../../staff/index.ts";
import { guideDraftOf, guideInputOf, type GuideDraft } from "./guide-form.ts";
import { GuideStatusBadge } from "./guide-status.tsx";

const backLinkClass = "text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The guide's content as the article page will show it, through the same renderer. */
function Preview({ source }: { source: string }) {
  const headingId = useId();
  // Typing stays quick in a long guide: the preview catches up when the browser is free.
  const deferred = useDeferredValue(source);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-medium">
        Preview
      </h2>
      <div className="rounded-md border bg-card p-4">
        {deferred.trim() ? <Markdown source={deferred} /> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
      </div>
    </section>
  );
}

/** Every field of a guide; "Save guide" sends them, and the API's refusal shows at its field. */
function GuideForm({ view }: { view?: StaffGuideView }) {
  const isNew = view === undefined;
  const save = useSaveStaffGuide(view?.post.id);
  const navigate = useNavigate();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const categories = useCategories();
  const store = useStoreInfo();
  const [draft, setDraft] = useState(() => guideDraftOf(store.data ? shopToday(new Date(), store.data) : new Date().toISOString().slice(0, 10), view?.post));
  const [message, setMessage] = useState(saved);

  const error = save.error instanceof ApiError ? save.error : undefined;
  const fieldError = (field: keyof GuideDraft) => (error?.body?.field === field ? error.body.message : undefined);
  const known = error?.body?.field !== undefined && error.body.field in draft;
  const set = <K extends keyof GuideDraft>(key: K, value: GuideDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setMessage(undefined);
  };
  const text = (key: keyof GuideDraft) => ({ value: draft[key] as string, onChange: (event: { target: { value: string } }) => set(key, event.target.value) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    save.mutate(guideInputOf(draft, isNew), {
      onSuccess: (answer) => {
        setDraft(guideDraftOf(answer.post.publishedAt, answer.post));
        if (isNew) void navigate(staffPaths.guide(answer.post.id), { replace: true, state: { saved: "Guide added." } });
        else setMessage("Guide saved.");
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.body?.field : undefined;
        if (field) document.getElementById(`guide-${field}`)?.focus();
      },
    });
  };

  return (
    <form aria-label={isNew ? "New guide" : "Edit guide"} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" required error={fieldError("title")}>
          <Input id="guide-title" maxLength={GUIDE_LIMITS.title} {...text("title")} />
        </Field>
        <Field label="Slug" hint={isNew ? "The address: /blog/slug. Leave blank to make it from the title." : "The address: /blog/slug. Changing it breaks links to the old one."} error={fieldError("slug")}>
          <Input id="guide-slug" maxLength={GUIDE_LIMITS.slug} className="font-mono" {...text("slug")} />
        </Field>
        <Field label="Author" required error={fieldError("author")}>
          <Input id="guide-author" maxLength={GUIDE_LIMITS.author} {...text("author")} />
        </Field>
        <Field label="Category" hint="The part category the guide is about; none for a general article." error={fieldError("categoryId")}>
          <Select id="guide-categoryId" {...text("categoryId")}>
            <option value="">None (general article)</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Publish date" required hint="A published guide shows on the blog from this day on (the shop's time zone)." error={fieldError("publishedAt")}>
          <Input id="guide-publishedAt" type="date" {...text("publishedAt")} />
        </Field>
        <div className="flex items-center pt-6">
          <label className="flex items-center gap-2 text-sm">
            <input id="guide-isPublished" type="checkbox" className="size-4 accent-primary" checked={draft.isPublished} onChange={(event) => set("isPublished", event.target.checked)} />
            Published: shown on the blog from its publish date (else a draft)
          </label>
        </div>
      </div>
      <Field label="Excerpt" required hint="One or two sentences for the blog's list and search engines." error={fieldError("excerpt")}>
        <Textarea id="guide-excerpt" rows={2} maxLength={GUIDE_LIMITS.excerpt} {...text("excerpt")} />
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field
          label="Content"
          required
          hint="Markdown: a blank line between paragraphs, ## for a heading, 1. or - for a list, **bold**, [link](https://...). HTML is shown as text."
          error={fieldError("content")}
        >
          <Textarea id="guide-content" rows={18} maxLength={GUIDE_LIMITS.content} className="font-mono text-sm" {...text("content")} />
        </Field>
        <Preview source={draft.content} />
      </div>
      <SaveBar label="Save guide" pending={save.isPending} message={message} error={save.isError && !known ? save.error : undefined} />
    </form>
  );
}

export type StaffGuideScreenProps = {
  /** From the URL: a guide's id, or "new" (/staff/guides/new) to write one. */
  id: string;
};

/**
 * One repair guide in the back office (/staff/guides/{id}, /staff/guides/new): its fields, the
 * Markdown content beside a preview made by the article page's renderer, "Save guide", and the
 * guide's history (docs/product.md, Back office: Guides). A guide is taken down by making it a draft.
 */
export function StaffGuideScreen({ id }: StaffGuideScreenProps) {
  const isNew = id === "new";
  const guideId = isNew ? undefined : parseRecordId(id);
  const guide = useStaffGuide(guideId);
  const back = (
    <Link to={staffPaths.guides()} className={backLinkClass}>
      ← All guides
    </Link>
  );

  if (isNew) {
    return (
      <div className="space-y-5">
        <title>New guide · Back office</title>
        {back}
        <h1 className="text-2xl font-bold tracking-tight">New guide</h1>
        <GuideForm />
      </div>
    );
  }
  const pending = recordPending({ id, recordId: guideId, query: guide, words: { one: "guide", list: { path: staffPaths.guides(), label: "All guides" } } });
  if (pending) return pending;
  const view = guide.data;
  if (!view) return null;
  return (
    <div className="space-y-5">
      <title>{`${view.post.title} · Back office`}</title>
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words">{view.post.title}</h1>
        <GuideStatusBadge status={view.status} />
      </div>
      <GuideForm key={view.post.id} view={view} />
      <ChangeHistory title="History" headingId="guide-history" entries={view.history} />
    </div>
  );
}
