import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { addStaffAccount, hashPassword, readShopFile, staffFileFor, startServer, type RunningServer } from "@shop/server";
import { expect, ROOT, test } from "./fixtures.ts";


/** A staff member's sign-in. */
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * The journeys of a file that changes the shop under a visitor (the tax rate, a part's stock): a
 * server of their own, started in the test's process on a fresh copy of the seed with the built
 * storefront, one for each worker, so what they change is no other journey's. With `staff`, that
 * account can sign in to its back office.
 */
export function withOwnShop({ folderPrefix, staff }: { folderPrefix: string; staff?: StaffLogin }) {
  return test.extend<object, { shop: RunningServer }>({
    shop: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
      async ({}, use) => {
        const dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
        const dbFile = path.join(dir, "shop.db");
        if (staff) await addStaffAccount(staffFileFor(dbFile), staff.email, await hashPassword(staff.password));
        const server = await startServer({
          dbFile,
          storefront: {
            clientDir: path.join(ROOT, "packages/app/build/client"),
            serverBuildFile: path.join(ROOT, "packages/app/build/server/index.js"),
          },
        });
        await use(server);
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
      { scope: "worker" },
    ],
    baseURL: async ({ shop }, use) => use(shop.url),
  });
}

/** Signs `staff` in at /staff in this page's browser, as the sign-in form asks; ends on the orders inbox. */
export async function signInAsStaff(page: Page, staff: StaffLogin): Promise<void> {
  await page.goto("/staff");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("textbox", { name: "Email" }).fill(staff.email);
  await form.getByLabel("Password").fill(staff.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/staff/orders");
}

/** Every order the shop's database holds, read as another process reads it: the server keeps its orders there alone. */
export async function storedOrders(shop: { store: { dbFile: string } }) {
  return (await readShopFile(shop.store.dbFile)).orders;
}
