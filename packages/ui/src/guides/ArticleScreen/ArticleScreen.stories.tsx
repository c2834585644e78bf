import { getGuide, listGuides, shopToday, type GuideView } from "@shop/domain";
import { blogHandlers, getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { formatReadTime } from "../GuideCard/guide-text.ts";
import { formatLongDate } from "../../design/format.ts";
import { ArticleScreen } from "./ArticleScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const postBySlug = (slug: string): GuideView => {
  const post = getGuide(getMockData(), slug, shopToday(new Date(), getMockData().store));
  if (!post) throw new Error(`No published post ${slug} in the mock data`);
  return post;
};
/** A repair guide about a part category, and a general article. */
const guide = postBySlug("dryer-not-heating");
const general = postBySlug("find-your-model-number");
const published = listGuides(getMockData(), { limit: 100, offset: 0 }, shopToday(new Date(), getMockData().store)).posts;
const store = getMockData().store;
const guideUrl = `${store.url}/blog/${guide.slug}`;

const at = (slug: string) => ({ route: { path: `/blog/${slug}`, initialEntry: `/blog/${slug}` } });
const notifications = () => within(screen.getByRole("region", { name: /notifications/i }));

/**
 * Replaces `navigator.share` and `navigator.clipboard` for one story (own properties shadow the
 * browser's getters) and puts the originals back after it.
 */
function stubNavigator(values: { share?: unknown; clipboard?: unknown }) {
  const keys = Object.keys(values) as (keyof typeof values)[];
  const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(navigator, key)] as const);
  for (const key of keys) Object.defineProperty(navigator, key, { value: values[key], configurable: true, writable: true });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(navigator, key, descriptor);
      else delete (navigator as unknown as Record<string, unknown>)[key];
    }
  };
}

// Made afresh for each story that uses them, in its beforeEach.
let writeText = fn();
let share = fn();

const meta = {
  title: "Screens/ArticleScreen",
  component: ArticleScreen,
  args: { slug: guide.slug },
  ...shopScreen(at(guide.slug)),
} satisfies Meta<typeof ArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A repair guide: badge, title, excerpt, date, read time, paragraphs, help block and three related guides. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: guide.title }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Repair Guide")).toBeVisible();
    await expect(canvas.getByText(guide.excerpt)).toBeVisible();
    const date = canvas.getByText(formatLongDate(guide.publishedAt));
    await expect(date).toHaveAttribute("datetime", guide.publishedAt);
    await expect(canvas.getByText(formatReadTime(guide.content))).toBeVisible();

    const content = canvasElement.querySelector("[data-slot=article-content]")!;
    const firstParagraph = guide.content.split(/\n\s*\n/)[0]!.trim();
    await expect(content.querySelector("p")!.textContent).toBe(firstParagraph);

    const help = within(canvas.getByRole("region", { name: "Need a hand with this repair?" }));
    await expect(await help.findByRole("link", { name: `Call ${store.phone}` }, LOAD)).toHaveAttribute("href", `tel:${store.phoneE164}`);
    await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(help.getByRole("link", { name: `Shop ${guide.category!.name}` })).toHaveAttribute(
      "href",
      `/${guide.category!.type}-parts/${guide.category!.slug}`,
    );

    const related = within(await canvas.findByRole("region", { name: "Related articles" }, LOAD));
    const sameCategory = published.find((p) => p.id !== guide.id && p.categoryId === guide.categoryId)!;
    const links = await related.findAllByRole("link", {}, LOAD);
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(sameCategory.title);
    await expect(links.map((link) => link.getAttribute("href"))).not.toContain(`/blog/${guide.slug}`);
    await userEvent.click(links[0]!);
    await expect(await canvas.findByText(`Navigated to /blog/${sameCategory.slug}`)).toBeVisible();
  },
};

/** A general article has no 'Repair Guide' badge and no category to shop. */
export const GeneralArticle: Story = {
  args: { slug: general.slug },
  parameters: at(general.slug),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: general.title }, LOAD)).toBeVisible();
    await expect(canvas.queryByText("Repair Guide")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /^Shop / })).not.toBeInTheDocument();
  },
};

const markup = [
  "## Before you start",
  "Unplug the dryer **first**.\nThen <img src=x onerror=\"alert('x')\"> check the [fuse](javascript:alert(1)).",
  "1. Open the back panel\n2. Test the fuse",
  "<script>alert('x')</script> See [GE's manual](https://www.geappliances.com).",
].join("\n\n");

/**
 * The content is Markdown: headings (never a second h1), lists, emphasis and links are formatted;
 * raw HTML is shown as typed, a javascript: link stays text, a link to another site is noopener.
 */
export const MarkdownContent: Story = {
  parameters: {
    msw: {
      handlers: {
        blog: [
          http.get("/api/blog/dryer-not-heating", () => HttpResponse.json({ ...guide, content: markup })),
          ...blogHandlers.success,
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { level: 1, name: guide.title }, LOAD);
    const content = within(canvasElement.querySelector<HTMLElement>("[data-slot=article-content]")!);
    await expect(content.getByRole("heading", { level: 2, name: "Before you start" })).toBeVisible();
    await expect(content.getByText("first", { selector: "strong" })).toBeVisible();
    await expect(content.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Open the back panel", "Test the fuse"]);
    await expect(content.getByText(/Then <img src=x onerror="alert\('x'\)"> check the/)).toBeVisible();
    await expect(content.getByText(/<script>alert\('x'\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=article-content] :is(img, script)")).toBeNull();
    await expect(content.queryByRole("link", { name: "fuse" })).toBeNull();
    await expect(content.getByRole("link", { name: "GE's manual" })).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Without a share sheet the link is copied, with a toast. */
export const ShareCopiesLink: Story = {
  beforeEach: () => {
    writeText = fn(async (_text: string) => {});
    return stubNavigator({ share: undefined, clipboard: { writeText } });
  },
  play: async ({ canvas, userEvent }) => {
    // The shared address is the store's own: wait for its record (the help block's call link).
    await canvas.findByRole("link", { name: /^Call / }, LOAD);
    await userEvent.click(await canvas.findByRole("button", { name: "Share" }, LOAD));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(guideUrl));
    await expect(await notifications().findByText("Link copied")).toBeVisible();
    await expect(notifications().getByText(guideUrl)).toBeVisible();
  },
};

/** With a share sheet, the title, excerpt and address go to it; nothing is copied. */
export const ShareWithShareSheet: Story = {
  beforeEach: () => {
    writeText = fn(async (_text: string) => {});
    share = fn(async (_data: ShareData) => {});
    return stubNavigator({ share, clipboard: { writeText } });
  },
  play: async ({ canvas, userEvent }) => {
    // The shared address is the store's own (its record's url): wait for the record, which the
    // help block's call link shows, so the click does not race it.
    await canvas.findByRole("link", { name: /^Call / }, LOAD);
    await userEvent.click(await canvas.findByRole("button", { name: "Share" }, LOAD));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: guide.title, text: guide.excerpt, url: guideUrl }));
    await expect(writeText).not.toHaveBeenCalled();
    await expect(screen.queryByText("Link copied")).not.toBeInTheDocument();
  },
};

/** When the clipboard refuses, a toast says so and shows the address to copy by hand. */
export const ShareCopyFails: Story = {
  beforeEach: () => {
    writeText = fn(async (_text: string) => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")));
    return stubNavigator({ share: undefined, clipboard: { writeText } });
  },
  play: async ({ canvas, userEvent }) => {
    // The shared address is the store's own: wait for its record (the help block's call link).
    await canvas.findByRole("link", { name: /^Call / }, LOAD);
    await userEvent.click(await canvas.findByRole("button", { name: "Share" }, LOAD));
    const title = await notifications().findByText("Couldn't copy the link");
    await expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive");
    await expect(notifications().getByText(`Copy it from here instead: ${guideUrl}`)).toBeVisible();
  },
};

/** A slug with no published post: 'Article Not Found' and the way back to the blog. */
export const NotFound: Story = {
  args: { slug: "no-such-guide" },
  parameters: at("no-such-guide"),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Article Not Found" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to Blog" }));
    await expect(await canvas.findByText("Navigated to /blog")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { blog: blogHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading article…")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { blog: blogHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { level: 1, name: "We couldn't load this article" })).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
