import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./page-html.ts";

const head = [
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-2.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="canonical" href="https://example.com/"/>',
].join("");
const body = '<p>rel="modulepreload" is only text here</p><script type="module" async="">import "/assets/manifest-2.js";</script>';

describe("withoutModulePreloads", () => {
  it("drops every module preload link and keeps the stylesheet, the other links and the module script", () => {
    const page = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
    expect(withoutModulePreloads(page)).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/><link rel="canonical" href="https://example.com/"/></head><body>${body}</body></html>`,
    );
  });

  it("leaves a page without module preloads as it is", () => {
    const page = "<!DOCTYPE html><html><head><title>Shop</title></head><body></body></html>";
    expect(withoutModulePreloads(page)).toBe(page);
  });
});
