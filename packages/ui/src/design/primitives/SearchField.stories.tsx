import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, type Mock } from "storybook/test";
import { SearchField, type SearchFieldProps } from "./SearchField.tsx";

/** A search that never answers, to hold the busy state. */
const never = () => new Promise<never>(() => {});

/** Loose args: the field's props are a union, one shape per mode. */
type FieldArgs = Record<string, unknown>;

const meta: Meta<FieldArgs> = {
  title: "Primitives/SearchField",
  component: SearchField,
  args: {
    mode: "submit",
    "aria-label": "Parts",
    label: "Search parts",
    placeholder: "Search by part or model number",
    button: { label: "Search" },
    onSearch: fn(),
  },
  render: (args) => <SearchField {...(args as unknown as SearchFieldProps)} />,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<FieldArgs>;

/** The story's `onSearch` spy. */
const searched = (args: FieldArgs) => args.onSearch as Mock;

/** A search form: Enter or the button sends the trimmed text. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search parts" });
    await expect(canvas.getByRole("search", { name: "Parts" })).toContainElement(box);
    await userEvent.type(box, "  water filter  {Enter}");
    await expect(searched(args)).toHaveBeenCalledWith("water filter");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(searched(args)).toHaveBeenCalledTimes(2);
  },
};

/** An empty search sends nothing: `onEmpty` runs and focus stays in the box. */
export const EmptySearch: Story = {
  args: { onEmpty: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search parts" });
    await userEvent.type(box, "   ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(searched(args)).not.toHaveBeenCalled();
    await expect((args as FieldArgs).onEmpty as Mock).toHaveBeenCalledOnce();
    await expect(box).toHaveFocus();
  },
};

/** `allowEmpty`: an empty search is sent too (it clears a search in the URL). */
export const AllowEmpty: Story = {
  args: { allowEmpty: true, defaultValue: "heat pump" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Search parts" }));
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(searched(args)).toHaveBeenCalledWith("");
  },
};

/** While the search's promise is out the button reads `busyLabel`, is disabled, and Enter sends nothing more. */
export const Busy: Story = {
  args: {
    onSearch: fn(never),
    defaultValue: "WRF555SDFZ",
    button: { label: "Search", busyLabel: "Searching...", content: "both" },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByRole("button", { name: "Searching..." })).toBeDisabled();
    await expect(canvas.getByRole("search")).toHaveAttribute("data-state", "searching");
    await userEvent.type(canvas.getByRole("searchbox"), "{Enter}");
    await expect(searched(args)).toHaveBeenCalledOnce();
  },
};

/** The header's box: the label for screen readers only and the magnifier as the button. */
export const IconButton: Story = {
  args: { hideLabel: true, button: { label: "Search", content: "icon", size: "icon" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Search parts")).toHaveClass("sr-only");
    await expect(canvas.getByRole("button", { name: "Search" })).toHaveAttribute("aria-label", "Search");
  },
};

/** `debounce`: searches by itself after a pause in typing, or at once on Enter, never twice for the same text. */
export const Debounced: Story = {
  args: { mode: "debounce", value: "", debounceMs: 300, icon: true, button: undefined, "aria-label": undefined },
  render: function Render(args) {
    const [value, setValue] = useState("");
    const onSearch = (search: string) => {
      searched(args)(search);
      setValue(search);
    };
    return <SearchField {...(args as unknown as SearchFieldProps & { mode: "debounce" })} value={value} onSearch={onSearch} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search parts" });
    await userEvent.type(box, " igniter ");
    await waitFor(() => expect(searched(args)).toHaveBeenCalledWith("igniter"), { timeout: 3000 });
    await userEvent.type(box, "{Enter}");
    await expect(searched(args)).toHaveBeenCalledOnce();
    await expect(box).toHaveValue(" igniter ");
  },
};

/** `live`: every key sends the text as it is. */
export const Live: Story = {
  args: { mode: "live", value: "", label: "Search brands", placeholder: "Search by brand name", button: undefined, "aria-label": undefined },
  render: function Render(args) {
    const [value, setValue] = useState("");
    const onSearch = (text: string) => {
      searched(args)(text);
      setValue(text);
    };
    return <SearchField {...(args as unknown as SearchFieldProps & { mode: "live" })} value={value} onSearch={onSearch} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search brands" }), "ge");
    await expect(searched(args)).toHaveBeenNthCalledWith(1, "g");
    await expect(searched(args)).toHaveBeenNthCalledWith(2, "ge");
  },
};

/** `clearable`: a clear button while the box holds text; it empties the box and keeps focus there. */
export const Clearable: Story = {
  args: { clearable: true, defaultValue: "water filter" },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search parts" });
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(box).toHaveValue("");
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  },
};

/** Disabled: neither the box nor the button takes input. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "water filter" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search parts" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Search" })).toBeDisabled();
  },
};

/** Every mode and look, each form named for its state. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <SearchField mode="submit" aria-label="Text button" label="Search articles" placeholder="Search repair guides" button={{ label: "Search", content: "both" }} onSearch={() => {}} />
      <SearchField mode="submit" aria-label="Icon button" label="Search parts" hideLabel placeholder="Search by part or model number" button={{ label: "Search", content: "icon", size: "icon" }} onSearch={() => {}} />
      <SearchField mode="submit" aria-label="Busy" label="Model number" defaultValue="WRF555SDFZ" busy button={{ label: "Search", busyLabel: "Searching...", size: "lg" }} onSearch={() => {}} />
      <SearchField mode="debounce" label="Search parts" placeholder="Part name or number" icon value="" debounceMs={400} onSearch={() => {}} />
      <SearchField mode="live" label="Search brands" placeholder="Search by brand name" clearable value="whirl" onSearch={() => {}} />
      <SearchField mode="submit" aria-label="Disabled" label="Search parts" disabled button={{ label: "Search" }} onSearch={() => {}} />
    </div>
  ),
};
