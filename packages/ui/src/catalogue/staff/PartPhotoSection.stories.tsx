import { getMockData, setMockPartPhoto, staffHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { StaffPartScreen } from "./StaffPartScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffSessionOk } from "../../testing/staff-stories.tsx";

/** The Photo section of a part's back-office page, over the mocks' upload (mocks/handlers/photos.ts). */

/** The mock catalogue's first part, as the story starts. */
const first = () => getMockData().products[0]!;

/** A real PNG drawn in the browser: a blue disc on white, `size` pixels square. */
async function png(size: number): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size, size);
  context.fillStyle = "#2563eb";
  context.beginPath();
  context.arc(size / 2, size / 2, size / 3, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
  return new File([blob], "gasket.png", { type: "image/png" });
}

const meta = {
  title: "Screens/Staff/StaffPartScreen/Photo",
  component: StaffPartScreen,
  args: { id: "1" },
  ...staffScreen({ route: staffRoute("/staff/parts/:id", "/staff/parts/1") }),
} satisfies Meta<typeof StaffPartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const photoSection = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole("region", { name: "Photo" }, LOAD));

/** No photo: the category's icon the shop shows; a PNG uploaded becomes the part's photo and a line of its history. */
export const NoPhoto: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const section = await photoSection(canvas);
    await expect(section.getByText("No photo yet: the shop shows the category's icon.")).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("[data-slot=part-image] [data-slot=category-icon]")).not.toBeNull(), LOAD);
    await userEvent.upload(section.getByLabelText("Upload photo"), await png(600));
    const img = await section.findByRole("img", { name: `Photo of ${first().name}` }, LOAD);
    await waitFor(() => expect(img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0).toBe(true), LOAD);
    await expect(img).toHaveAttribute("srcset", expect.stringContaining("400w"));
    await expect(within(canvas.getByRole("region", { name: "History" })).getByText("Photo added")).toBeVisible();
  },
};

/** With a photo: it shows, and "Remove photo" takes it off with a line of history. */
export const WithPhoto: Story = {
  beforeEach: async () => {
    await setMockPartPhoto(first().id, await png(600), {
      width: 600,
      height: 600,
    });
  },
  play: async ({ canvas, userEvent }) => {
    const section = await photoSection(canvas);
    const img = await section.findByRole("img", { name: `Photo of ${first().name}` }, LOAD);
    await waitFor(() => expect(img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0).toBe(true), LOAD);
    await userEvent.click(section.getByRole("button", { name: "Remove photo" }));
    await expect(await within(canvas.getByRole("region", { name: "History" })).findByText("Photo removed", {}, LOAD)).toBeVisible();
    await expect(section.queryByRole("img")).toBeNull();
    await expect(first().photo).toBeUndefined();
  },
};

/** The server refuses the file: its message is announced, and the part keeps no photo. */
export const UploadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        staff: [
          staffSessionOk,
          http.put("/api/staff/parts/:id/photo", () =>
            HttpResponse.json(
              {
                message: "The photo could not be read as an image",
                field: "photo",
              },
              { status: 400 },
            ),
          ),
          ...staffHandlers.success,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const section = await photoSection(canvas);
    await userEvent.upload(section.getByLabelText("Upload photo"), await png(100));
    await expect(await section.findByRole("alert", {}, LOAD)).toHaveTextContent("The photo could not be read as an image");
    await expect(first().photo).toBeUndefined();
  },
};

/** A file over 10 MB is refused in the browser, before a byte is sent. */
export const TooLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    const section = await photoSection(canvas);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], "huge.jpg", {
      type: "image/jpeg",
    });
    await userEvent.upload(section.getByLabelText("Upload photo"), big);
    await expect(await section.findByRole("alert", {}, LOAD)).toHaveTextContent("The photo is larger than 10 MB");
    await expect(first().photo).toBeUndefined();
  },
};
