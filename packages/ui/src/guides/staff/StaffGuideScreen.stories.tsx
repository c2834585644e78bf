import { getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { StaffGuideScreen } from "./StaffGuideScreen.tsx";
import { recordEditorStories } from "../../testing/record-editor-stories.tsx";
import { LOAD, staffScreen } from "../../testing/staff-stories.tsx";

const at = (id: string) => ({ path: "/staff/guides/:id", initialEntry: `/staff/guides/${id}` });
/** The mock data's first guide, as the story starts. */
const first = () => getMockData().posts.find((p) => p.id === 1)!;
/** The first draft in the mock data. */
const draft = () => getMockData().posts.find((p) => !p.isPublished)!;

const meta = {
  title: "Screens/Staff/StaffGuideScreen",
  component: StaffGuideScreen,
  args: { id: "1" },
  ...staffScreen({ route: at("1"), url: true }),
} satisfies Meta<typeof StaffGuideScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = recordEditorStories<Story>({
  heading: () => first().title,
  save: "Save guide",
  loading: "Loading the guide",
  loadError: "The guide could not be loaded",
  notFound: { story: { args: { id: "999999" }, parameters: { route: at("999999") } }, heading: "Guide not found", back: { name: "All guides", href: "/staff/guides" } },
});

/** A guide's fields and status; a title change saved shows in its history. */
export const EditAndSave: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const guide = first();
    await expect(await editor.opened(canvas)).toBeVisible();
    await expect(canvas.getByText("Published")).toBeVisible();
    await expect(canvas.getByLabelText("Slug")).toHaveValue(guide.slug);
    await expect(canvas.getByLabelText("Publish date")).toHaveValue(guide.publishedAt);
    await expect(canvas.getByLabelText("Content")).toHaveValue(guide.content);
    await userEvent.clear(canvas.getByLabelText("Title"));
    await userEvent.type(canvas.getByLabelText("Title"), "Where the model number hides");
    await editor.saves(context, "Guide saved.", `Title "${guide.title}" -> "Where the model number hides"`);
    await expect(first().title).toBe("Where the model number hides");
  },
};

/** A draft is marked so; publishing it saves and the badge turns to Published. */
export const PublishDraft: Story = {
  args: { id: "14" },
  parameters: { route: at("14") },
  play: async ({ canvas, userEvent }) => {
    await expect(await editor.opened(canvas, draft().title)).toBeVisible();
    await expect(canvas.getByText("Draft")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Published/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save guide" }));
    await expect(await canvas.findByText("Guide saved.", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("Published", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(getMockData().posts.find((p) => p.id === 14)?.isPublished).toBe(true);
  },
};

/** The preview formats the Markdown with the article's renderer, and shows raw HTML as text. */
export const Preview: Story = {
  play: async ({ canvas, userEvent }) => {
    await editor.opened(canvas);
    const content = canvas.getByLabelText("Content");
    await userEvent.clear(content);
    await userEvent.type(content, "## Tools{enter}{enter}- A **nut driver**{enter}{enter}<script>alert(1)</script> [x](javascript:alert(1))");
    const preview = within(canvas.getByRole("region", { name: "Preview" }));
    await waitFor(() => expect(preview.getByRole("heading", { level: 2, name: "Tools" })).toBeVisible(), LOAD);
    await expect(preview.getByText("nut driver", { selector: "strong" })).toBeVisible();
    await expect(preview.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(preview.queryByRole("link")).toBeNull();
  },
};

/** The API's refusals show at their field: another guide's slug. */
export const ValidationErrors: Story = {
  play: async (context) => {
    await editor.opened(context.canvas);
    await editor.refuse(context, "Slug", getMockData().posts[1]!.slug, /is already the address of/);
    await expect(first().slug).not.toBe(getMockData().posts[1]!.slug);
  },
};

/** A new guide: missing fields are named; saved as a draft, the slug is made from the title and the address becomes the guide. */
export const NewGuide: Story = editor.created({
  story: { args: { id: "new" }, parameters: { route: at("new") } },
  heading: "New guide",
  required: ["Title", "title is required"],
  fill: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Title"), "Story: Replace a Dryer Belt");
    await userEvent.type(canvas.getByLabelText("Author"), "Sam");
    await userEvent.type(canvas.getByLabelText("Excerpt"), "Ten minutes and a nut driver.");
    await userEvent.type(canvas.getByLabelText("Content"), "Unplug the dryer first.");
  },
  records: () => getMockData().posts,
  stored: { slug: "story-replace-a-dryer-belt" },
  url: (id) => `/staff/guides/${id}`,
  check: async (id) => {
    await expect(getMockData().posts.find((p) => p.id === id)?.isPublished).toBe(false);
  },
});

/** No such guide: a way back to the list. */
export const NotFound: Story = editor.NotFound;

/** While the guide loads. */
export const Loading: Story = editor.Loading;

/** The guide could not be read: the reason and Try again. */
export const LoadError: Story = editor.LoadError;

/** On a 360 px phone the editor and its preview are one column. */
export const NarrowScreen: Story = editor.NarrowScreen;

/** The dark theme. */
export const Dark: Story = editor.Dark;
