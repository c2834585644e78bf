import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment, type ComponentProps } from "react";
import { Link } from "react-router";
import { expect } from "storybook/test";
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./Breadcrumb.tsx";

/** A step before the current page: its label and address, or "…" for the steps left out. */
type Step = [label: string, href: string] | "…";

/**
 * A trail as a page composes it: each earlier step an item, a separator after each, the current
 * page last. With `routerLinks` the steps are router links through `asChild`, not plain anchors.
 */
function Trail({ steps, page, routerLinks = false, ...props }: ComponentProps<typeof Breadcrumb> & { steps: Step[]; page: string; routerLinks?: boolean }) {
  return (
    <Breadcrumb {...props}>
      <BreadcrumbList>
        {steps.map((step) => (
          <Fragment key={step === "…" ? step : step[1]}>
            <BreadcrumbItem>
              {step === "…" ? (
                <BreadcrumbEllipsis />
              ) : routerLinks ? (
                <BreadcrumbLink asChild>
                  <Link to={step[1]}>{step[0]}</Link>
                </BreadcrumbLink>
              ) : (
                <BreadcrumbLink href={step[1]}>{step[0]}</BreadcrumbLink>
              )}
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>{page}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}

const meta = {
  title: "Primitives/Breadcrumb",
  component: Breadcrumb,
  subcomponents: { BreadcrumbList, BreadcrumbItem, BreadcrumbLink, BreadcrumbPage, BreadcrumbSeparator, BreadcrumbEllipsis },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Trail
      {...args}
      steps={[
        ["Home", "/"],
        ["Appliance Parts", "/appliance-parts"],
        ["Refrigerator Parts", "/appliance-parts/refrigerator-parts"],
      ]}
      page="Refrigerator Water Filter"
    />
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText("Refrigerator Water Filter")).toHaveAttribute("aria-current", "page");
  },
};

/** With `asChild`, the steps are router links; clicking one navigates in the app. */
export const WithRouterLinks: Story = {
  parameters: { route: { path: "/brands/:slug", initialEntry: "/brands/whirlpool" } },
  render: (args) => (
    <Trail
      {...args}
      routerLinks
      steps={[
        ["Home", "/"],
        ["Brands", "/brands"],
      ]}
      page="Whirlpool"
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Brands" }));
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

/** A long trail with the middle steps left out. */
export const Collapsed: Story = {
  render: (args) => <Trail {...args} steps={[["Home", "/"], "…", ["Heating and Thermostats", "/hvac-parts/heating-parts"]]} page="Universal Thermostat" />,
};

export const SingleStep: Story = {
  render: (args) => <Trail {...args} steps={[["Home", "/"]]} page="Cart" />,
};

export const AllStates: Story = {
  render: (args, context) => (
    <div className="grid gap-6">
      {Default.render?.({ ...args, "aria-label": "Breadcrumb (full)" }, context)}
      {Collapsed.render?.({ ...args, "aria-label": "Breadcrumb (collapsed)" }, context)}
      {SingleStep.render?.({ ...args, "aria-label": "Breadcrumb (single step)" }, context)}
    </div>
  ),
};
