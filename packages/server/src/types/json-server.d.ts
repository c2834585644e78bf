/**
 * json-server 0.17 ships no types. This declares the part of its module API the server uses
 * (see node_modules/json-server/lib/server/index.js and defaults.js).
 */
declare module "json-server" {
  import type { Express, RequestHandler, ErrorRequestHandler } from "express";

  export interface DefaultsOptions {
    /** morgan request logging (default true). */
    logger?: boolean;
    /** Directory served by express.static (default ./public or json-server's own page). */
    static?: string;
    /** Leave out compression. */
    noGzip?: boolean;
    /** Leave out cors({ origin: true, credentials: true }). */
    noCors?: boolean;
    /** Answer 403 to anything but GET. */
    readOnly?: boolean;
    /** Add json-server's JSON + urlencoded body parser. */
    bodyParser?: boolean;
  }

  interface JsonServer {
    /** An express app with `json spaces` set to 2. */
    create(): Express;
    /** compression, cors, errorhandler (NODE_ENV=development only), static, logger, no-cache headers. */
    defaults(options?: DefaultsOptions): Array<RequestHandler | ErrorRequestHandler>;
    /** The generic REST router over a lowdb file (path) or an in-memory object; not used by the server. */
    router(source: string | object, options?: { foreignKeySuffix?: string }): RequestHandler & { db: unknown };
    bodyParser: RequestHandler[];
  }

  const jsonServer: JsonServer;
  export default jsonServer;
}
