import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SalePrice } from "../../testing/design-samples.tsx";
import { Badge } from "../primitives/Badge.tsx";

/*
 * The design tokens of packages/ui/src/design/globals.css, for design review. Use the toolbar's
 * theme switch (or "Side by side") to compare light and dark. The a11y check of these stories
 * runs axe's colour-contrast rule on every pair.
 */

const pairs = [
  ["background", "bg-background text-foreground"],
  ["card", "bg-card text-card-foreground"],
  ["popover", "bg-popover text-popover-foreground"],
  ["muted", "bg-muted text-muted-foreground"],
  ["primary", "bg-primary text-primary-foreground"],
  ["secondary", "bg-secondary text-secondary-foreground"],
  ["accent", "bg-accent text-accent-foreground"],
  ["destructive", "bg-destructive text-destructive-foreground"],
  ["success", "bg-success text-success-foreground"],
  ["warning", "bg-warning text-warning-foreground"],
  ["sale", "bg-sale text-sale-foreground"],
] as const;

function ColorPairs() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Colour pairs">
      {pairs.map(([name, classes]) => (
        <li key={name} className={`rounded-lg border p-4 ${classes}`}>
          <p className="font-semibold">{name}</p>
          <p className="font-mono text-sm">
            {name} / {name === "background" ? "foreground" : `${name}-foreground`}
          </p>
        </li>
      ))}
      <li className="rounded-lg border border-input bg-background p-4 text-foreground">
        <p className="font-semibold">input</p>
        <p className="font-mono text-sm">form-control border, 3:1</p>
      </li>
      <li className="rounded-lg bg-background p-4 text-foreground ring-[3px] ring-ring">
        <p className="font-semibold">ring</p>
        <p className="font-mono text-sm">focus ring</p>
      </li>
    </ul>
  );
}

/** Colours used as text on the page: links, sale prices, stock, errors. */
function TextColors() {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground">
      <p className="text-primary">text-primary: a link or an action</p>
      <p className="text-sale">text-sale: a sale price</p>
      <p className="text-success">text-success: in stock</p>
      <p className="text-destructive">text-destructive: an error message</p>
      <p className="text-muted-foreground">text-muted-foreground: secondary text</p>
    </div>
  );
}

/** The parts-counter look: clear prices, part numbers in the monospace face, stock and sale. */
function PartsCounter() {
  return (
    <dl className="grid max-w-md gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-sm text-muted-foreground">Part number</dt>
        <dd className="font-mono text-sm tracking-wide">WPW10321304</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-sm text-muted-foreground">Fits model</dt>
        <dd className="font-mono text-sm tracking-wide">WRF555SDFZ</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-sm text-muted-foreground">Price</dt>
        <dd className="flex items-baseline gap-2">
          <SalePrice price="34.95" was="44.95" />
        </dd>
      </div>
      <div className="flex items-center justify-between gap-4">
        <dt className="text-sm text-muted-foreground">Stock</dt>
        <dd className="flex gap-2">
          <Badge variant="in-stock">In stock</Badge>
          <Badge variant="sale">Sale</Badge>
        </dd>
      </div>
    </dl>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: ColorPairs,
} satisfies Meta<typeof ColorPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(pairs.length + 2);
  },
};

export const Text: Story = { render: () => <TextColors /> };

export const PartsCounterLook: Story = {
  render: () => <PartsCounter />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$34.95")).toBeVisible();
    await expect(getComputedStyle(canvas.getByText("WPW10321304")).fontFamily).toMatch(/mono/i);
  },
};

/** Every token in both themes at once. */
export const AllStates: Story = {
  globals: { theme: "side-by-side" },
  render: () => (
    <div className="grid gap-6">
      <ColorPairs />
      <TextColors />
      <PartsCounter />
    </div>
  ),
};
