import {
  API_BASE,
  applyChanges,
  CSRF_HEADER,
  httpAnswer,
  parseRecordId,
  PHOTO_BASE,
  photoUploadRefusal,
  photoWidthsFor,
  setPartPhoto,
  staffRefusal,
  unreadablePhoto,
  type ApiOutcome,
  type PartPhoto,
} from "@shop/domain";
import { HttpHandler, HttpResponse } from "msw";
import { getMockData, getMockStaffSession } from "../data.ts";

/**
 * Part photos in the mocks (docs/architecture.md, Part photos). The upload is checked as the server
 * checks it (staff session, CSRF token, type, size, that it decodes) and recorded with the domain's
 * `setPartPhoto`; the image itself is kept in memory as uploaded, one blob answering every width
 * (the server's resizing is sharp's business, not the browser's).
 */

/** Uploaded images by photo key. */
const images = new Map<string, Blob>();

const respond = (outcome: ApiOutcome): Response => {
  const answer = httpAnswer(outcome);
  return new HttpResponse(answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
};

/** The first 16 hex digits of the bytes' SHA-256, as the server names its files. */
async function keyOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The first bytes of a JPEG, a PNG and a WebP file (RIFF, then WEBP from byte 8). */
function looksLikeAnImage(bytes: Uint8Array): boolean {
  const starts = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  return starts(0, 0xff, 0xd8, 0xff) || starts(0, 0x89, 0x50, 0x4e, 0x47) || (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50));
}

/**
 * The image's size, decoding it where the platform can (a browser); null when it does not decode.
 * Without createImageBitmap (Node, jsdom) only its first bytes are checked, and it is taken as an
 * 800-pixel square.
 */
async function sizeOf(blob: Blob): Promise<{ width: number; height: number } | null> {
  if (!looksLikeAnImage(new Uint8Array(await blob.slice(0, 12).arrayBuffer()))) return null;
  if (typeof createImageBitmap !== "function") return { width: 800, height: 800 };
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * Gives a mock part a photo: the image is kept under its key and the part's record changed with
 * its history, as an upload would. For stories of parts with photos; answers the record.
 */
export async function setMockPartPhoto(id: number, image: Blob, size: { width: number; height: number }): Promise<PartPhoto> {
  const key = await keyOf(await image.arrayBuffer());
  images.set(key, image);
  const photo: PartPhoto = { key, widths: photoWidthsFor(size.width), ...size };
  const result = setPartPhoto(getMockData(), id, photo, {
    now: new Date(),
    by: "counter@example.com",
    newId: () => crypto.randomUUID(),
  });
  if (!result.ok) throw new Error(result.error.message);
  applyChanges(getMockData(), result.changes);
  return photo;
}

const UPLOAD = new RegExp(`^${API_BASE}/staff/parts/([^/]+)/photo/?$`, "i");
const FILE = new RegExp(`^${PHOTO_BASE}/([0-9a-f]{16})-\\d+\\.webp$`);

/** PUT /api/staff/parts/:id/photo in the mocks. */
export const photoUploadHandler = new HttpHandler(
  "PUT",
  ({ request }) => ({
    matches: UPLOAD.test(new URL(request.url).pathname),
    params: {},
  }),
  async ({ request }) => {
    const staff = getMockStaffSession();
    const refusal = staffRefusal("PUT", {
      staff,
      csrfToken: request.headers.get(CSRF_HEADER),
    });
    if (refusal || !staff) return respond(refusal ?? { status: 401 });
    const blob = await request.blob();
    const early = photoUploadRefusal(request.headers.get("content-type"), blob.size);
    if (early) return respond({ status: early.status, body: early.error });
    const id = parseRecordId(UPLOAD.exec(new URL(request.url).pathname)?.[1] ?? "");
    if (id === undefined || !getMockData().products.some((p) => p.id === id))
      return respond({
        status: 404,
        body: { message: "Part not found", field: "id" },
      });
    const size = await sizeOf(blob);
    if (!size) return respond({ status: 400, body: unreadablePhoto().error });
    const key = await keyOf(await blob.arrayBuffer());
    images.set(key, blob);
    const result = setPartPhoto(
      getMockData(),
      id,
      { key, widths: photoWidthsFor(size.width), ...size },
      { now: new Date(), by: staff.email, newId: () => crypto.randomUUID() },
    );
    if (!result.ok) return respond({ status: result.status, body: result.error });
    applyChanges(getMockData(), result.changes);
    return respond({ status: 200, body: result.value });
  },
);
photoUploadHandler.info.header = `PUT ${API_BASE}/staff/parts/:id/photo`;

/** GET /photos/{key}-{width}.webp in the mocks: the uploaded image, whatever the width. */
export const photoFileHandler = new HttpHandler(
  /^(GET|HEAD)$/,
  ({ request }) => ({
    matches: FILE.test(new URL(request.url).pathname),
    params: {},
  }),
  ({ request }) => {
    const image = images.get(FILE.exec(new URL(request.url).pathname)?.[1] ?? "");
    return image
      ? new HttpResponse(image, {
          headers: { "content-type": image.type || "image/webp" },
        })
      : new HttpResponse("No such photo", {
          status: 404,
          headers: { "content-type": "text/plain" },
        });
  },
);
photoFileHandler.info.header = `GET ${PHOTO_BASE}/*`;
