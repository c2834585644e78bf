/**
 * The shop's server as `npm start` runs it, but with a page cache that keeps nothing
 * (`cacheBytes: 0`), so every page is rendered for every request: the page benchmark's uncached
 * render. Run by bench/pages.ts in its own process.
 */
import path from "node:path";
import { startServer } from "../packages/server/src/index.ts";
import { ROOT } from "./server-process.ts";

const dbFile = process.argv[2];
if (!dbFile) throw new Error("usage: uncached-server.ts DATABASE_FILE");
const server = await startServer({
  dbFile,
  storefront: {
    clientDir: path.join(ROOT, "packages", "app", "build", "client"),
    serverBuildFile: path.join(ROOT, "packages", "app", "build", "server", "index.js"),
    cacheBytes: 0,
  },
});
console.log(`uncached pages listening on ${server.url}`);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
