import { formatUSD } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card.tsx";
import { SalePrice } from "../../testing/design-samples.tsx";

const meta = {
  title: "Primitives/Card",
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  args: { className: "max-w-xs" },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts-counter look the product components build on: name, part number, price, stock. */
export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h3>Refrigerator Water Filter</h3>
        </CardTitle>
        <CardDescription>
          Part <span className="font-mono text-foreground">WPW10321304</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between">
        <data value="49.99" className="text-2xl font-bold tabular-nums">
          {formatUSD("49.99")}
        </data>
        <Badge variant="in-stock">In stock</Badge>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Add to cart</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Refrigerator Water Filter" })).toBeVisible();
    await expect(canvas.getByText("$49.99")).toBeVisible();
  },
};

export const OnSale: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h3>Dryer Heating Element</h3>
        </CardTitle>
        <CardDescription>
          Part <span className="font-mono text-foreground">WP3387747</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-baseline gap-2">
        <SalePrice price="34.95" was="44.95" />
        <Badge variant="sale" className="ml-auto">
          Sale
        </Badge>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Add to cart</Button>
      </CardFooter>
    </Card>
  ),
};

export const OutOfStock: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h3>Washer Drive Belt</h3>
        </CardTitle>
        <CardDescription>
          Part <span className="font-mono text-foreground">WP8540024</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between">
        <data value="18.5" className="text-2xl font-bold tabular-nums">
          {formatUSD("18.50")}
        </data>
        <Badge variant="out-of-stock">Out of stock</Badge>
      </CardContent>
      <CardFooter>
        <Button className="w-full" disabled>
          Add to cart
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const TextOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Same-day pickup</CardTitle>
        <CardDescription>Order by 2 PM, pick up at the counter today.</CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const AllStates: Story = {
  args: { className: undefined },
  render: (args, context) => (
    <div className="grid w-[min(100%,60rem)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Default.render?.(args, context)}
      {OnSale.render?.(args, context)}
      {OutOfStock.render?.(args, context)}
      {TextOnly.render?.(args, context)}
    </div>
  ),
};
