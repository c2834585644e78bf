import { getMockData, staffHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, within } from "storybook/test";
import { StaffGuidesScreen } from "./StaffGuidesScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffSessionOk, staffStates } from "../../testing/staff-stories.tsx";

/** The table's body rows. */
const rows = (root: HTMLElement) => within(root).getAllByRole("row").slice(1);
/** Dates the mock data's first guide a year ahead: published, but scheduled. */
const scheduleFirst = () => {
  const data = getMockData();
  data.posts = data.posts.map((p) => (p.id === 1 ? { ...p, isPublished: true, publishedAt: "2099-01-01" } : p));
};

const meta = {
  title: "Screens/Staff/StaffGuidesScreen",
  component: StaffGuidesScreen,
  ...staffScreen({ route: staffRoute("/staff/guides"), url: true }),
} satisfies Meta<typeof StaffGuidesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading guides", loadError: "Guides could not be loaded" });

/** Every guide, drafts and scheduled ones too, newest date first; "Guides" is the current nav link. */
export const Several: Story = {
  beforeEach: scheduleFirst,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("region", { name: "Guide list" }, LOAD);
    const data = getMockData();
    await expect(rows(list)).toHaveLength(data.posts.length);
    await expect(within(list).getByText(`${data.posts.length} guides`)).toBeVisible();
    const first = rows(list)[0]!;
    await expect(within(first).getByRole("link", { name: data.posts[0]!.title })).toHaveAttribute("href", "/staff/guides/1");
    await expect(within(first).getByText("Scheduled")).toBeVisible();
    const drafts = data.posts.filter((p) => !p.isPublished);
    await expect(within(list).getAllByText("Draft")).toHaveLength(drafts.length);
    await expect(within(canvas.getByRole("navigation", { name: "Back office" })).getByRole("link", { name: "Guides" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "New guide" })).toHaveAttribute("href", "/staff/guides/new");
    await expect(document.title).toBe("Guides · Back office");
  },
};

/** No guides at all: a way to write the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: { staff: [staffSessionOk, http.get("/api/staff/posts", () => HttpResponse.json({ posts: [], total: 0 })), ...staffHandlers.success] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No guides yet" }, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "New guide" })).toHaveLength(2);
  },
};

/** While the list loads. */
export const Loading: Story = states.Loading;

/** The list could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the table keeps to the screen (the category column gives way). */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Guide list" }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme, with every status badge. */
export const Dark: Story = {
  beforeEach: scheduleFirst,
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Guide list" }, LOAD)).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
