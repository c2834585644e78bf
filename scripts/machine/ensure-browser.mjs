#!/usr/bin/env node
// Makes sure a Chromium exists for the browser tests (Storybook stories in Vitest browser mode).
// Order: $CHROME_PATH, Debian's /usr/bin/chromium, Playwright's own download. With none, it gets
// one: Debian's chromium through apt when running as root, else `npx playwright install chromium`.
// Where it can do neither it exits 1 and says how. Plain Node ESM, no dependencies, so it can run
// before `npm test` on a fresh machine. On success it prints one line: the browser's path.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function executable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's own Chromium, when its package is installed and the browser was downloaded. */
function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const path = require("playwright").chromium.executablePath();
    return executable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (executable(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.warn(`ensure-browser: CHROME_PATH=${process.env.CHROME_PATH} is not an executable; looking elsewhere`);
  }
  if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightChromium();
}

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function run(command, args) {
  console.error(`ensure-browser: ${command} ${args.join(" ")}`);
  try {
    execFileSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    return true;
  } catch {
    return false;
  }
}

let browser = findBrowser();
if (!browser) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && has("apt-get")) {
    console.error("ensure-browser: no Chromium found; installing Debian's chromium with apt-get");
    if (run("apt-get", ["update"])) run("apt-get", ["install", "-y", "chromium"]);
  } else {
    console.error("ensure-browser: no Chromium found; trying Playwright's own download");
    run("npx", ["--no-install", "playwright", "install", "chromium"]);
  }
  browser = findBrowser();
}

if (!browser) {
  console.error(
    [
      "ensure-browser: no Chromium for the browser tests, and none could be installed.",
      "Install one of these, then run the tests again:",
      "  - Debian/Ubuntu as root: apt-get update && apt-get install -y chromium",
      "  - anywhere Playwright can download: npx playwright install chromium",
      "  - or point CHROME_PATH at an existing Chrome/Chromium executable.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`ensure-browser: ${browser}`);
