import { getMockData, staffHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { StaffPartsScreen } from "./StaffPartsScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffSessionOk, staffStates } from "../../testing/staff-stories.tsx";

/** The table's body rows. */
const rows = (root: HTMLElement) => within(root).getAllByRole("row").slice(1);
/** Hides the mock catalogue's first part, for the hidden badge and filter. */
const hideFirst = () => {
  const data = getMockData();
  data.products = data.products.map((p, i) => (i === 0 ? { ...p, hidden: true } : p));
};

const meta = {
  title: "Screens/Staff/StaffPartsScreen",
  component: StaffPartsScreen,
  ...staffScreen({ route: staffRoute("/staff/parts"), url: true }),
} satisfies Meta<typeof StaffPartsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading parts", loadError: "Parts could not be loaded" });

/** The whole catalogue, 50 a page by name, hidden parts marked; "Parts" is the current nav link. */
export const LargeList: Story = {
  beforeEach: hideFirst,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("region", { name: "Part list" }, LOAD);
    await expect(rows(list)).toHaveLength(50);
    await expect(within(list).getByText(`${getMockData().products.length} parts`)).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Part pages" })).toBeVisible();
    await expect(within(canvas.getByRole("navigation", { name: "Back office" })).getByRole("link", { name: "Parts" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Add part" })).toHaveAttribute("href", "/staff/parts/new");
    await expect(document.title).toBe("Parts · Back office");
  },
};

/** Search by part number, whatever its dashes, and the search goes into the URL; the row shows the part's bin. */
export const SearchByPartNumber: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole("region", { name: "Part list" }, LOAD);
    const part = getMockData().products[5]!;
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search parts" }), part.partNumber.toLowerCase());
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expectUrl(canvasElement, `/staff/parts?q=${encodeURIComponent(part.partNumber.toLowerCase())}`);
    await waitFor(() => expect(within(rows(canvas.getByRole("region", { name: "Part list" }))[0]!).getByRole("link")).toHaveTextContent(part.partNumber));
    await expect(rows(canvas.getByRole("region", { name: "Part list" }))[0]!).toHaveTextContent(part.bin!);
  },
};

/** The hidden filter: only the hidden part, with its badge. */
export const HiddenOnly: Story = {
  beforeEach: hideFirst,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole("region", { name: "Part list" }, LOAD);
    await userEvent.selectOptions(canvas.getByLabelText("Shown in the shop"), "Hidden");
    await expectUrl(canvasElement, "/staff/parts?hidden=true");
    await waitFor(() => expect(rows(canvas.getByRole("region", { name: "Part list" }))).toHaveLength(1));
    await expect(within(canvas.getByRole("region", { name: "Part list" })).getByText("Hidden")).toBeVisible();
  },
};

/** No parts at all: the way to add the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: { staff: [staffSessionOk, http.get("/api/staff/parts", () => HttpResponse.json({ parts: [], total: 0 })), ...staffHandlers.success] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No parts yet" }, LOAD)).toBeVisible();
  },
};

/** A search that matches nothing, and the way back to every part. */
export const NoMatches: Story = {
  parameters: { route: { path: "/staff/parts", initialEntry: "/staff/parts?q=no-such-part-anywhere" } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "No parts match" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show all parts" }));
    await expectUrl(canvasElement, "/staff/parts");
  },
};

/** While the list loads. */
export const Loading: Story = states.Loading;

/** The list could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the table keeps to the screen (the brand column gives way). */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Part list" }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme, with a hidden badge. */
export const Dark: Story = {
  beforeEach: hideFirst,
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Part list" }, LOAD)).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
