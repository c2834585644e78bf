import { listGuides, POSTS_PER_PAGE, shopToday } from "@shop/domain";
import { blogHandlers, getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GuideListScreen } from "./GuideListScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

/** What GET /api/blog answers, through the same domain function the handlers call. */
const found = (search?: string, page = 1) =>
  listGuides(getMockData(), { search, limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE }, shopToday(new Date(), getMockData().store));
const all = found();
const articles = (canvasElement: HTMLElement) => canvasElement.querySelectorAll("[data-slot=blog-card]");

const meta = {
  title: "Screens/GuideListScreen",
  component: GuideListScreen,
  ...shopScreen({ route: "/blog" }),
} satisfies Meta<typeof GuideListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first ten published guides, the count of all of them, page controls and Popular Topics. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Repair Guides & Tips" })).toBeVisible();
    await expect(await canvas.findByText(`${all.total} articles`, {}, LOAD)).toBeVisible();
    await expect(articles(canvasElement)).toHaveLength(Math.min(all.total, POSTS_PER_PAGE));
    const first = all.posts[0]!;
    await expect(canvas.getByRole("link", { name: first.title })).toHaveAttribute("href", `/blog/${first.slug}`);
    const pages = within(canvas.getByRole("navigation", { name: "Article pages" }));
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const topics = within(canvas.getByRole("region", { name: "Popular Topics" }));
    await expect(topics.getByRole("link", { name: "Heat pumps" })).toHaveAttribute("href", "/blog?search=heat+pump");
  },
};

/** Page controls load the next ten and mark the page. */
export const Paginates: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(`${all.total} articles`, {}, LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    const second = found(undefined, 2).posts;
    await expect(await canvas.findByRole("link", { name: second[0]!.title }, LOAD)).toBeVisible();
    await expect(articles(canvasElement)).toHaveLength(second.length);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

/** A new search starts again at page 1, whatever page the visitor was on. */
export const SearchResetsPage: Story = {
  parameters: { route: { path: "/blog", initialEntry: "/blog?page=2" } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("button", { name: "Page 2" }, LOAD)).toHaveAttribute("aria-current", "page");
    const term = "AC";
    const result = found(term);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search articles" }), `${term}{Enter}`);
    await expect(await canvas.findByText(`${result.total} articles matching “${term}”`, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: result.posts[0]!.title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  },
};

/** Popular Topics are searches: following one shows its articles and marks the topic. */
export const FollowsATopic: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(`${all.total} articles`, {}, LOAD);
    await userEvent.click(canvas.getByRole("link", { name: "Heat pumps" }));
    const result = found("heat pump");
    await expect(await canvas.findByText(`${result.total} articles matching “heat pump”`, {}, LOAD)).toBeVisible();
    await expect(articles(canvasElement)).toHaveLength(result.posts.length);
    await expect(canvas.getByRole("searchbox", { name: "Search articles" })).toHaveValue("heat pump");
    await expect(canvas.getByRole("link", { name: "Heat pumps" })).toHaveAttribute("aria-current", "page");
  },
};

/** A search that finds nothing says so; Clear search brings every article back. */
export const Empty: Story = {
  parameters: { route: { path: "/blog", initialEntry: "/blog?search=zeppelin" } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "No articles match “zeppelin”" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("0 articles matching “zeppelin”")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Article pages" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(await canvas.findByText(`${all.total} articles`, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  },
};

/** No articles published at all. */
export const NoArticles: Story = {
  parameters: { msw: { handlers: { blog: blogHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Articles Found" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("0 articles")).toBeVisible();
  },
};

/** A page number past the end (an old link) offers the first page. */
export const PastTheLastPage: Story = {
  parameters: { route: { path: "/blog", initialEntry: "/blog?page=9" } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "No articles on this page" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Go to the first page" }));
    await expect(await canvas.findByRole("link", { name: all.posts[0]!.title }, LOAD)).toBeVisible();
  },
};

/** Five skeleton cards while the articles load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { blog: blogHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=blog-card-skeleton]")).toHaveLength(5);
    await expect(canvas.getByText("Loading articles…")).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { blog: blogHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { name: "We couldn't load the articles" })).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
