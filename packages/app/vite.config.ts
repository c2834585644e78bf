import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkModules, mockServiceWorker } from "./vite-plugins.ts";

/**
 * ui and domain code, but not the back office's screens and calls, nor the Markdown component; and
 * Vite's helper for lazy imports, which the frame (the phone's menu) and the listings both use.
 * The back office's page table (`domain/src/staff/staff-pages.ts`) is shared all the same: the
 * root reads it on every page to tell a back-office page (`isStaffPath`); in a chunk of its own it
 * would be one more request on every storefront page.
 */
const SHARED_CODE = /vite[\\/]preload-helper|packages[\\/](ui|domain)[\\/]src[\\/](?!([\w-]+[\\/])?staff[\\/](?!staff-pages\.ts$)|guides[\\/]Markdown[\\/])/;

/**
 * The domain's request checks (zod) and the back office's editing rules. The server runs them; in
 * the browser only back-office screens use them. In the shared chunk they would bring zod (about
 * 20 KB compressed) to every storefront page, since a group takes what its modules import.
 * By name, in any folder of the domain: `parse.ts` (a feature's request checks), `text-rules.ts`,
 * `*-edit.ts` (editing rules), `csv*.ts`; everything in a feature's `staff/` or `csv/` folder;
 * and the inbox's staff lists (`inbox/messages.ts`).
 */
const BACK_OFFICE_RULES =
  /packages[\\/]domain[\\/]src[\\/](([\w-]+[\\/])*(parse|text-rules|[\w-]+-edit|csv[\w-]*)\.ts$|[\w-]+[\\/](staff|csv)[\\/]|inbox[\\/]messages\.ts$)/;

/**
 * Code a page loads on first use (docs/architecture.md, Speed): the Sheet (Radix Dialog) behind the
 * phone's menu and filters, the toasts, and the tooltips (Radix Tooltip). Two lazy modules share
 * the Sheet; in the shared chunk it would load with every page.
 */
const LOADED_ON_DEMAND = /packages[\\/]ui[\\/]src[\\/](design[\\/]primitives[\\/](Sheet|Toast|Toaster|Tooltip)|site[\\/]Header[\\/]MobileMenu|catalogue[\\/]FilterBar[\\/]FilterSheetPanel)\.tsx$/;

/** The parts listings' own code: filters, sort, pages. */
const LISTING =
  /packages[\\/]ui[\\/]src[\\/](catalogue[\\/](FilterBar[\\/]Filter\w+|Pagination[\\/]Pagination|listing[\\/](CatalogueListing|ListingHeader))\.tsx$|design[\\/]primitives[\\/](Checkbox|Switch|Select)\.tsx$)/;

export default defineConfig(() => ({
  plugins: [tailwindcss(), reactRouter(), mockServiceWorker(), chunkModules()],
  build: {
    rollupOptions: {
      // Fewer, larger chunks: a page's first load asks for about 9 files instead of 26. On a phone
      // over HTTP/1.1 (six connections) each round of requests costs a round trip, and the
      // stylesheet waited behind them. Route code still loads per route.
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        codeSplitting: {
          groups: [
            // React, the router and TanStack Query: every page needs them, and they change together.
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            // The guides' Markdown renderer and markdown-it: only the article page and the guide editor load
            // it. The renderer alone, not its component: a group also takes what its modules import.
            {
              name: "markdown",
              test: /node_modules[\\/](markdown-it|mdurl|uc\.micro|linkify-it|entities|punycode\.js)[\\/]|packages[\\/]ui[\\/]src[\\/]guides[\\/]Markdown[\\/]markdown\.ts$/,
              priority: 3,
            },
            // ui and domain code that two or more routes use, in one chunk rather than a dozen small ones.
            // Not the back office's screens and calls: the chunks they share load on /staff pages only.
            // Nor the Markdown component, which would bring the markdown chunk to every page.
            {
              name: "shared",
              test: (id) => SHARED_CODE.test(id) && !BACK_OFFICE_RULES.test(id) && !LOADED_ON_DEMAND.test(id) && !LISTING.test(id),
              minShareCount: 2,
              priority: 1,
            },
            // The parts listings' filters, sort and pages (category, type, brand and search pages): their
            // own chunk, so the home, part and content pages do not load them. After the shared group,
            // which takes what they share with every page first.
            {
              name: "listing",
              test: LISTING,
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  // `npm run dev:mock` (Vite's own server; the MSW worker answers /api in the browser). `npm run dev`
  // runs Vite in middleware mode inside the shop's server instead (packages/server/src/main.ts).
  server: { host: "127.0.0.1", port: 5173 },
}));
