import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./packages/ui/test/browser.ts";
// @ts-expect-error: plain ESM with no types, shared with .ci/run.
import { postgresMissing } from "./scripts/machine/postgres-cluster.mjs";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every Storybook story of packages/ui as a test in headless Chromium: render, play function and
 * the axe checks (`parameters.a11y.test = 'error'` fails on a violation). storybookTest reads
 * .storybook/main.ts (stories glob, viteFinal plugins, staticDirs, so /mockServiceWorker.js is
 * served) and preview.tsx (decorators, MSW loader); `theme` pins the toolbar global.
 */
function storiesProject(name: string, theme: "light" | "dark") {
  return {
    plugins: [storybookTest({ configDir: path.join(dirname, ".storybook"), initialGlobals: { theme } })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // CHROME_PATH, Debian's Chromium or Playwright's download. `npm test` runs
          // scripts/machine/ensure-browser.mjs first, which installs one when none is found.
          launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
        }),
        instances: [{ browser: "chromium" as const }],
      },
    },
  };
}

/**
 * The test projects. `npm test` runs them all:
 * - unit: pure rules (domain), the seed generator, server internals and bench helpers, in node;
 * - contract: the same HTTP cases against the MSW handlers and against the real server;
 * - server: crash and load tests that spawn the server as a child process;
 * - postgres: the database layer on a real PostgreSQL (a throw-away cluster from the machine's
 *   binaries, or SHOP_TEST_POSTGRES_URL); where there is none it says why and is skipped, except
 *   under CI=true, where that fails the run;
 * - stories, stories-dark: every Storybook story of packages/ui as a test (render, play
 *   function, axe a11y checks as errors) in headless Chromium, in the light and the dark theme;
 *   they need a browser: `node scripts/machine/ensure-browser.mjs` finds or installs one;
 * - dom: component tests of packages/ui in jsdom (`*.test.tsx`, Testing Library + jest-dom).
 */
/**
 * The tests that run on SQLite (server project) and on PostgreSQL (postgres project) alike: the SQL
 * reads, and the server's tests whose servers start on the project's engine (`engineOptions`) and
 * whose answers depend on it (sessions, limits, stock, imports, pages read through SQL, what two
 * processes share). Tests of the HTTP layer, mail and page wiring run on SQLite only: the engine
 * does not change them, and each file here adds a server start on PostgreSQL to CI's time.
 */
const BOTH_ENGINES_TESTS = [
  ...["catalogue", "order", "cart", "inbox", "history"].map((reads) => `packages/server/test/db/sql/${reads}-reads.test.ts`),
  ...[
    "db/two-servers", "http/kept-answers", "http/health", "staff-auth/staff", "staff-auth/shared-state", "catalogue/stock",
    "catalogue/csv-import", "photos/photos", "ssr/live-pages", "ssr/model-pages", "ssr/order-page", "shop-info/store-edit",
    "orders/order-numbers", "orders/pickup-holds", "orders/staff-events",
  ].map((name) => `packages/server/test/${name}.test.ts`),
];
/** Whether the postgres project has a database: the same test as its set-up's (global-setup.ts). */
const postgresAvailable = Boolean(process.env.SHOP_TEST_POSTGRES_URL?.trim()) || !(postgresMissing as () => string | undefined)();

export default defineConfig({
  test: {
    // Vitest's own default for a run is one worker fewer than the cores: on a two-core CI machine
    // that is a single worker for every project, browser stories included, so the run is serial.
    // Two at least: the server project still takes its files one at a time (fileParallelism).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.ts", "mocks/**/*.test.ts", "bench/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "contract",
          environment: "node",
          include: ["tests/contract/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["packages/server/test/**/*.test.ts"],
          exclude: ["packages/server/test/postgres/**"],
          provide: { engine: "sqlite" },
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // These spawn servers and load the machine; one file at a time keeps timings honest.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "postgres",
          environment: "node",
          // Its own tests, and the read tests both engines run where there is a PostgreSQL.
          include: ["packages/server/test/postgres/**/*.test.ts", ...(postgresAvailable ? BOTH_ENGINES_TESTS : [])],
          provide: { engine: "postgres" },
          // A throw-away cluster for the run, or SHOP_TEST_POSTGRES_URL's (.ci/run starts one).
          globalSetup: ["packages/server/test/postgres/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      storiesProject("stories", "light"),
      // The same stories again with the toolbar theme pinned to dark, so axe's contrast check
      // covers the dark tokens too.
      storiesProject("stories-dark", "dark"),
      {
        plugins: [react()],
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["packages/ui/src/**/*.test.tsx"],
          setupFiles: ["packages/ui/test/setup-dom.ts"],
        },
      },
    ],
  },
});
