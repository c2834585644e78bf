import { pagePaths, symptomGroups } from "@shop/domain";
import { productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";
import { WhatsWrong } from "../WhatsWrong/WhatsWrong.tsx";
import { SymptomsScreen } from "./SymptomsScreen.tsx";

const groups = symptomGroups();

const meta = {
  title: "Screens/SymptomsScreen",
  component: SymptomsScreen,
  ...shopScreen({ route: "/symptoms" }),
} satisfies Meta<typeof SymptomsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page, by machine, each with its summary. */
export const Every: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "What's wrong with it?" })).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Refrigerator" }, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(groups.map((g) => g.appliance.name));
    const fridge = within(canvas.getByRole("region", { name: "Refrigerator" }));
    const first = groups[0]!.symptoms[0]!;
    await expect(fridge.getByRole("link", { name: first.title })).toHaveAttribute("href", pagePaths.symptom(first.appliance, first.slug));
    await expect(fridge.getByText(first.summary)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the symptoms" })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load the symptoms", {}, LOAD)).toBeVisible();
  },
};

export const Phone: Story = {
  ...Every,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const Dark: Story = {
  ...Every,
  globals: { theme: "dark" },
};

/** The home page's "What's wrong?" entry: every machine with its first two symptoms. */
export const HomeEntry: Story = {
  render: () => <WhatsWrong className="p-4" />,
  play: async ({ canvas }) => {
    const entry = within(await canvas.findByRole("region", { name: "What's wrong with it?" }));
    await expect(await entry.findByRole("heading", { level: 3, name: "Heat pump" }, LOAD)).toBeVisible();
    await expect(entry.getAllByRole("heading", { level: 3 })).toHaveLength(groups.length);
    await expect(entry.getByRole("link", { name: "All symptoms" })).toHaveAttribute("href", "/symptoms");
  },
};

/** The HVAC page's entry: its three systems only. */
export const HvacEntry: Story = {
  render: () => <WhatsWrong type="hvac" className="p-4" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 3, name: "Furnace" }, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Air conditioner", "Furnace", "Heat pump"]);
  },
};
