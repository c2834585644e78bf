import { GUIDE_LIMITS, shopToday, staffPaths, type StaffGuideView } from "@shop/domain";
import { useDeferredValue, useId } from "react";
import { useCategories } from "../../catalogue/index.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { useSaveStaffGuide, useStaffGuide } from "./hooks.ts";
import { Markdown } from "../Markdown/Markdown.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Select } from "../../design/primitives/Select.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { RecordEditorPage, type RecordScreenProps, RecordForm, useRecordForm } from "../../staff/index.ts";
import { guideDraftOf, guideInputOf } from "./guide-form.ts";
import { GuideStatusBadge } from "./guide-status.tsx";

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
  const categories = useCategories();
  const store = useStoreInfo();
  const editor = useRecordForm({
    save: useSaveStaffGuide(view?.post.id),
    one: "guide",
    idPrefix: "guide",
    isNew,
    initial: () => guideDraftOf(store.data ? shopToday(new Date(), store.data) : new Date().toISOString().slice(0, 10), view?.post),
    inputOf: (draft) => guideInputOf(draft, isNew),
    savedAs: (answer) => ({ draft: guideDraftOf(answer.post.publishedAt, answer.post), path: staffPaths.guide(answer.post.id) }),
  });
  const { draft, set, text, fieldError } = editor;

  return (
    <RecordForm editor={editor} saveLabel="Save guide">
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
    </RecordForm>
  );
}

/**
 * One repair guide in the back office (/staff/guides/{id}, /staff/guides/new): its fields, the
 * Markdown content beside a preview made by the article page's renderer, "Save guide", and the
 * guide's history (docs/product.md, Back office: Guides). A guide is taken down by making it a draft.
 */
export function StaffGuideScreen({ id }: RecordScreenProps) {
  return (
    <RecordEditorPage
      id={id}
      useRecord={useStaffGuide}
      words={{ one: "guide", list: { path: staffPaths.guides(), label: "All guides" } }}
      newForm={<GuideForm />}
      show={(view) => ({
        title: view.post.title,
        heading: view.post.title,
        aside: <GuideStatusBadge status={view.status} />,
        form: <GuideForm key={view.post.id} view={view} />,
        history: view.history,
      })}
    />
  );
}
