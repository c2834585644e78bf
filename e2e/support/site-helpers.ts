import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * What the site journeys (site-*.spec.ts) share: the shop's facts as the seed's `store` record
 * (db.json) has them, a value no other test uses, the head tags of an indexable page, and a seed
 * article the blog and the HTTP journeys both open.
 */

export const STORE_NAME = "Capital City Appliance & HVAC Parts";
export const STORE_PHONE = "(850) 555-0142";
export const STORE_TEL = "tel:+18505550142";
export const SITE = "https://www.capitalcityparts.com";
export const HOURS_SENTENCE = "Mon-Fri 8:00 AM-6:00 PM; Sat 9:00 AM-5:00 PM; Sun 12:00 PM-4:00 PM";

/** A value no other test (or earlier run against the same database) uses. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The head tags every indexable page carries. */
export async function expectHead(page: Page, head: { title: string; description: string; path: string }) {
  const fullTitle = `${head.title} | ${STORE_NAME}`;
  await expect(page).toHaveTitle(fullTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", head.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${head.path}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", fullTitle);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE}${head.path}`);
}

/** A published article of the seed. */
export const ARTICLE = {
  slug: "test-replace-ac-capacitor",
  title: "How to Test and Replace an AC Capacitor",
  excerpt:
    "When the outdoor unit hums but will not start, the run capacitor is the first part to check. Here is how to test one safely, choose the right replacement and wire it in.",
  date: "May 20, 2025",
  // 610 words at 200 a minute, rounded up.
  readTime: "4 min read",
  category: "Capacitors & Contactors",
  opening: "When the outdoor unit of a central air conditioner or heat pump hums but the fan does not spin",
};
