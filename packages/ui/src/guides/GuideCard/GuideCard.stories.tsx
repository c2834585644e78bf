import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { posts } from "../../testing/fixtures.ts";
import { formatLongDate } from "../../design/format.ts";
import { GuideCard, GuideCardSkeleton } from "./GuideCard.tsx";
import { formatReadTime, LIST_EXCERPT_CHARS } from "./guide-text.ts";
import { guideCardPost } from "./card-guide.ts";

const guide = posts.find((post) => post.category !== null)!;
const general = posts.find((post) => post.category === null)!;
const withoutExcerpt = { ...guide, excerpt: "" };

const meta = {
  title: "Components/GuideCard",
  component: GuideCard,
  args: { post: guideCardPost(guide) },
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="max-w-sm">
          <Story />
        </div>
      ),
  ],
  parameters: { route: { path: "/blog", initialEntry: "/blog" } },
} satisfies Meta<typeof GuideCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A repair guide: badge, title link, excerpt, US long date and read time. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Repair Guide")).toBeVisible();
    await expect(canvas.getByText(guide.excerpt)).toBeVisible();
    const date = canvas.getByText(formatLongDate(guide.publishedAt));
    await expect(date.tagName).toBe("TIME");
    await expect(date).toHaveAttribute("datetime", guide.publishedAt);
    await expect(date.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(canvas.getByText(formatReadTime(guide.content))).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: guide.title }));
    await expect(await canvas.findByText(`Navigated to /blog/${guide.slug}`)).toBeVisible();
  },
};

/** A general article (no category): no 'Repair Guide' badge, same height of badge row. */
export const GeneralArticle: Story = {
  args: { post: guideCardPost(general) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Repair Guide")).not.toBeInTheDocument();
  },
};

/** A post without its own excerpt shows the start of its content, cut at a word. */
export const ExcerptFromContent: Story = {
  args: { post: guideCardPost(withoutExcerpt) },
  play: async ({ canvasElement }) => {
    const excerpt = canvasElement.querySelector("[data-slot=blog-card-excerpt]")!.textContent ?? "";
    await expect(excerpt.endsWith("…")).toBe(true);
    await expect(excerpt.length - 1).toBeLessThanOrEqual(LIST_EXCERPT_CHARS);
    await expect(withoutExcerpt.content.replace(/\s+/g, " ").startsWith(excerpt.slice(0, -1))).toBe(true);
  },
};

export const Skeleton: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <GuideCard {...args} />
      <GuideCardSkeleton />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <div className="grid max-w-4xl items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <GuideCard post={guideCardPost(guide)} />
      <GuideCard post={guideCardPost(general)} />
      <GuideCard post={guideCardPost({ ...withoutExcerpt, id: -1 })} />
      <GuideCardSkeleton />
    </div>
  ),
};
