/**
 * A plain `express.static` over a folder, with the compression middleware as the shop's server
 * uses it for everything but its kept pages (compressed for each request): the baseline the page
 * benchmark compares cached pages with (the very bytes the shop answered, saved as files). Run by
 * bench/pages.ts in its own process.
 */
import compression from "compression";
import express from "express";

const dir = process.argv[2];
if (!dir) throw new Error("usage: static-server.ts DIR");
const app = express();
app.use(compression());
app.use(express.static(dir));
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`express.static listening on http://127.0.0.1:${port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
