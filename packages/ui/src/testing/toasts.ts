import { expect, within } from "storybook/test";

/**
 * Story helper: waits for a toast with this title (the toaster renders in a portal on the page
 * body) and returns the toast element, for checking its description.
 */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const [found] = await within(document.body).findAllByText(title, { selector: "[data-slot=toast-title]" }, { timeout: 5000 });
  const toast = found?.closest<HTMLElement>("[data-slot=toast]") ?? null;
  await expect(toast).not.toBeNull();
  return toast as HTMLElement;
}
