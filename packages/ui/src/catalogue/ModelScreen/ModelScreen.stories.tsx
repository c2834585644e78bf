import { normalizeModelNumber, pagePaths } from "@shop/domain";
import { productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { telHref } from "../../shell/store-text.ts";
import { storyModelPages, storyStore } from "../../testing/story-data.ts";
import { ModelScreen, modelContactSubject, modelSummary } from "./ModelScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const pages = storyModelPages();
/** The model whose parts span the most categories. */
const several = [...pages].sort((a, b) => b.groups.length - a.groups.length)[0]!;
/** A model one part lists. */
const single = pages.find((page) => page.total === 1)!;

const at = (model: string) => ({ route: { path: "/models/:model", initialEntry: `/models/${encodeURIComponent(model)}` } });

const meta = {
  title: "Screens/ModelScreen",
  component: ModelScreen,
  args: { model: several.model },
  ...shopScreen(at(several.model)),
} satisfies Meta<typeof ModelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model whose parts are in several categories: "Parts for {model}", its brand and side, a section per category. */
export const SeveralCategories: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: `Parts for ${several.model}` }, LOAD)).toBeVisible();
    await expect(canvas.getByText(modelSummary(several))).toBeVisible();
    for (const brand of several.brands) {
      await expect(canvas.getByRole("link", { name: brand.name })).toHaveAttribute("href", pagePaths.brand(brand.slug));
    }
    const sections = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([...several.groups.map((group) => group.category.name), "Don't see the part you need?"]);
    for (const group of several.groups) {
      const region = canvas.getByRole("region", { name: group.category.name });
      await expect(within(region).getAllByRole("article")).toHaveLength(group.parts.length);
      await expect(within(region).getByRole("link", { name: `All ${group.category.name}` })).toHaveAttribute("href", pagePaths.category(group.category));
    }
  },
};

/** The model written another way (lower case, dashes) shows its listed form; one part, and the help to call or write. */
export const OnePart: Story = {
  args: { model: normalizeModelNumber(single.model).toLowerCase().replace(/^(..)/, "$1-") },
  parameters: at(normalizeModelNumber(single.model).toLowerCase().replace(/^(..)/, "$1-")),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: `Parts for ${single.model}` }, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
    await expect(canvas.getByRole("heading", { level: 3, name: single.groups[0]!.parts[0]!.name })).toBeVisible();
    const store = storyStore();
    await expect(await canvas.findByRole("link", { name: `Call ${store.phone}` }, LOAD)).toHaveAttribute("href", telHref(store.phoneE164));
    await expect(canvas.getByRole("link", { name: "Ask about a part" })).toHaveAttribute(
      "href",
      pagePaths.info("contact", { subject: modelContactSubject(single.model) }),
    );
  },
};

/** While the parts load: skeleton cards, announced as loading, and a skeleton heading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the parts for this model…");
    await expect(canvasElement.querySelector("[data-slot=listing-header]")).toHaveAttribute("aria-busy", "true");
  },
};

/** A model no part lists: 'Model Not Found' with the model search and the phone. */
export const NotFound: Story = {
  args: { model: "NO-SUCH-MODEL-1" },
  parameters: at("NO-SUCH-MODEL-1"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Model Not Found" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toBeVisible();
    const store = storyStore();
    await expect(await canvas.findByRole("link", { name: store.phone }, LOAD)).toHaveAttribute("href", telHref(store.phoneE164));
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  },
};

/** On a phone the cards stack in one column and the help's buttons wrap under its text. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: `Parts for ${several.model}` }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ask about a part" })).toBeVisible();
  },
};
