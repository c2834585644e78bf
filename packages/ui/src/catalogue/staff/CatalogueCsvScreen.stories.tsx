import { getMockData, setMockStaffSession, staffHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { CatalogueCsvScreen } from "./CatalogueCsvScreen.tsx";
import { LOAD, staffRoute, staffScreen } from "../../testing/staff-stories.tsx";

const HEADER = "part_number,name,brand,category,price,quantity";

/** The mock catalogue's first part as a row, with a new price, and a new part beside it. */
function cleanFile(): string {
  const data = getMockData();
  const part = data.products[0]!;
  const brand = data.brands.find((b) => b.id === part.brandId)!.name;
  const category = data.categories.find((c) => c.id === part.categoryId)!.name;
  return [HEADER, `${part.partNumber},${part.name},${brand},${category},1.23,${part.quantityOnHand}`, `STORY-NEW-1,Story Part,${brand},${category},9.99,4`].join("\n");
}

/** A bad price on line 2 and a brand the catalogue lacks on line 3. */
function fileWithErrors(): string {
  const category = getMockData().categories[0]!.name;
  const brand = getMockData().brands[0]!.name;
  return [HEADER, `STORY-BAD-1,Bad Price,${brand},${category},abc,1`, `STORY-BAD-2,New Brand Part,Acme Story Brand,${category},5.00,1`].join("\n");
}


const meta = {
  title: "Screens/Staff/CatalogueCsvScreen",
  component: CatalogueCsvScreen,
  ...staffScreen({ route: staffRoute("/staff/catalogue") }),
} satisfies Meta<typeof CatalogueCsvScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses `csv` as the file "parts.csv", as a person would. */
async function choose({ canvas, userEvent }: Parameters<NonNullable<Story["play"]>>[0], csv: string) {
  const input = await canvas.findByLabelText("CSV file", {}, LOAD);
  await userEvent.upload(input, new File([csv], "parts.csv", { type: "text/csv" }));
}

/** Before a file is chosen: the download and the file input, and no preview. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Catalogue CSV" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download the catalogue (CSV)" })).toBeEnabled();
    await expect(canvas.getByLabelText("CSV file")).toHaveAttribute("accept", ".csv,text/csv");
    await expect(canvas.getByRole("link", { name: "Catalogue CSV" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("button", { name: /^Apply/ })).toBeNull();
    await expect(document.title).toBe("Catalogue CSV · Back office");
  },
};

/** A file with a bad price and an unknown brand: its errors by line and column, and Apply disabled until fixed. */
export const PreviewWithErrors: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await choose(context, fileWithErrors());
    const errors = within(await canvas.findByRole("table", { name: /^Errors \(2\)/ }, LOAD));
    await expect(errors.getByRole("row", { name: /^2 price / })).toBeVisible();
    await expect(errors.getByRole("row", { name: /^3 brand Unknown brand "Acme Story Brand"/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Apply 0 changes" })).toBeDisabled();
    // Creating the brand leaves only the price to fix.
    await userEvent.click(canvas.getByRole("checkbox", { name: "Create brands that do not exist yet" }));
    await expect(await canvas.findByRole("table", { name: /^Errors \(1\)/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText("New brands: Acme Story Brand.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^Apply/ })).toBeDisabled();
  },
};

/** A clean file: the counts, the new part, the changed price before and after, and Apply enabled. */
export const PreviewClean: Story = {
  play: async (context) => {
    const { canvas } = context;
    const part = getMockData().products[0]!;
    await choose(context, cleanFile());
    const changed = within(await canvas.findByRole("table", { name: "Changed parts (1)" }, LOAD));
    await expect(changed.getByRole("listitem")).toHaveTextContent(`price: ${part.price} -> becomes 1.23`);
    await expect(within(canvas.getByRole("table", { name: "New parts (1)" })).getByText("STORY-NEW-1")).toBeVisible();
    await expect(canvas.queryByRole("table", { name: /^Errors/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Apply 2 changes" })).toBeEnabled();
    await expect(getMockData().products[0]!.price).toBe(part.price);
  },
};

/** Applied: what changed, links to the parts, and the mock catalogue changed. */
export const Applied: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const id = getMockData().products[0]!.id;
    await choose(context, cleanFile());
    await userEvent.click(await canvas.findByRole("button", { name: "Apply 2 changes" }, LOAD));
    await expect(await canvas.findByText(/^Imported: 1 new part, 1 changed part/, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "STORY-NEW-1" })).toHaveAttribute("href", expect.stringMatching(/^\/staff\/parts\/\d+$/));
    await expect(getMockData().products.find((p) => p.id === id)?.price).toBe("1.23");
    await expect(getMockData().products.some((p) => p.partNumber === "STORY-NEW-1")).toBe(true);
    await expect(getMockData().catalogueChanges.at(-1)).toMatchObject({ by: "counter@example.com", subject: "import" });
  },
};

/** The upload is refused (413): the API's message, and nothing else changes. */
export const UploadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        staff: [
          http.post("/api/staff/catalogue/import/preview", () => HttpResponse.json({ message: "Request body is larger than 2 MB" }, { status: 413 })),
          ...staffHandlers.success,
        ],
      },
    },
  },
  play: async (context) => {
    const { canvas } = context;
    await choose(context, cleanFile());
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent("The file could not be previewed: Request body is larger than 2 MB");
  },
};

/** The apply fails (500): the API's message, and the preview stays to try again. */
export const ApplyFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        staff: [
          http.post("/api/staff/catalogue/import/apply", () => HttpResponse.json({ message: "Internal error" }, { status: 500 })),
          ...staffHandlers.success,
        ],
      },
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const price = getMockData().products[0]!.price;
    await choose(context, cleanFile());
    await userEvent.click(await canvas.findByRole("button", { name: "Apply 2 changes" }, LOAD));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent("Nothing was imported: Internal error");
    await expect(canvas.getByRole("table", { name: "Changed parts (1)" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Apply 2 changes" })).toBeEnabled(), LOAD);
    await expect(getMockData().products[0]!.price).toBe(price);
  },
};

/** Someone changed the part between the preview and the apply: 409, and "Preview the file again" shows the catalogue as it is now. */
export const ChangedSincePreview: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await choose(context, cleanFile());
    const apply = await canvas.findByRole("button", { name: "Apply 2 changes" }, LOAD);
    getMockData().products[0]!.price = "1.23";
    await userEvent.click(apply);
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent("The catalogue changed since this preview: preview the file again");
    await userEvent.click(canvas.getByRole("button", { name: "Preview the file again" }));
    await expect(await canvas.findByRole("button", { name: "Apply 1 change" }, LOAD)).toBeEnabled();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Nobody signed in: back to the sign-in page. */
export const SignedOut: Story = {
  beforeEach: () => setMockStaffSession(null),
  parameters: { msw: { handlers: { staff: staffHandlers.success } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Navigated to /staff", {}, LOAD)).toBeVisible();
  },
};

/** On a 360 px phone the preview's tables scroll inside themselves, not the page. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async (context) => {
    const { canvas } = context;
    await choose(context, cleanFile());
    await expect(await canvas.findByRole("button", { name: "Apply 2 changes" }, LOAD)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme, with a preview that has errors. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async (context) => {
    const { canvas } = context;
    await choose(context, fileWithErrors());
    await expect(await canvas.findByRole("table", { name: /^Errors/ }, LOAD)).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
