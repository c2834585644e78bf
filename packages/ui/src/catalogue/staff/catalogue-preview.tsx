import { staffPaths } from "@shop/domain";
// Types only: the CSV parser stays out of the browser's bundle.
import type { CatalogueImportAppliedView, CatalogueImportPreviewView, ColumnValue } from "@shop/domain/catalogue-csv";
import { Link } from "react-router";

/** The most rows each list of a preview shows; a 2,000-row file would otherwise be one very long page. */
export const PREVIEW_ROWS_SHOWN = 100;

const cellLink = "font-mono text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
const th = "px-3 py-2 font-semibold";
const td = "px-3 py-2 align-top";

/** A column's value as people read it. */
export function showValue(value: ColumnValue): string {
  if (value === null) return "(none)";
  if (Array.isArray(value)) return value.length > 0 ? value.join(" | ") : "(none)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = String(value);
  return text === "" ? "(empty)" : text;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function More({ total }: { total: number }) {
  return total > PREVIEW_ROWS_SHOWN ? <p className="text-sm text-muted-foreground">and {total - PREVIEW_ROWS_SHOWN} more</p> : null;
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-base font-semibold">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            {head.map((name) => (
              <th key={name} scope="col" className={th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** The preview's counts, errors, new parts and changed parts (each list capped at PREVIEW_ROWS_SHOWN). */
export function CataloguePreview({ preview }: { preview: CatalogueImportPreviewView }) {
  const { errors } = preview;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["New", preview.new.length],
            ["Changed", preview.changed.length],
            ["Unchanged", preview.unchanged],
            ["Errors", errors.length],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className={`text-2xl font-bold ${label === "Errors" && count > 0 ? "text-destructive" : ""}`}>{count}</dd>
          </div>
        ))}
      </dl>
      {preview.newBrands.length + preview.newCategories.length > 0 ? (
        <p className="text-sm">
          {preview.newBrands.length > 0 ? `New brands: ${preview.newBrands.join(", ")}. ` : ""}
          {preview.newCategories.length > 0 ? `New categories: ${preview.newCategories.join(", ")}.` : ""}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <>
          <Table caption={`Errors (${errors.length}): nothing can be applied until the file is fixed`} head={["Line", "Column", "Message"]}>
            {errors.slice(0, PREVIEW_ROWS_SHOWN).map((e, i) => (
              <tr key={`${e.line}-${e.column ?? ""}-${i}`}>
                <td className={td}>{e.line}</td>
                <td className={`${td} font-mono`}>{e.column ?? "-"}</td>
                <td className={`${td} break-words`}>{e.message}</td>
              </tr>
            ))}
          </Table>
          <More total={errors.length} />
        </>
      ) : null}
      {preview.new.length > 0 ? (
        <>
          <Table caption={`New parts (${preview.new.length})`} head={["Line", "Part number", "Name", "Price", "On hand"]}>
            {preview.new.slice(0, PREVIEW_ROWS_SHOWN).map((p) => (
              <tr key={p.partNumber}>
                <td className={td}>{p.line}</td>
                <td className={`${td} font-mono`}>{p.partNumber}</td>
                <td className={td}>{p.name}</td>
                <td className={td}>{p.price}</td>
                <td className={td}>{p.quantity}</td>
              </tr>
            ))}
          </Table>
          <More total={preview.new.length} />
        </>
      ) : null}
      {preview.changed.length > 0 ? (
        <>
          <Table caption={`Changed parts (${preview.changed.length})`} head={["Line", "Part number", "Changes"]}>
            {preview.changed.slice(0, PREVIEW_ROWS_SHOWN).map((p) => (
              <tr key={p.partNumber}>
                <td className={td}>{p.line}</td>
                <td className={`${td} font-mono`}>
                  <Link to={staffPaths.part(p.id)} className={cellLink}>
                    {p.partNumber}
                  </Link>
                </td>
                <td className={td}>
                  <ul className="space-y-1">
                    {p.fields.map((f) => (
                      <li key={f.field} className="break-words">
                        <span className="font-mono">{f.field}</span>: {showValue(f.before)} <span aria-hidden="true">-&gt;</span>
                        <span className="sr-only"> becomes</span> {showValue(f.after)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </Table>
          <More total={preview.changed.length} />
        </>
      ) : null}
    </div>
  );
}

/** What an applied import did, with links to the parts it added or changed. */
export function ImportApplied({ result }: { result: CatalogueImportAppliedView }) {
  const made = [
    result.newBrands > 0 ? plural(result.newBrands, "new brand") : "",
    result.newCategories > 0 ? plural(result.newCategories, "new category", "new categories") : "",
  ].filter(Boolean);
  return (
    <div className="space-y-2 rounded-lg border p-4">
      <p role="status" className="font-medium">
        Imported: {plural(result.new, "new part")}, {plural(result.changed, "changed part")}
        {made.length > 0 ? `, ${made.join(", ")}` : ""}; {result.unchanged} unchanged. Every page shows it from now on.
      </p>
      {result.parts.length > 0 ? (
        <>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {result.parts.slice(0, PREVIEW_ROWS_SHOWN).map((p) => (
              <li key={p.id}>
                <Link to={staffPaths.part(p.id)} className={cellLink}>
                  {p.partNumber}
                </Link>{" "}
                <span className="text-sm text-muted-foreground">({p.status})</span>
              </li>
            ))}
          </ul>
          <More total={result.parts.length} />
        </>
      ) : null}
    </div>
  );
}
