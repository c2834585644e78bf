#!/usr/bin/env node
// A throw-away PostgreSQL cluster for the tests, from the machine's own binaries (Debian's
// postgresql package: initdb, pg_ctl, postgres under /usr/lib/postgresql/<version>/bin).
//
//   node scripts/machine/postgres-cluster.mjs start DIR   makes a cluster in DIR, starts it on a free
//                                                 loopback port with a database `shop_test`, and
//                                                 prints its postgres:// URL (one line)
//   node scripts/machine/postgres-cluster.mjs stop DIR    stops it and removes DIR
//
// PostgreSQL refuses to run as root, so as root the cluster is the `postgres` user's (runuser).
// Plain Node ESM, no dependencies: it runs before anything is installed. Also imported by the
// tests' set-up (packages/server/test/postgres/global-setup.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const ROOT_DIR = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin folder (15 or newer), or undefined. */
export function postgresBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  if (!existsSync(ROOT_DIR)) return undefined;
  const versions = readdirSync(ROOT_DIR)
    .map(Number)
    .filter((version) => version >= 15 && existsSync(path.join(ROOT_DIR, String(version), "bin", "initdb")))
    .sort((a, b) => b - a);
  return versions.length > 0 ? path.join(ROOT_DIR, String(versions[0]), "bin") : undefined;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Why a cluster cannot be made here, or undefined when it can. */
export function postgresMissing() {
  if (!postgresBin()) return `no PostgreSQL 15 or newer under ${ROOT_DIR} (Debian: apt-get install postgresql)`;
  if (isRoot() && spawnSync("id", ["postgres"], { stdio: "ignore" }).status !== 0) return "running as root with no postgres user to run PostgreSQL as";
  return undefined;
}

/** Runs a PostgreSQL program, as the postgres user when this is root. */
function run(program, args, options = {}) {
  const file = path.join(postgresBin(), program);
  const [command, commandArgs] = isRoot() ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return execFileSync(command, commandArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Makes and starts a cluster in `dir` (created when missing); answers its database's URL. A test
 * cluster skips fsync; a `durable` one (the benchmarks') syncs as a real server does.
 */
export async function startCluster(dir, { durable = false } = {}) {
  const missing = postgresMissing();
  if (missing) throw new Error(`Cannot start PostgreSQL: ${missing}`);
  const data = path.join(dir, "data");
  mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const password = "shop-test";
  const passwordFile = path.join(dir, "password");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot()) chownSync(passwordFile, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()), 0);
  run("initdb", ["-D", data, "-U", "shop", "--pwfile", passwordFile, "-A", "scram-sha-256", "-E", "UTF8", "--locale", "C.UTF-8"]);
  const port = await freePort();
  // Loopback only; fsync off unless durable: a test cluster is thrown away, and its speed is not measured.
  const unsynced = durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const settings = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}${unsynced} -c max_connections=200`;
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", settings, "-w", "-t", "60", "start"]);
  const env = { ...process.env, PGPASSWORD: password };
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "shop", "shop_test"], { env });
  return `postgres://shop:${password}@127.0.0.1:${port}/shop_test`;
}

/** Stops the cluster in `dir` (if it runs) and removes `dir`. */
export function stopCluster(dir) {
  const data = path.join(dir, "data");
  if (existsSync(path.join(data, "postmaster.pid"))) {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      process.stderr.write(`postgres-cluster: could not stop ${data}: ${error.stderr ?? error.message}\n`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

const [command, dir] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if ((command !== "start" && command !== "stop") || !dir) {
    process.stderr.write("Usage: node scripts/machine/postgres-cluster.mjs start|stop DIR\n");
    process.exit(2);
  }
  try {
    if (command === "start") process.stdout.write(`${await startCluster(path.resolve(dir))}\n`);
    else stopCluster(path.resolve(dir));
  } catch (error) {
    process.stderr.write(`postgres-cluster: ${error.stderr ?? error.message}\n`);
    process.exit(1);
  }
}
