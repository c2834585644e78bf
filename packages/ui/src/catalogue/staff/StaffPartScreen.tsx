import { staffPaths, type PartInput, type Part, type StaffPartView } from "@shop/domain";
import { useBrands, useCategories } from "../hooks.ts";
import { useSaveStaffPart, useStaffPart } from "./part-hooks.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Select } from "../../design/primitives/Select.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { RecordEditorPage, type RecordScreenProps, RecordForm, useRecordForm } from "../../staff/index.ts";
import { PartPhotoSection } from "./PartPhotoSection.tsx";

/** The form's values, as typed. */
interface Draft {
  name: string;
  partNumber: string;
  price: string;
  originalPrice: string;
  quantityOnHand: string;
  bin: string;
  specialOrderDays: string;
  description: string;
  compatibility: string;
  supersedes: string;
  brandId: string;
  categoryId: string;
  isFeatured: boolean;
  isPopular: boolean;
  hidden: boolean;
}

const draftOf = (part?: Part): Draft => ({
  name: part?.name ?? "",
  partNumber: part?.partNumber ?? "",
  price: part?.price ?? "",
  originalPrice: part?.originalPrice ?? "",
  quantityOnHand: part ? String(part.quantityOnHand) : "0",
  bin: part?.bin ?? "",
  specialOrderDays: part?.specialOrderDays === undefined ? "" : String(part.specialOrderDays),
  description: part?.description ?? "",
  compatibility: part?.compatibility.join("\n") ?? "",
  supersedes: part?.supersedes?.join("\n") ?? "",
  brandId: part ? String(part.brandId) : "",
  categoryId: part ? String(part.categoryId) : "",
  isFeatured: part?.isFeatured ?? false,
  isPopular: part?.isPopular ?? false,
  hidden: part?.hidden ?? false,
});

const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);
/** A whole number as typed stays a number; anything else goes as typed, for the API to name what is wrong. */
const whole = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);

/**
 * What the form sends: every field; a blank sale price ends the sale (or is left out of a new
 * part), a blank bin removes the bin, a blank lead time makes the part no special order.
 */
function inputOf(draft: Draft, isNew: boolean): Partial<PartInput> {
  const input: Record<string, unknown> = {
    name: draft.name,
    partNumber: draft.partNumber,
    price: draft.price.trim(),
    quantityOnHand: whole(draft.quantityOnHand),
    bin: draft.bin,
    // Blank: no special order (docs/product.md, Rules, Special orders).
    specialOrderDays: draft.specialOrderDays.trim() ? whole(draft.specialOrderDays) : null,
    description: draft.description,
    compatibility: lines(draft.compatibility),
    supersedes: lines(draft.supersedes),
    isFeatured: draft.isFeatured,
    isPopular: draft.isPopular,
    hidden: draft.hidden,
  };
  if (draft.originalPrice.trim()) input.originalPrice = draft.originalPrice.trim();
  else if (!isNew) input.originalPrice = null;
  if (draft.brandId) input.brandId = Number(draft.brandId);
  if (draft.categoryId) input.categoryId = Number(draft.categoryId);
  return input as Partial<PartInput>;
}

/** Every field of a part; "Save part" sends them, and the API's refusal shows at its field. */
function PartForm({ view }: { view?: StaffPartView }) {
  const isNew = view === undefined;
  const categories = useCategories();
  const brands = useBrands();
  const editor = useRecordForm({
    save: useSaveStaffPart(view?.part.id),
    one: "part",
    idPrefix: "part",
    isNew,
    initial: () => draftOf(view?.part),
    inputOf: (draft) => inputOf(draft, isNew),
    savedAs: (answer) => ({ draft: draftOf(answer.part), path: staffPaths.part(answer.part.id) }),
  });
  const { draft, set, text, fieldError } = editor;

  return (
    <RecordForm editor={editor} saveLabel="Save part">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Name" required error={fieldError("name")}>
          <Input id="part-name" maxLength={120} {...text("name")} />
        </Field>
        <Field label="Part number" required hint="As printed on the part; no two parts share one." error={fieldError("partNumber")}>
          <Input id="part-partNumber" maxLength={40} autoCapitalize="characters" {...text("partNumber")} />
        </Field>
        <Field label="Price" required hint='Dollars and cents, like "49.99".' error={fieldError("price")}>
          <Input id="part-price" inputMode="decimal" {...text("price")} />
        </Field>
        <Field label="Price before sale" hint="Only for a part on sale: the list price, above the price. Leave blank for no sale." error={fieldError("originalPrice")}>
          <Input id="part-originalPrice" inputMode="decimal" {...text("originalPrice")} />
        </Field>
        <Field label="On hand" required hint="A whole number from 0 to 99999." error={fieldError("quantityOnHand")}>
          <Input id="part-quantityOnHand" inputMode="numeric" {...text("quantityOnHand")} />
        </Field>
        <Field label="Bin location" hint="Where it sits on the shelves, e.g. A3-12." error={fieldError("bin")}>
          <Input id="part-bin" autoCapitalize="characters" autoComplete="off" className="font-mono" {...text("bin")} />
        </Field>
        <Field
          label="Special order lead time"
          hint="Business days to get it from the distributor, 1 to 60: it can then be ordered with none on hand. Leave blank if it cannot."
          error={fieldError("specialOrderDays")}
        >
          <Input id="part-specialOrderDays" inputMode="numeric" autoComplete="off" {...text("specialOrderDays")} />
        </Field>
        <Field label="Brand" required error={fieldError("brandId")}>
          <Select id="part-brandId" {...text("brandId")}>
            <option value="">Choose a brand</option>
            {brands.data?.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Category" required error={fieldError("categoryId")}>
          <Select id="part-categoryId" {...text("categoryId")}>
            <option value="">Choose a category</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Description" required error={fieldError("description")}>
        <Textarea id="part-description" rows={4} maxLength={5000} {...text("description")} />
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Fits models" hint="One model number per line." error={fieldError("compatibility")}>
          <Textarea id="part-compatibility" rows={6} className="font-mono" {...text("compatibility")} />
        </Field>
        <Field label="Replaces part numbers" hint="Older part numbers this one replaces, one per line." error={fieldError("supersedes")}>
          <Textarea id="part-supersedes" rows={6} className="font-mono" {...text("supersedes")} />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">In the shop</legend>
        {(
          [
            ["isFeatured", "Featured on the home page"],
            ["isPopular", "Popular"],
            ["hidden", "Hidden: left out of the shop (hide rather than delete)"],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input id={`part-${key}`} type="checkbox" className="size-4 accent-primary" checked={draft[key]} onChange={(event) => set(key, event.target.checked)} />
            {label}
          </label>
        ))}
      </fieldset>
    </RecordForm>
  );
}

/**
 * One part in the back office (/staff/parts/{id}, /staff/parts/new): a form with every field,
 * "Save part", and the part's history. A part is never deleted, only hidden (docs/product.md,
 * Back office: Parts).
 */
export function StaffPartScreen({ id }: RecordScreenProps) {
  return (
    <RecordEditorPage
      id={id}
      useRecord={useStaffPart}
      words={{ one: "part", list: { path: staffPaths.parts(), label: "All parts" } }}
      newForm={<PartForm />}
      show={(view) => ({
        title: view.part.partNumber,
        heading: view.part.name,
        aside: (
          <>
            <span className="font-mono text-muted-foreground">{view.part.partNumber}</span>
            {view.part.hidden ? <Badge variant="outline">Hidden</Badge> : null}
          </>
        ),
        form: <PartForm key={view.part.id} view={view} />,
        more: <PartPhotoSection part={view.part} />,
        history: view.history,
      })}
    />
  );
}
