import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * The server's render of a page. The root loader has read all of the page's data before this
 * runs (in-process, from the live store), so nothing is left to stream: the page is rendered
 * whole, once everything is ready, and answered as one HTML text, which packages/server can keep
 * in its page cache and answer with an ETag (docs/architecture.md, Server rendering).
 */

/** The keys packages/server sets the live data and its order key maker under in the load context. */
export { orderKeyContext, shopDataContext, shopReadsContext } from "./shop-data.ts";

/** A render that takes longer than this is cut off (a bug, never the data: it is all in memory). */
const RENDER_TIMEOUT_MS = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (request.method === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(new Response(Buffer.concat(chunks).toString("utf8"), { status, headers }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(() => abort(new Error(`Rendering ${request.url} took longer than ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
}
