import { PART_TYPES, pagePaths, slugFromName, staffPaths, type PartType, type TaxonomyInput } from "@shop/domain";
import { useState } from "react";
import { useSaveStaffTaxonomy, useStaffTaxonomy, type TaxonomyKind, type TaxonomyView } from "./taxonomy-hooks.ts";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Select } from "../../design/primitives/Select.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { RecordEditorPage, RecordForm, useRecordForm } from "../../staff/index.ts";

const shopLinkClass = "text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** What the screens say for each kind, and where each kind's records live. */
export const TAXONOMY_WORDS = {
  category: {
    one: "category",
    One: "Category",
    all: "Categories",
    list: staffPaths.categories,
    edit: staffPaths.category,
    shop: (r: { type: PartType; slug: string }) => pagePaths.category(r),
  },
  brand: { one: "brand", One: "Brand", all: "Brands", list: staffPaths.brands, edit: staffPaths.brand, shop: (r: { slug: string }) => pagePaths.brand(r.slug) },
} as const;

/** How a part type reads in the back office. */
export const TYPE_LABELS: Record<PartType, string> = { appliance: "Appliance", hvac: "HVAC" };

type Draft = Required<TaxonomyInput>;

const draftOf = (view?: TaxonomyView): Draft => ({
  name: view?.record.name ?? "",
  slug: view?.record.slug ?? "",
  type: view?.record.type ?? "appliance",
  description: view?.record.description ?? "",
});

/** Name, slug, type and description; "Save" sends them, and the API's refusal shows at its field. */
function TaxonomyForm({ kind, view }: { kind: TaxonomyKind; view?: TaxonomyView }) {
  const words = TAXONOMY_WORDS[kind];
  const isNew = view === undefined;
  const editor = useRecordForm({
    save: useSaveStaffTaxonomy(kind, view?.record.id),
    one: words.one,
    idPrefix: kind,
    isNew,
    initial: () => draftOf(view),
    inputOf: (draft) => draft,
    savedAs: (answer) => ({ draft: draftOf(answer), path: words.edit(answer.record.id) }),
  });
  const { draft, change: set, fieldError } = editor;
  // A new record's slug follows its name until someone types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const onName = (name: string) => set(slugTouched ? { name } : { name, slug: slugFromName(name) });
  const oldAddress = view ? words.shop(view.record) : undefined;
  const newAddress = words.shop(draft);

  return (
    <RecordForm editor={editor} saveLabel="Save" className="max-w-2xl">
      <Field label="Name" required error={fieldError("name")}>
        <Input id={`${kind}-name`} maxLength={80} value={draft.name} onChange={(event) => onName(event.target.value)} />
      </Field>
      <Field
        label="Slug"
        required
        hint={`The page's address: lowercase letters and digits joined by dashes.${isNew ? " Made from the name until you change it." : ""}`}
        error={fieldError("slug")}
      >
        <Input
          id={`${kind}-slug`}
          maxLength={80}
          className="font-mono"
          value={draft.slug}
          onChange={(event) => {
            setSlugTouched(true);
            set({ slug: event.target.value });
          }}
        />
      </Field>
      {oldAddress && oldAddress !== newAddress ? (
        <p id={`${kind}-address-warning`} className="rounded-md border border-destructive/50 px-3 py-2 text-sm">
          <strong>The page moves</strong> from <span className="font-mono">{oldAddress}</span> to <span className="font-mono">{newAddress}</span>. Links
          and bookmarks to the old address will find no page.
        </p>
      ) : null}
      <Field label="Type" required error={fieldError("type")}>
        <Select id={`${kind}-type`} value={draft.type} onChange={(event) => set({ type: event.target.value as PartType })}>
          {PART_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Description" hint="Shown on its page in the shop." error={fieldError("description")}>
        <Textarea id={`${kind}-description`} rows={5} maxLength={2000} value={draft.description} onChange={(event) => set({ description: event.target.value })} />
      </Field>
    </RecordForm>
  );
}

/** The editor's read of one category or brand, as a hook of the record's id alone. */
const useStaffCategory = (id: number | undefined) => useStaffTaxonomy("category", id);
const useStaffBrand = (id: number | undefined) => useStaffTaxonomy("brand", id);

export type StaffTaxonomyScreenProps = {
  kind: TaxonomyKind;
  /** From the URL: the record's id, or "new" to add one. */
  id: string;
};

/**
 * One category or brand in the back office (/staff/categories/{id}, /staff/brands/{id}, or
 * .../new): its form, a link to its page in the shop, and its history. Neither is ever deleted:
 * parts refer to them (docs/product.md, Back office: Categories and brands).
 */
export function StaffTaxonomyScreen({ kind, id }: StaffTaxonomyScreenProps) {
  const words = TAXONOMY_WORDS[kind];
  return (
    <RecordEditorPage
      id={id}
      useRecord={kind === "category" ? useStaffCategory : useStaffBrand}
      words={{ one: words.one, list: { path: words.list(), label: `All ${words.all.toLowerCase()}` } }}
      newForm={<TaxonomyForm kind={kind} />}
      show={(view) => ({
        title: view.record.name,
        heading: view.record.name,
        baseline: true,
        aside: (
          <>
            <span className="text-sm text-muted-foreground">{view.record.productCount === 1 ? "1 part" : `${view.record.productCount} parts`}</span>
            <a href={words.shop(view.record)} className={shopLinkClass}>
              View in shop
            </a>
          </>
        ),
        form: <TaxonomyForm key={view.record.id} kind={kind} view={view} />,
        history: view.history,
      })}
    />
  );
}
