import { Agent, createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { floorBody } from "./floor-html.ts";

/** A proxy listening on a local port in front of one server. */
export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A proxy for `bench:web` in front of the app server at `target`. With `floor` false it passes
 * every request and answer through untouched (the page as served); with `floor` true it does the
 * same except for HTML documents, which it answers stripped of their scripts (./floor-html.ts).
 * Both variants go through a proxy so the extra hop is the same on each side.
 */
export async function startProxy(target: string, floor: boolean): Promise<Proxy> {
  const upstream = new URL(target);
  // One kept-alive agent per proxy, so neither side pays for new upstream connections more often.
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      { agent, hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const isHtml = /^text\/html\b/i.test(answer.headers["content-type"] ?? "");
        if (!floor || !isHtml || incoming.method === "HEAD") {
          outgoing.writeHead(status, answer.rawHeaders);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          try {
            const body = floorBody(Buffer.concat(chunks), answer.headers["content-encoding"]);
            outgoing.writeHead(status, { ...floorHeaders(answer.headers), "content-length": String(body.length) });
            outgoing.end(body);
          } catch (error) {
            outgoing.writeHead(502, { "content-type": "text/plain" }).end(String(error));
          }
        });
      },
    );
    forward.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer's headers for a rewritten body: its length is set anew and its validator no longer holds. */
function floorHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { "content-length": _length, "transfer-encoding": _chunked, etag: _etag, ...rest } = headers;
  return rest;
}
