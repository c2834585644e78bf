import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** Every browser error a journey meets: uncaught exceptions and console.error lines. */
class BrowserErrors {
  readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  /**
   * Expect an error line matching `pattern` (checked against the text and the URL it came from):
   * the browser logs "Failed to load resource" for every 404 answer, which a not-found journey
   * asks for on purpose.
   */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  record(line: string): void {
    if (!this.allowed.some((pattern) => pattern.test(line))) this.seen.push(line);
  }
}

type Theme = "light" | "dark";

async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((next) => {
    const root = document.documentElement;
    root.classList.toggle("dark", next === "dark");
    root.style.colorScheme = next;
  }, theme);
  // Let styles settle before axe reads colours: two frames for the new styles to apply, then
  // every colour transition the switch started (links fade over 150 ms) must have finished, or
  // axe measures a colour halfway between the themes.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Only transitions: a skeleton's pulse or a spinner runs for ever.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * After every full page load the journey waits for the app to have hydrated (root.tsx marks
 * <html data-app="ready">): a press before then is lost, or a form goes to the server instead.
 * A document without the app's scripts (an API answer, a sitemap) does not wait; nor does a load
 * told to stop earlier (`waitUntil: "domcontentloaded"`, a journey holding the app's scripts).
 */
function waitForAppAfterLoads(page: Page): void {
  const ready = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil === "domcontentloaded" || options?.waitUntil === "commit") return;
    await page.waitForFunction(() => document.documentElement.dataset.app === "ready" || !document.querySelector('script[type="module"]'));
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready(options);
    return response;
  };
}

type Fixtures = {
  /** Fails the test, after it ran, on any uncaught error or console.error not allowed. */
  browserErrors: BrowserErrors;
  /**
   * Runs axe (WCAG 2.1 A and AA) on the page as it is now, in the light and the dark theme, and
   * fails on any violation. Call it once the page's data has loaded.
   */
  expectAccessible: () => Promise<void>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppAfterLoads(page);
    await use(page);
  },
  browserErrors: [
    async ({ page }, use) => {
      const errors = new BrowserErrors();
      page.on("pageerror", (error) => errors.record(`uncaught ${error.name}: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.record(`console.error: ${message.text()} (${message.location().url})`);
      });
      await use(errors);
      expect(errors.seen, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const original: Theme = await page.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));
      for (const theme of ["light", "dark"] as const) {
        await showTheme(page, theme);
        const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const found = violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
        expect(found, `axe violations on ${new URL(page.url()).pathname} in the ${theme} theme`).toEqual([]);
      }
      await showTheme(page, original);
    });
  },
});

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A record of the live database, in db.json's shape. */
type StoredRecord = { id: string | number; [field: string]: unknown };

/**
 * Reads a collection from the server's database as it is on disk, the way an operator reads it:
 * `npm run db -- export FILE` on the live database (DATABASE_URL from playwright.config.ts),
 * consistent while the server writes. This is what survives a restart.
 */
export function storedRecords(collection: string): StoredRecord[] {
  const dbFile = process.env.E2E_DB_FILE;
  if (!dbFile) throw new Error("E2E_DB_FILE is not set: run the journeys through playwright.config.ts");
  const dir = mkdtempSync(path.join(tmpdir(), "shop-e2e-export-"));
  try {
    const file = path.join(dir, "shop.json");
    execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/db.ts"), "export", file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}` },
      stdio: "pipe",
    });
    const shop = JSON.parse(readFileSync(file, "utf8")) as Record<string, StoredRecord[] | undefined>;
    return shop[collection] ?? [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A phone's viewport (the call bar and the slide-out menu show below the md breakpoint). */
export const PHONE = { width: 390, height: 844 } as const;
