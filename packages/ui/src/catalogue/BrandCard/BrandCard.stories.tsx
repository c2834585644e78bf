import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { applianceBrands, hvacBrands } from "../../testing/fixtures.ts";
import { BrandCard, BrandCardSkeleton } from "./BrandCard.tsx";
import { formatPartCount } from "./brand.ts";

const appliance = applianceBrands[0]!;
const hvac = hvacBrands[0]!;

const meta = {
  title: "Components/BrandCard",
  component: BrandCard,
  args: { brand: appliance },
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="max-w-xs">
          <Story />
        </div>
      ),
  ],
  parameters: { route: { path: "/brands", initialEntry: "/brands" } },
} satisfies Meta<typeof BrandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name links to the brand page; the card shows the type and the part count. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole("article", { name: appliance.name });
    await expect(card).toHaveTextContent("Appliance");
    await expect(card).toHaveTextContent(formatPartCount(appliance.productCount));
    await userEvent.click(canvas.getByRole("link", { name: appliance.name }));
    await expect(await canvas.findByText(`Navigated to /brands/${appliance.slug}`)).toBeVisible();
  },
};

export const Hvac: Story = {
  args: { brand: hvac },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("HVAC")).toBeVisible();
  },
};

/** One part: singular. */
export const OnePart: Story = {
  args: { brand: { ...appliance, productCount: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 part")).toBeVisible();
  },
};

export const LongName: Story = {
  args: { brand: { ...hvac, name: "International Comfort Products Heating and Cooling" } },
};

/** The skeleton beside a card: the same height. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <BrandCard {...args} />
      <BrandCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("[data-slot=brand-card]")!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector("[data-slot=brand-card-skeleton]")!.getBoundingClientRect();
    await expect(skeleton.height).toBe(card.height);
  },
};

export const AllStates: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <BrandCard brand={appliance} />
      <BrandCard brand={hvac} />
      <BrandCard brand={{ ...appliance, id: -1, productCount: 1 }} />
      <BrandCard brand={{ ...hvac, id: -2, name: "International Comfort Products Heating and Cooling" }} />
      <BrandCardSkeleton />
    </div>
  ),
};
