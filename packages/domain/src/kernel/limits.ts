/**
 * What the browser needs of the request rules: the guest session's header and id format, and the
 * cart's quantity limit. Kept apart from the route rules (each feature's handlers.ts) and the request
 * schemas (each feature's parse.ts), so that the storefront's bundle carries neither.
 */

/** The header every data call sends with the guest session id (docs/product.md, Calls, Conventions). */
export const SESSION_HEADER = "session-id";

/** The most of one part a cart line may hold. */
export const MAX_QUANTITY = 99;

const SESSION_ID = /^[A-Za-z0-9_-]{21}$/;

/** A guest session id: 21 characters of A-Z, a-z, 0-9, "_" and "-". */
export function isValidSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID.test(value);
}

/** The largest catalogue CSV upload the back office takes, as its JSON body: a 2,000-row point-of-sale export is well under it. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/**
 * The text's size in UTF-8 bytes, as it is stored and sent: field limits count these, not
 * characters, so an emoji (4 bytes) or an accented letter (2) cannot stretch a field past its size.
 */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate is written as U+FFFD: 3 bytes, like the rest of the BMP above U+07FF.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
