import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

/**
 * A page's no-script floor for `bench:web`: the same HTML with nothing that would run or preload
 * code, so Lighthouse measures what the HTML and the stylesheet alone cost (docs/architecture.md,
 * Server rendering). Structured data (`application/ld+json`) stays: it is data, not code.
 */

/** Script types a browser runs: none, "module" and the JavaScript MIME types. */
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/;

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

/** The value of one attribute in a tag's attribute text, lower-cased; undefined when absent. */
function attribute(attributes: string, name: string): string | undefined {
  const found = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return found ? (found[1] ?? found[2] ?? found[3] ?? "").trim().toLowerCase() : undefined;
}

/** The HTML without the scripts that would run and without `<link rel="modulepreload">`. */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT, (element, attributes: string) => (RUNS.test(attribute(attributes, "type") ?? "") ? "" : element))
    .replace(LINK, (element) => ((attribute(element.slice(5), "rel") ?? "").split(/\s+/).includes("modulepreload") ? "" : element));
}

const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  identity: { decode: (body) => body, encode: (body) => body },
  gzip: { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
  // Quality 4, as the server's compression middleware sends br, so the floor is not squeezed harder than the page.
  br: { decode: brotliDecompressSync, encode: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) },
};

/**
 * A document's body as the floor serves it: decoded per its Content-Encoding, stripped, and
 * encoded again the same way, so the floor's bytes on the wire compare with the page's.
 * Throws on an encoding it does not know rather than passing bytes it cannot read.
 */
export function floorBody(body: Buffer, encoding: string | undefined): Buffer {
  const name = (encoding ?? "identity").trim().toLowerCase() || "identity";
  const codec = CODECS[name];
  if (!codec) throw new Error(`cannot strip a page sent with Content-Encoding: ${name}`);
  return codec.encode(Buffer.from(stripScripts(codec.decode(body).toString("utf8")), "utf8"));
}
