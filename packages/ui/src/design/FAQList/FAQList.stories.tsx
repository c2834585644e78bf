import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { store } from "../../testing/fixtures.ts";
import { formatOpeningHours, sameDayPickupText } from "../../shell/store-text.ts";
import { FAQList, type FaqEntry } from "./FAQList.tsx";

const faqs: FaqEntry[] = [
  {
    question: "Do you have appliance parts in stock in Tallahassee?",
    answer: `Yes. Most common refrigerator, washer, dryer, dishwasher and range parts are on the shelf at ${store.address.street}. ${sameDayPickupText(store.sameDayPickupCutoff)}.`,
  },
  {
    question: "What are your store hours?",
    answer: store.hours.map(formatOpeningHours).join("\n"),
  },
  {
    question: "Do you sell genuine OEM parts?",
    answer: `Yes. OEM parts carry the maker's warranty, typically ${store.warranty.oem}; aftermarket parts carry ${store.warranty.aftermarket}.`,
  },
  {
    question: "Which towns do you serve?",
    answer: `${store.serviceTowns.join(", ")} and everywhere within ${store.serviceRadiusMiles} miles.`,
  },
];

const meta = {
  title: "Components/FAQList",
  component: FAQList,
  args: { items: faqs },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FAQList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers start closed; a click (or Enter, Space) opens one and another closes it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Frequently Asked Questions" })).toBeVisible();
    const hours = canvas.getByText("What are your store hours?");
    await expect(canvas.getByText(/Mon-Fri 8:00 AM-6:00 PM/)).not.toBeVisible();
    await userEvent.click(hours);
    await expect(canvas.getByText(/Mon-Fri 8:00 AM-6:00 PM/)).toBeVisible();
    // A second click closes it. (Enter and Space are the browser's own for <summary>; the
    // simulated keyboard of these tests does not press them, so clicks stand in.)
    const oem = canvas.getByText("Do you sell genuine OEM parts?");
    await userEvent.click(oem);
    await expect(canvas.getByText(/OEM parts carry the maker's warranty/)).toBeVisible();
    await userEvent.click(oem);
    await expect(canvas.getByText(/OEM parts carry the maker's warranty/)).not.toBeVisible();
  },
};

export const FirstOpen: Story = {
  args: { defaultFirstOpen: true, heading: "Tallahassee appliance parts FAQ", headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Tallahassee appliance parts FAQ" })).toBeVisible();
    await expect(canvas.getByText(/are on the shelf at/)).toBeVisible();
  },
};

/** No questions: nothing is rendered, not even the heading. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="faq-list"]')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-8">
      <FAQList {...args} heading="Closed" />
      <FAQList {...args} heading="First open" defaultFirstOpen />
      <FAQList {...args} heading="Empty (renders nothing)" items={[]} />
    </div>
  ),
};
