import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { posts } from "../../testing/fixtures.ts";
import { GUIDE_SKELETONS, GuideList } from "./GuideList.tsx";
import { guideCardPost } from "./card-guide.ts";

const cards = posts.map(guideCardPost);
const page = cards.slice(0, 10);

const meta = {
  title: "Components/GuideList",
  component: GuideList,
  args: { posts: page },
  parameters: { route: { path: "/blog", initialEntry: "/blog" } },
} satisfies Meta<typeof GuideList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(page.length);
    await expect(canvas.getByRole("link", { name: page[0]!.title })).toHaveAttribute("href", `/blog/${page[0]!.slug}`);
  },
};

/** Five skeleton cards while posts load; the region is busy and says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=blog-card-skeleton]")).toHaveLength(GUIDE_SKELETONS);
    await expect(GUIDE_SKELETONS).toBe(5);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading articles…");
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-10">
      <GuideList posts={cards.slice(0, 3)} />
      <GuideList posts={[]} loading />
      <GuideList posts={[]} />
    </div>
  ),
};
