import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

/**
 * Where the browser tests find Chromium, shared by vitest.config.ts and any other browser test
 * (e2e): `CHROME_PATH`, else Debian's `/usr/bin/chromium`, else Playwright's own download.
 * Returns undefined when there is none; `node scripts/machine/ensure-browser.mjs` installs one.
 * A test tool's own browser download does not work on the project's machines, so Debian's
 * Chromium is the normal case.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", playwrightChromium()];
  return candidates.find((path): path is string => path !== undefined && path !== "" && isExecutable(path));
}

/**
 * Chromium flags for headless tests here: root needs `--no-sandbox`; the rest keep Chromium from
 * reaching out to the network or the GPU, and `/dev/shm` is small in containers.
 */
export const chromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const playwright = require("playwright") as { chromium: { executablePath(): string } };
    return playwright.chromium.executablePath();
  } catch {
    return undefined;
  }
}
