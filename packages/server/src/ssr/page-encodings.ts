import { Buffer } from "node:buffer";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import compression from "compression";
import type { Request, Response } from "express";
import type { CachedAnswer } from "./answer-cache.ts";

/**
 * A kept page's compressed bytes, made once when it enters the page cache and answered to every
 * later request in the encoding it accepts (docs/architecture.md, Server rendering), instead of the
 * compression middleware compressing the same page for each request.
 */

/** The encodings a kept page is stored in besides its text, in the order the server prefers them. */
type PageEncoding = "br" | "gzip";
export type EncodedPage = Readonly<Record<PageEncoding, Buffer>>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli 6 and gzip 6, chosen by measuring the home, category and part pages (63-156 KB of HTML):
 * brotli 6 is 6-7% smaller than the middleware's brotli 4 for about 1 ms more (2-4 ms), 9 gains
 * nothing over 6 at ten times the time, and 11 is another 12% smaller but takes 150-250 ms a page,
 * which the first request after every data change would wait for (and the shop's two cores pay
 * again for every page a crawler walks). gzip 9 is within 1% of 6.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

/** Compresses a page's HTML once, both ways at the same time, off the event loop (zlib's thread pool). */
export async function compressPage(body: string): Promise<EncodedPage> {
  const text = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipAsync(text, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

/** Each coding's weight in an Accept-Encoding header; `*` stands for any coding not named. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    found.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  return found;
}

/**
 * The encoding to answer with: the most wanted of brotli, gzip and none (brotli first on a tie),
 * leaving out any the request refuses with q=0. No header means none. When the request refuses
 * all three, the page goes out uncompressed anyway (rather than a 406 no browser expects).
 */
function pickEncoding(acceptEncoding: string | undefined): PageEncoding | "identity" {
  if (acceptEncoding === undefined) return "identity";
  const accepted = weights(acceptEncoding);
  const any = accepted.get("*");
  // Not named, "identity" is acceptable but wanted least (RFC 9110, 12.5.3): any coding named with q > 0 comes first.
  const weightOf = (name: string) => accepted.get(name) ?? any ?? (name === "identity" ? Number.MIN_VALUE : 0);
  let best: PageEncoding | "identity" = "identity";
  let bestWeight = 0;
  for (const name of ["br", "gzip", "identity"] as const) {
    const weight = weightOf(name);
    if (weight > bestWeight) [best, bestWeight] = [name, weight];
  }
  return best;
}

/** A kept answer's stored encodings, when it has both (a page kept by the page cache). */
export function encodedOf(answer: CachedAnswer): EncodedPage | undefined {
  const { br, gzip: gz } = answer.encoded ?? {};
  return br && gz ? { br, gzip: gz } : undefined;
}

/** Marks an answer whose body is already in its final encoding, for `pageCompressionFilter`. */
const PRECOMPRESSED = "precompressedPage";

/**
 * Sends a kept page in the encoding the request accepts, from its stored bytes: with Vary, the
 * page's own headers and its weak ETag, which stands for all its encodings (the same HTML), so a
 * browser's If-None-Match gets a 304 whichever it holds.
 */
export function sendEncoded(req: Request, res: Response, answer: CachedAnswer, encoded: EncodedPage): void {
  const encoding = pickEncoding(req.get("accept-encoding"));
  if (answer.headers) res.set(answer.headers);
  res.status(answer.status).type(answer.type).set("ETag", answer.etag).vary("Accept-Encoding");
  res.locals[PRECOMPRESSED] = true;
  if (encoding === "identity") {
    res.send(answer.body);
    return;
  }
  res.set("Content-Encoding", encoding).send(encoded[encoding]);
}

/**
 * The compression middleware's filter (http/app.ts): its own rules, except for a kept page sent by
 * `sendEncoded`, which is already in the encoding the request asked for (even uncompressed, when
 * it accepts neither brotli nor gzip: compressing that one for each request is what this avoids).
 */
export function pageCompressionFilter(req: Request, res: Response): boolean {
  return res.locals[PRECOMPRESSED] !== true && compression.filter(req, res);
}
