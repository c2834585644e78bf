#!/usr/bin/env node
// Makes sure PostgreSQL 15 or newer is installed for the postgres test project: where it is
// missing and this runs as root with apt, Debian's postgresql package is installed. Else it exits
// 1 and says why. Plain Node ESM, no dependencies: .ci/run runs it before anything is installed.
// On success it prints one line: the binaries' folder.
import { execFileSync } from "node:child_process";
import { postgresBin, postgresMissing } from "./postgres-cluster.mjs";

function run(command, args) {
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

if (!postgresBin()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error("ensure-postgres: no PostgreSQL 15 or newer under /usr/lib/postgresql, and only root may install it (apt-get install postgresql)");
    process.exit(1);
  }
  console.error("ensure-postgres: no PostgreSQL found; installing Debian's postgresql with apt-get");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"]);
}
const missing = postgresMissing();
if (missing) {
  console.error(`ensure-postgres: ${missing}`);
  process.exit(1);
}
console.log(postgresBin());
