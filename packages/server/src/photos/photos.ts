import { createHash, randomUUID } from "node:crypto";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import sharp from "sharp";
import {
  CSRF_HEADER,
  httpAnswer,
  parseRecordId,
  partSubject,
  PHOTO_MAX_BYTES,
  photoUploadRefusal,
  photoUrl,
  photoWidthsFor,
  setPartPhoto,
  staffRefusal,
  unreadablePhoto,
  withHistory,
  type ApiOutcome,
  type PartPhoto,
  type StaffSessionView,
} from "@shop/domain";
import { DIR_MODE, writeFileAtomic, type Store } from "../db/index.ts";
import { pathOf, reqIdOf, type Log } from "../http/index.ts";

/**
 * Part photos on disk (docs/architecture.md, Part photos): the upload is decoded and resized with
 * sharp into WebP files named by the hash of the original's bytes, beside the database in
 * `photos/`, and served from there with a year's immutable cache. The part's record changes only
 * after every file is in place, so a page never points at a file that is not there yet.
 */

/** The photos folder for a database file: `photos/` beside it (backed up with it). */
export const photosDirFor = (dbFile: string): string => path.join(path.dirname(dbFile), "photos");

/**
 * The largest image decoded, in pixels (50 MP, a large phone camera's): a small file can claim a
 * huge canvas, and decoding one would take gigabytes of memory.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const FORMATS = new Set(["jpeg", "png", "webp"]);
/** WebP quality: a part on a plain background shows no loss here, at a third of JPEG's bytes. */
const WEBP_QUALITY = 80;

type Refusal = { status: number; error: { message: string; field?: string } };
const isRefusal = (value: PartPhoto | Refusal): value is Refusal => "error" in value;

/**
 * Makes the photo's files from the uploaded bytes (each width once: a file already there is the
 * same content, as its name is its hash) and answers its record, or a refusal for what is no
 * JPEG, PNG or WebP image.
 */
async function makePhotoFiles(dir: string, bytes: Buffer): Promise<PartPhoto | Refusal> {
  const options = {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: "error" as const,
  };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (!FORMATS.has(meta.format))
      return {
        status: 415,
        error: {
          message: "The photo must be a JPEG, PNG or WebP image",
          field: "photo",
        },
      };
    // As seen: a phone's portrait photo is stored landscape with an EXIF rotation.
    ({ width, height } = meta.autoOrient);
  } catch {
    return unreadablePhoto();
  }
  const key = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const photo: PartPhoto = {
    key,
    widths: photoWidthsFor(width),
    width,
    height,
  };
  // The shop serves its photos itself: no one else need read the folder.
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  try {
    for (const w of photo.widths) {
      const file = path.join(dir, path.basename(photoUrl(photo, w)));
      if (
        await access(file).then(
          () => true,
          () => false,
        )
      )
        continue;
      const out = await sharp(bytes, options).autoOrient().resize({ width: w, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      await writeFileAtomic(file, out);
    }
  } catch (error) {
    // The header read, the pixels did not: a truncated or corrupt file. A disk error is no such thing.
    if (error instanceof Error && "code" in error) throw error;
    return unreadablePhoto();
  }
  return photo;
}

export interface PhotoRoutesOptions {
  store: Store;
  /** Where the files are written and served from. */
  dir: string;
  /** The staff session of a request, as the staff routes find it. */
  staffOf(req: Request): Promise<StaffSessionView | null>;
  /** The server's turns for writes (oneAtATime): the part is read and its change committed in one, as every write's rule is. */
  writeTurn<T>(task: () => Promise<T>): Promise<T>;
  log: Log;
}

function send(res: Response, outcome: ApiOutcome): void {
  const answer = httpAnswer(outcome);
  res.status(answer.status).set(answer.headers).send(answer.body);
}

const refused = (res: Response, refusal: Refusal) => send(res, { status: refusal.status, body: refusal.error });

/**
 * PUT /api/staff/parts/:id/photo, the image itself as the body. The session, CSRF token, type and
 * declared size are checked before a byte is read; then the bytes are decoded, resized and stored,
 * and the part's change is committed through the store.
 */
export function photoUpload({ store, dir, staffOf, writeTurn, log }: PhotoRoutesOptions): RequestHandler[] {
  const partsAsked = async (id: number) =>
    withHistory({ ...store.data, products: await store.reads.catalogue.records([id]) }, store.reads.history, [partSubject(id)]);
  const readRaw = express.raw({ type: () => true, limit: PHOTO_MAX_BYTES });
  const check: RequestHandler = async (req, res, next) => {
    try {
      const staff = await staffOf(req);
      const refusal = staffRefusal(req.method, {
        staff,
        csrfToken: req.get(CSRF_HEADER) ?? null,
      });
      if (refusal) return send(res, refusal);
      res.locals.staff = staff;
      const declared = Number(req.get("content-length") ?? "0");
      const early = photoUploadRefusal(req.get("content-type") ?? null, Number.isFinite(declared) && declared > 0 ? declared : 1);
      if (early) return refused(res, early);
      readRaw(req, res, (error?: unknown) => {
        if (error === undefined) return next();
        const type = (error as { type?: string }).type;
        refused(
          res,
          type === "entity.too.large"
            ? (photoUploadRefusal(req.get("content-type") ?? null, PHOTO_MAX_BYTES + 1) ?? unreadablePhoto())
            : unreadablePhoto(),
        );
      });
    } catch (error) {
      next(error);
    }
  };
  const upload: RequestHandler = async (req, res, next) => {
    try {
      const id = parseRecordId(String(req.params.id ?? ""));
      if (id === undefined || (await store.reads.catalogue.records([id])).length === 0)
        return send(res, {
          status: 404,
          body: { message: "Part not found", field: "id" },
        });
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const empty = photoUploadRefusal(req.get("content-type") ?? null, bytes.length);
      if (empty) return refused(res, empty);
      const made = await makePhotoFiles(dir, bytes);
      if (isRefusal(made)) return refused(res, made);
      const staff = res.locals.staff as StaffSessionView;
      // Read again in the write's turn: the part may have changed (or another photo landed) meanwhile.
      let durable: Promise<void> | undefined;
      const result = await writeTurn(async () => {
        const decided = setPartPhoto(await partsAsked(id), id, made, { now: new Date(), by: staff.email, newId: () => randomUUID() });
        if (decided.ok) durable = store.commit(decided.changes);
        return decided;
      });
      if (!result.ok) return refused(res, result);
      try {
        await durable;
      } catch (error) {
        log(`PUT ${pathOf(req)}: could not save: ${error instanceof Error ? error.message : String(error)}`, "error", { reqId: reqIdOf(res) });
        return send(res, {
          status: 503,
          body: { message: "Could not save, please try again" },
        });
      }
      send(res, { status: 200, body: result.value });
    } catch (error) {
      next(error);
    }
  };
  return [check, upload];
}

/** `/photos/*`: the files as they are, for a year (their names change with their content), never sniffed. */
export function photoFiles(dir: string): Router {
  const router = express.Router();
  router.use(
    express.static(dir, {
      immutable: true,
      maxAge: "365d",
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders: (res) => res.set("X-Content-Type-Options", "nosniff"),
    }),
  );
  router.use((_req, res) => {
    res.status(404).type("text/plain").set("X-Content-Type-Options", "nosniff").send("No such photo");
  });
  return router;
}
