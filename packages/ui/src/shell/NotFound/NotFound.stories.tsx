import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { NotFound } from "./NotFound.tsx";

const meta = {
  title: "Components/NotFound",
  component: NotFound,
  args: { kind: "site" },
  argTypes: { kind: { control: "inline-radio", options: ["site", "product", "category", "brand", "article", "model", "page"] } },
  parameters: { route: { path: "/missing", initialEntry: "/missing" } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site-wide 404: any unknown path. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole("heading", { level: 1, name: "404 Page Not Found" });
    await expect(heading.textContent).toBe("404 Page Not Found");
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("link", { name: "Browse All Brands" }));
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

/** A part id with no part: home first, then all brands. */
export const PartNotFound: Story = {
  args: { kind: "product" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Part Not Found" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-kind=not-found-product]")).not.toBeNull();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("link", { name: "Browse All Brands" }));
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

export const CategoryNotFound: Story = {
  args: { kind: "category" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  },
};

export const BrandNotFound: Story = {
  args: { kind: "brand" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Brand Not Found" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to All Brands" }));
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

export const ArticleNotFound: Story = {
  args: { kind: "article" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  },
};

/** An information page with an unknown slug. */
export const PageNotFound: Story = {
  args: { kind: "page" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      {(["site", "product", "category", "brand", "article", "model", "page"] as const).map((kind) => (
        <div key={kind} className="rounded-lg border">
          <NotFound kind={kind} headingLevel={2} size="default" />
        </div>
      ))}
    </div>
  ),
};
