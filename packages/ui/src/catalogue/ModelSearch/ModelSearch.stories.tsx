import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { ModelSearch } from "./ModelSearch.tsx";

/** A request that never answers, to hold the searching state. */
const never = () => new Promise<never>(() => {});

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

const meta = {
  title: "Components/ModelSearch",
  component: ModelSearch,
  args: { onSearch: fn(() => Promise.resolve()) },
  parameters: { route: { path: "/", initialEntry: "/" } },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searching sends the trimmed model number; the form is idle again when the search is done. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Model number" });
    await userEvent.type(field, "  WRF 555-SDFZ  ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("WRF 555-SDFZ");
    await expect(await canvas.findByRole("button", { name: "Search" })).toBeEnabled();
  },
};

/** While the search runs the button reads "Searching..." and is disabled; Enter sends nothing more. */
export const Searching: Story = {
  args: { onSearch: fn(never), defaultValue: "WRF555SDFZ" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByRole("button", { name: "Searching..." })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Model number" }), "{Enter}");
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** Empty or spaces only: the toast asks for a model number and nothing is searched. */
export const EmptyInput: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Model number" });
    await userEvent.type(field, "   ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    const region = notifications();
    await expect(await region.findByText("Enter model number")).toBeVisible();
    await expect(region.getByText("Please enter a model number to search for compatible parts.")).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(field).toHaveFocus();
  },
};

/** A failed search is the caller's to report; the form goes back to idle for another try. */
export const FailedSearch: Story = {
  args: { onSearch: fn(() => Promise.reject(new Error("500: Internal Server Error"))), defaultValue: "WRF555SDFZ" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledWith("WRF555SDFZ");
    await expect(await canvas.findByRole("button", { name: "Search" })).toBeEnabled();
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toHaveValue("WRF555SDFZ");
  },
};

export const WithHelpOpen: Story = {
  args: { defaultHelpOpen: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/on the left wall or the ceiling/)).toBeVisible();
    await expect(canvas.getByText(/the rating plate on the side of the outdoor unit/)).toBeVisible();
    const guide = canvas.getByRole("link", { name: "Read the full guide to finding your model number" });
    await expect(guide).toHaveAttribute("href", "/blog/find-your-model-number");
    await userEvent.click(guide);
    await expect(await canvas.findByText("Navigated to /blog/find-your-model-number")).toBeVisible();
  },
};

/** The help is closed at first; its summary opens it (a native disclosure: Enter and Space work too). */
export const HelpToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText("Where do I find my model number?");
    await expect(canvas.getByText(/under the lid on a top-loader/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/under the lid on a top-loader/)).toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/under the lid on a top-loader/)).not.toBeVisible();
  },
};

/** Idle, searching, help open and on the parent's surface; each form named for its state. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <ModelSearch {...args} aria-label="Idle" />
      <ModelSearch {...args} aria-label="Searching" defaultValue="WRF555SDFZ" searching />
      <ModelSearch {...args} aria-label="Help open" defaultHelpOpen />
      <div className="rounded-xl bg-muted p-6">
        <ModelSearch {...args} aria-label="Plain surface" surface="plain" />
      </div>
    </div>
  ),
};
