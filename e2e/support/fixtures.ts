import { readFileSync } from "node:fs";
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

/** A record of the live database (snapshot plus journal), as the server stored it. */
type StoredRecord = { id: string | number; [field: string]: unknown };

/**
 * Reads a collection from the server's database file as it is on disk: the snapshot
 * (`DB_FILE`) with the journal's changes (`DB_FILE.journal`, one JSON array of changes a line)
 * applied in order. This is what survives a restart.
 */
export function storedRecords(collection: string): StoredRecord[] {
  const dbFile = process.env.E2E_DB_FILE;
  if (!dbFile) throw new Error("E2E_DB_FILE is not set: run the journeys through playwright.config.ts");
  const snapshot = JSON.parse(readFileSync(dbFile, "utf8")) as Record<string, StoredRecord[] | undefined>;
  const rows = new Map<string | number, StoredRecord>((snapshot[collection] ?? []).map((row) => [row.id, row]));
  let journal = "";
  try {
    journal = readFileSync(`${dbFile}.journal`, "utf8");
  } catch {
    // No journal yet: everything is in the snapshot.
  }
  for (const line of journal.split("\n")) {
    if (line.trim() === "") continue;
    const changes = JSON.parse(line) as Array<
      { op: "put"; collection: string; record: StoredRecord } | { op: "delete"; collection: string; id: string | number }
    >;
    for (const change of changes) {
      if (change.collection !== collection) continue;
      if (change.op === "put") rows.set(change.record.id, change.record);
      else rows.delete(change.id);
    }
  }
  return [...rows.values()];
}

/** A phone's viewport (the call bar and the slide-out menu show below the md breakpoint). */
export const PHONE = { width: 390, height: 844 } as const;
