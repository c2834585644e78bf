/**
 * `npm run dev`: the API server (packages/server, on API_PORT, default 3001, with the same
 * DB_FILE as `npm start`) and the Vite dev server with hot reload (http://127.0.0.1:5173), which
 * proxies /api to it. Ctrl+C stops both; if either exits, the other is stopped too.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const reactRouterCli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js");

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1" },
  }),
  // The CLI itself, not through npm, so stopping it stops Vite too.
  spawn(process.execPath, [reactRouterCli, "dev"], {
    cwd: "packages/app",
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
