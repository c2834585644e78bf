import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Section } from "./Section.tsx";
import { TextLink } from "./TextLink.tsx";

const tiles = (
  <ul className="grid gap-3 sm:grid-cols-3">
    {["Refrigerator Parts", "Washer & Dryer Parts", "Dishwasher Parts"].map((name) => (
      <li key={name} className="rounded-md border bg-card p-4 text-card-foreground">
        {name}
      </li>
    ))}
  </ul>
);

const meta = {
  title: "Primitives/Section",
  component: Section,
  args: { title: "Shop by Category", children: tiles },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Shop by Category" });
    await expect(region).toContainElement(canvas.getByRole("heading", { level: 2, name: "Shop by Category" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

/** A line under the heading and a link to everything at its right. */
export const WithDescriptionAndAction: Story = {
  args: {
    title: "Popular this week",
    description: <p className="text-muted-foreground">The parts local repair pros and homeowners are picking up most.</p>,
    action: (
      <TextLink to="/brands" className="text-sm">
        All brands
      </TextLink>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Popular this week" });
    await expect(region).toHaveTextContent("The parts local repair pros");
    await expect(canvas.getByRole("link", { name: "All brands" })).toHaveAttribute("href", "/brands");
  },
};

/** A band of an edge-to-edge page, centred at the catalogue's width. */
export const PageWidth: Story = {
  args: { width: "page" },
  parameters: { layout: "fullscreen" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Shop by Category" })).toHaveClass("mx-auto", "max-w-7xl", "px-4");
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-10">
      <Section title="Only a heading">{tiles}</Section>
      <Section title="With a line" description={<p className="text-muted-foreground">Counted from the data.</p>}>
        {tiles}
      </Section>
      <Section title="With an action" action={<TextLink to="/blog">All repair guides</TextLink>}>
        {tiles}
      </Section>
    </div>
  ),
};
