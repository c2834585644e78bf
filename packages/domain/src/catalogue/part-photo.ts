import type { ApiErrorBody } from "../kernel/types.ts";
import { findRecord } from "../shop/index.ts";
import type { CatalogueChange, ShopData } from "../shop/index.ts";
import { partHistory, type PartResult, partSubject, type PartWriteContext } from "./staff/part-edit.ts";
import type { PartPhoto, Part } from "./types.ts";

/**
 * Part photos (docs/architecture.md, Part photos): what an upload may be, the widths made of it,
 * their addresses and srcset, and the rule that sets or removes a part's photo. The bytes are the
 * adapters' business (the server resizes with sharp, the mocks keep the upload in memory); the
 * record and its history are decided here, once for both.
 */

/** The largest upload taken: 10 MB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The image types an upload may be. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The widths made of every photo, smallest first; one a phone's card, one a desktop's, one the part's page. */
export const PHOTO_WIDTHS = [200, 400, 800] as const;

/** Where the photo files are served from. */
export const PHOTO_BASE = "/photos";

/** The path a photo is uploaded to (PUT, the image as the body) and removed from (DELETE). */
export const partPhotoPath = (id: number): string => `/api/staff/parts/${id}/photo`;

const refusal = (status: number, message: string): { status: number; error: ApiErrorBody } => ({
  status,
  error: { message, field: "photo" },
});

/**
 * What is wrong with an upload before anyone decodes it: its declared type (415), its size (413) or
 * no bytes at all (400); undefined when it may be read. The browser asks first for a quick answer,
 * and the server and mocks ask again.
 */
export function photoUploadRefusal(contentType: string | null, bytes: number): { status: number; error: ApiErrorBody } | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) return refusal(415, "The photo must be a JPEG, PNG or WebP image");
  if (bytes > PHOTO_MAX_BYTES) return refusal(413, `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);
  if (bytes === 0) return refusal(400, "The photo is empty");
  return undefined;
}

/** The answer for bytes that do not decode as the image they claim to be. */
export const unreadablePhoto = (): { status: number; error: ApiErrorBody } => refusal(400, "The photo could not be read as an image");

/** The widths to make of an original `width` pixels wide: never wider than it (no upscaling); a small one as it is. */
export function photoWidthsFor(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** The address of one width of a photo: "/photos/0123abcd4567ef89-400.webp". */
export const photoUrl = (photo: Pick<PartPhoto, "key">, width: number): string => `${PHOTO_BASE}/${photo.key}-${width}.webp`;

/** The `srcset` of a photo: every width with its `w` descriptor. */
export const photoSrcSet = (photo: PartPhoto): string => photo.widths.map((w) => `${photoUrl(photo, w)} ${w}w`).join(", ");

/** The widest file of a photo: the `src` for browsers without srcset, and JSON-LD's image. */
export const photoSrc = (photo: PartPhoto): string => photoUrl(photo, photo.widths[photo.widths.length - 1] ?? photo.width);

/** A part's photo's address, or the older `image` path when it has no uploaded photo. */
export const partImagePath = (part: Pick<Part, "photo" | "image">): string | undefined => (part.photo ? photoSrc(part.photo) : part.image);

/**
 * Sets a part's photo (or removes it, with null), recorded in its history as "Photo added",
 * "Photo replaced" or "Photo removed". The same photo again, or removing none, changes nothing.
 */
export function setPartPhoto(
  data: Pick<ShopData, "products" | "catalogueChanges">,
  id: number,
  photo: PartPhoto | null,
  ctx: PartWriteContext,
): PartResult {
  const before = findRecord(data.products, id);
  if (!before)
    return {
      ok: false,
      status: 404,
      error: { message: "Part not found", field: "id" },
    };
  const was = before.photo?.key ?? null;
  const now = photo?.key ?? null;
  if (was === now)
    return {
      ok: true,
      status: 200,
      value: { part: before, history: partHistory(data, id) },
      changes: [],
    };
  const part: Part = { ...before };
  if (photo) part.photo = photo;
  else delete part.photo;
  const entry: CatalogueChange = {
    id: ctx.newId(),
    at: ctx.now.toISOString(),
    by: ctx.by,
    subject: partSubject(id),
    fields: [{ field: "photo", before: was, after: now }],
    summary: now === null ? "Photo removed" : was === null ? "Photo added" : "Photo replaced",
  };
  return {
    ok: true,
    status: 200,
    value: { part, history: [entry, ...partHistory(data, id)] },
    changes: [
      { op: "put", collection: "products", record: part },
      { op: "put", collection: "catalogueChanges", record: entry },
    ],
  };
}
