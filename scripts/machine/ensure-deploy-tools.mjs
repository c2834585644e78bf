#!/usr/bin/env node
// Makes sure the tools that check deploy/ exist (packages/server/test/http/deploy.test.ts): caddy, to
// validate deploy/Caddyfile, and systemd-analyze, to verify the systemd units. Like
// ensure-browser.mjs: when one is missing it installs Debian's package through apt when running as
// root, else exits 1 and says how. Plain Node ESM, no dependencies, so it runs before `npm test`
// on a fresh machine.
import { execFileSync, spawnSync } from "node:child_process";

/** Each tool and the Debian package it comes in. */
const TOOLS = [
  { command: "caddy", debianPackage: "caddy" },
  { command: "systemd-analyze", debianPackage: "systemd" },
];

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function run(command, args) {
  console.error(`ensure-deploy-tools: ${command} ${args.join(" ")}`);
  try {
    execFileSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    return true;
  } catch {
    return false;
  }
}

let missing = TOOLS.filter((tool) => !has(tool.command));
if (missing.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && has("apt-get")) {
    const packages = missing.map((tool) => tool.debianPackage);
    console.error(`ensure-deploy-tools: missing ${missing.map((tool) => tool.command).join(", ")}; installing ${packages.join(" ")} with apt-get`);
    if (run("apt-get", ["update"])) run("apt-get", ["install", "-y", "--no-install-recommends", ...packages]);
  }
  missing = TOOLS.filter((tool) => !has(tool.command));
}

if (missing.length > 0) {
  console.error(
    [
      `ensure-deploy-tools: ${missing.map((tool) => tool.command).join(" and ")} missing, and could not be installed.`,
      "The deploy/ checks need them. On Debian/Ubuntu as root:",
      `  apt-get update && apt-get install -y ${missing.map((tool) => tool.debianPackage).join(" ")}`,
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`ensure-deploy-tools: ${TOOLS.map((tool) => tool.command).join(", ")} found`);
