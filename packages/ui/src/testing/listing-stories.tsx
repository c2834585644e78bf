import type { StoryObj } from "@storybook/react-vite";
import type { AnyHandler } from "msw";
import { expect, within } from "storybook/test";
import { expectUrl, LOAD, type PlayContext } from "./story-helpers.tsx";

/**
 * What the catalogue's listing screens (a brand's parts, a category's, a search) show alike while
 * their calls wait or fail, for their stories' play functions; and, for the screens that list
 * one record's parts, the stories they share (recordListingStories).
 */

type Canvas = PlayContext["canvas"];
/** A story's `parameters.msw.handlers`: the handler groups it replaces, by name. */
type HandlerGroups = Record<string, AnyHandler | AnyHandler[]>;

/** Waits for the parts' failed load: an alert saying so, which it returns. */
export async function failedPartsAlert(canvas: Canvas) {
  const alert = await canvas.findByRole("alert", {}, LOAD);
  await expect(alert).toHaveTextContent("Failed to fetch products");
  return alert;
}

/** Checks the listing found nothing: "No Parts Found", the count line saying `count`, and nothing to clear. */
export async function expectNoParts(canvas: Canvas, count: string) {
  await expect(await canvas.findByRole("heading", { name: "No Parts Found" }, LOAD)).toBeVisible();
  await expect(canvas.getByText(count)).toBeVisible();
  await expect(canvas.queryByRole("button", { name: "Clear All Filters" })).not.toBeInTheDocument();
}

/** Turns 'In Stock Only' on and waits for the address to become `url`. */
export async function chooseInStockOnly({ canvas, canvasElement, userEvent }: PlayContext, url: string) {
  await userEvent.click(canvas.getByRole("switch", { name: "In Stock Only" }));
  await expectUrl(canvasElement, url);
}

/** Checks that the parts are eight skeleton cards, a loading page's worth. */
export async function expectSkeletonPage(root: HTMLElement) {
  await expect(root.querySelectorAll("[data-slot=product-card-skeleton]")).toHaveLength(8);
}

export interface RecordListingOptions {
  /** Waits until the parts have loaded (the count line shows). */
  loaded: (canvas: Canvas) => Promise<void>;
  /** The select whose list fails in FilterListError ("Category"), and the handler group that fails it. */
  filter: { label: string; handlers: HandlerGroups };
  /** NotFound: the handler group answering 404, the h1, and the link back with where it goes. */
  notFound: { handlers: HandlerGroups; heading: string; back: { name: string; to: string } };
}

/**
 * A screen listing one record's parts (a brand, a category): the story whose filter list fails
 * (the parts still list, the select offers only its "All" option) and NotFound (its h1, and a
 * link back that navigates). Export each: `export const NotFound: Story = listing.NotFound`.
 */
export function recordListingStories<S>({ loaded, filter, notFound }: RecordListingOptions): Record<"FilterListError" | "NotFound", S> {
  const FilterListError: StoryObj = {
    parameters: { msw: { handlers: filter.handlers } },
    play: async ({ canvas }) => {
      await loaded(canvas);
      await expect(within(canvas.getByRole("combobox", { name: filter.label })).getAllByRole("option")).toHaveLength(1);
    },
  };
  const NotFound: StoryObj = {
    parameters: { msw: { handlers: notFound.handlers } },
    play: async ({ canvas, userEvent }) => {
      await expect(await canvas.findByRole("heading", { level: 1, name: notFound.heading }, LOAD)).toBeVisible();
      await userEvent.click(canvas.getByRole("link", { name: notFound.back.name }));
      await expect(await canvas.findByText(`Navigated to ${notFound.back.to}`)).toBeVisible();
    },
  };
  return { FilterListError, NotFound } as unknown as Record<"FilterListError" | "NotFound", S>;
}
