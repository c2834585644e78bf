import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./packages/ui/test/browser.ts";

/**
 * The end-to-end journeys (e2e/): a visitor's whole paths through the storefront in headless
 * Chromium, against `npm start` (which builds the app when its build is stale) on its own port
 * with a fresh temporary database. `npm test` runs them after Vitest.
 *
 * The config is read by the runner and by every worker; the runner picks the port and the
 * database file once and the workers inherit them through the environment.
 */
process.env.E2E_PORT ??= "3199";
process.env.E2E_DB_FILE ??= path.join(mkdtempSync(path.join(tmpdir(), "shop-e2e-")), "shop.db");
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: ".tmp/e2e-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores here: one browser per core. Journeys share the server but not a cart (each test has
  // its own browser context, so its own guest session).
  workers: 2,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: ".tmp/e2e-report" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
  },
  webServer: {
    command: "npm start --silent",
    url: `${baseURL}/api/store`,
    // Every journey comes from 127.0.0.1: the per-address limits are raised so that the whole run fits in them.
    env: { PORT: process.env.E2E_PORT, HOST: "127.0.0.1", DATABASE_URL: `sqlite:${process.env.E2E_DB_FILE}`, LOG_LEVEL: "warn", RATE_LIMIT_FACTOR: "100" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
