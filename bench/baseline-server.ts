/**
 * json-server's own generic router over a copy of a database file, mounted at /api: the baseline
 * the API benchmark compares this project's server with. Run by bench/api.ts in its own process.
 */
import jsonServer from "json-server";

const file = process.argv[2];
if (!file) throw new Error("usage: baseline-server.ts FILE.json");
const app = jsonServer.create();
app.use("/api", jsonServer.router(file));
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`json-server router listening on http://127.0.0.1:${port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
