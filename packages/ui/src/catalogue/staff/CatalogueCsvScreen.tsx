import { MAX_IMPORT_BYTES } from "@shop/domain";
// Types only: the CSV parser stays out of the browser's bundle.
import type { CatalogueImportAppliedView, CatalogueImportPreviewView } from "@shop/domain/catalogue-csv";
import { useId, useState } from "react";
import { ApiError, apiErrorMessage } from "../../client/client.ts";
import { useCatalogueExport, useCatalogueImportApply, useCatalogueImportPreview } from "./csv-hooks.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Checkbox } from "../../design/primitives/Checkbox.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { CataloguePreview, ImportApplied } from "./catalogue-preview.tsx";

/** The file chosen, as read in the browser, and the options it was previewed with. */
interface ChosenFile {
  name: string;
  csv: string;
  createBrands: boolean;
  createCategories: boolean;
}

const alertClass = "text-sm font-medium text-destructive";

/**
 * The catalogue as a CSV file in the back office (/staff/catalogue; docs/product.md, Catalogue
 * CSV): download every part; choose a file to see what it would add and change, and its errors by
 * line and column; apply it as one commit. A failed call shows the API's message and keeps the
 * preview that was on the screen.
 */
export function CatalogueCsvScreen() {
  const exporter = useCatalogueExport();
  const previewer = useCatalogueImportPreview();
  const applier = useCatalogueImportApply();
  const [file, setFile] = useState<ChosenFile>();
  const [preview, setPreview] = useState<CatalogueImportPreviewView>();
  const [applied, setApplied] = useState<CatalogueImportAppliedView>();
  const [fileError, setFileError] = useState<string>();
  const inputId = useId();

  const ask = (chosen: ChosenFile) => {
    setFile(chosen);
    applier.reset();
    previewer.mutate(
      { csv: chosen.csv, createBrands: chosen.createBrands, createCategories: chosen.createCategories },
      { onSuccess: (answer) => setPreview(answer) },
    );
  };

  const onChoose = async (chosen: File | undefined) => {
    setFileError(undefined);
    setApplied(undefined);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      setFileError(`${chosen.name} is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB: split it into smaller files.`);
      return;
    }
    let csv: string;
    try {
      csv = await chosen.text();
    } catch {
      setFileError(`${chosen.name} could not be read: choose it again.`);
      return;
    }
    setPreview(undefined);
    ask({ name: chosen.name, csv, createBrands: false, createCategories: false });
  };

  const onApply = () => {
    if (!file || !preview) return;
    applier.mutate(
      { csv: file.csv, createBrands: file.createBrands, createCategories: file.createCategories, fingerprint: preview.fingerprint },
      {
        onSuccess: (result) => {
          setApplied(result);
          setPreview(undefined);
          setFile(undefined);
        },
      },
    );
  };

  const unknown = (kind: "brand" | "category") => preview?.errors.some((e) => e.message.startsWith(`Unknown ${kind} `)) ?? false;
  const offerBrands = Boolean(file?.createBrands) || unknown("brand");
  const offerCategories = Boolean(file?.createCategories) || unknown("category");
  const changes = preview ? preview.new.length + preview.changed.length + preview.newBrands.length + preview.newCategories.length : 0;
  const failure = previewer.isError ? previewer.error : applier.isError ? applier.error : undefined;

  return (
    <div className="space-y-8">
      <title>Catalogue CSV · Back office</title>
      <h1 className="text-2xl font-bold tracking-tight">Catalogue CSV</h1>

      <section aria-labelledby="catalogue-export" className="space-y-3">
        <h2 id="catalogue-export" className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-sm text-muted-foreground">Every part, hidden ones too, one row each; importing it back changes nothing.</p>
        <Button type="button" variant="outline" disabled={exporter.isPending} onClick={() => exporter.mutate()}>
          {exporter.isPending ? "Preparing the file..." : "Download the catalogue (CSV)"}
        </Button>
        {exporter.isError ? (
          <p role="alert" className={alertClass}>
            The catalogue could not be downloaded: {apiErrorMessage(exporter.error)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="catalogue-import" className="space-y-4">
        <h2 id="catalogue-import" className="text-lg font-semibold">
          Import
        </h2>
        <p className="text-sm text-muted-foreground">
          The columns are part_number, name, brand, category, price, original_price, quantity, bin, special_order, lead_days, compatible_models,
          replaces, description, featured, popular and hidden; a part is matched by its part number. A special order is special_order yes with
          lead_days, its business days from the distributor. Choosing a file only previews it: nothing changes until you apply it.
        </p>
        <div className="space-y-1">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-foreground"
            onChange={(e) => void onChoose(e.target.files?.[0])}
          />
        </div>
        {fileError ? (
          <p role="alert" className={alertClass}>
            {fileError}
          </p>
        ) : null}
        {previewer.isPending ? (
          <p role="status" className="text-sm">
            Reading {file?.name}...
          </p>
        ) : null}
        {failure ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className={alertClass}>
              {previewer.isError ? "The file could not be previewed" : "Nothing was imported"}: {apiErrorMessage(failure)}
            </p>
            {applier.error instanceof ApiError && applier.error.status === 409 && file ? (
              <Button type="button" variant="outline" size="sm" onClick={() => ask(file)}>
                Preview the file again
              </Button>
            ) : null}
          </div>
        ) : null}
        {applied ? <ImportApplied result={applied} /> : null}

        {file && preview ? (
          <section aria-labelledby="catalogue-preview" className="space-y-4">
            <h3 id="catalogue-preview" className="text-base font-semibold">
              Preview of {file.name}
            </h3>
            {offerBrands || offerCategories ? (
              <div className="space-y-2">
                {offerBrands ? (
                  <div className="flex items-center gap-2">
                    <Checkbox id={`${inputId}-brands`} checked={file.createBrands} onCheckedChange={(on) => ask({ ...file, createBrands: on === true })} />
                    <Label htmlFor={`${inputId}-brands`}>Create brands that do not exist yet</Label>
                  </div>
                ) : null}
                {offerCategories ? (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${inputId}-categories`}
                      checked={file.createCategories}
                      onCheckedChange={(on) => ask({ ...file, createCategories: on === true })}
                    />
                    <Label htmlFor={`${inputId}-categories`}>Create categories that do not exist yet</Label>
                  </div>
                ) : null}
              </div>
            ) : null}
            <CataloguePreview preview={preview} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" disabled={preview.errors.length > 0 || changes === 0 || applier.isPending || previewer.isPending} onClick={onApply}>
                {applier.isPending ? "Applying..." : `Apply ${changes} ${changes === 1 ? "change" : "changes"}`}
              </Button>
              {preview.errors.length > 0 ? (
                <p className="text-sm text-muted-foreground">Fix the errors in the file and choose it again.</p>
              ) : changes === 0 ? (
                <p className="text-sm text-muted-foreground">The catalogue already matches this file.</p>
              ) : null}
            </div>
          </section>
        ) : null}
      </section>
    </div>
  );
}
