import { PHOTO_TYPES, type Part } from "@shop/domain";
import { useId, type ChangeEvent } from "react";
import { apiErrorMessage } from "../../client/client.ts";
import { useCategories } from "../hooks.ts";
import { useRemovePartPhoto, useUploadPartPhoto } from "./photo-hooks.ts";
import { PartImage } from "../../design/PartImage/PartImage.tsx";
import { Button } from "../../design/primitives/Button.tsx";

/**
 * A part's photo in its back-office page (docs/architecture.md, Part photos): the current photo, or
 * the category's icon the shop shows without one; "Upload photo" (a JPEG, PNG or WebP up to 10 MB,
 * checked here first, then by the server) and "Remove photo". A refusal shows the API's message.
 */
export function PartPhotoSection({ part }: { part: Part }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadPartPhoto(part.id);
  const remove = useRemovePartPhoto(part.id);
  const category = useCategories().data?.find((c) => c.id === part.categoryId);
  const busy = upload.isPending || remove.isPending;
  const failed = upload.isError ? upload.error : remove.isError ? remove.error : null;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change.
    event.target.value = "";
    if (!file) return;
    remove.reset();
    upload.mutate(file);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Photo
      </h2>
      <div className="flex flex-wrap items-start gap-4">
        <PartImage
          photo={part.photo}
          src={part.image}
          alt={part.photo || part.image ? `Photo of ${part.name}` : ""}
          category={category}
          sizes="160px"
          className="w-40 rounded-md border"
        />
        <div className="grid gap-2">
          {part.photo || part.image ? null : <p className="text-sm text-muted-foreground">No photo yet: the shop shows the category's icon.</p>}
          <label htmlFor={inputId} className="text-sm font-medium">
            Upload photo
          </label>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            aria-describedby={hintId}
            disabled={busy}
            onChange={chosen}
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            JPEG, PNG or WebP, up to 10 MB. The shop makes smaller copies for phones.
          </p>
          {part.photo ? (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={busy}
              onClick={() => {
                upload.reset();
                remove.mutate();
              }}
            >
              {remove.isPending ? "Removing..." : "Remove photo"}
            </Button>
          ) : null}
          {upload.isPending ? (
            <p role="status" className="text-sm font-medium">
              Uploading the photo...
            </p>
          ) : null}
          {failed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {apiErrorMessage(failed)}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
