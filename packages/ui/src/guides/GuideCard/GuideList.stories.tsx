import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { posts } from "../../testing/fixtures.ts";
import { BLOG_SKELETONS, BlogList } from "./GuideList.tsx";
import { blogCardPost } from "./card-guide.ts";

const cards = posts.map(blogCardPost);
const page = cards.slice(0, 10);

const meta = {
  title: "Components/BlogList",
  component: BlogList,
  args: { posts: page },
  parameters: { route: { path: "/blog", initialEntry: "/blog" } },
} satisfies Meta<typeof BlogList>;

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
    await expect(canvasElement.querySelectorAll("[data-slot=blog-card-skeleton]")).toHaveLength(BLOG_SKELETONS);
    await expect(BLOG_SKELETONS).toBe(5);
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
      <BlogList posts={cards.slice(0, 3)} />
      <BlogList posts={[]} loading />
      <BlogList posts={[]} />
    </div>
  ),
};
