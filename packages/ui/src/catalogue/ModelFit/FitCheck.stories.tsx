import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { products } from "../../testing/fixtures.ts";
import { withStored } from "../../testing/stored.ts";
import { FitCheck } from "./FitCheck.tsx";
import { MODEL_STORAGE_KEY } from "./useRememberedModel.ts";

const part = products.inStock;
const listed = part.compatibility[0] ?? "";
// One wrong last character: the close match's rule (model-fit.ts) suggests the listed model.
const typo = `${listed.slice(0, -1)}${listed.endsWith("Q") ? "X" : "Q"}`;

/** Each story starts with the remembered model it asks for and puts the visitor's back after. */
function withRememberedModel(model: string | null) {
  // An empty model is none: nothing is remembered.
  return withStored(window.sessionStorage, MODEL_STORAGE_KEY, model || null);
}

const meta = {
  title: "Components/FitCheck",
  component: FitCheck,
  args: { product: part },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  beforeEach: withRememberedModel(null),
  parameters: { route: { path: "/products/:id", initialEntry: `/products/${part.id}` } },
} satisfies Meta<typeof FitCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked yet: the label, the box and Check; an empty check asks for the model. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "Does this fit my model?" })).toBeVisible();
    await expect(canvas.getByLabelText("Your model number")).toHaveValue("");
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expect(canvas.getByLabelText("Your model number")).toHaveAccessibleDescription(/Type your model number/);
  },
};

/** A listed model, typed loosely: yes with the listed form, remembered for the visit. */
export const Yes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Your model number"), ` ${listed.toLowerCase().replace(/(\d)/, "-$1")} `);
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expect(await canvas.findByText(/^Fits your/)).toHaveTextContent(`Fits your ${listed}`);
    await expect(canvas.getByRole("link", { name: `All parts for ${listed}` })).toHaveAttribute("href", `/models/${encodeURIComponent(listed)}`);
    await expect(window.sessionStorage.getItem(MODEL_STORAGE_KEY)).toBe(listed);
    await expect(canvas.getByText("Your model:")).toHaveTextContent(`Your model: ${listed}`);
    await expect(canvas.getByText("Fits this part")).toBeVisible();
  },
};

/** One character off: "Did you mean ...?" as a button that checks the listed model. */
export const Close: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Your model number"), typo);
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    const suggestion = await canvas.findByRole("button", { name: `Did you mean ${listed}?` });
    await userEvent.click(suggestion);
    await expect(await canvas.findByText(/^Fits your/)).toHaveTextContent(`Fits your ${listed}`);
    await expect(canvas.getByLabelText("Your model number")).toHaveValue(listed);
  },
};

/** Not on the list: the phone number to call and a contact link naming the part and the model. */
export const NotListed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Your model number"), "ZZ999XX");
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expect(await canvas.findByText(/is not on our list for this part/)).toHaveTextContent(
      "ZZ999XX is not on our list for this part",
    );
    await expect(await canvas.findByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+1\d{10}$/),
    );
    const contact = canvas.getByRole("link", { name: "send us a message" });
    const href = new URL(contact.getAttribute("href") ?? "", window.location.origin);
    await expect(href.pathname).toBe("/contact");
    await expect(href.searchParams.get("subject")).toBe(`Does part ${part.partNumber} fit model ZZ999XX?`);
    await expect(window.sessionStorage.getItem(MODEL_STORAGE_KEY)).toBeNull();
  },
};

/** A model remembered earlier in the visit: shown above the form with whether this part lists it, and removable. */
export const RememberedModel: Story = {
  beforeEach: withRememberedModel("ZZ999XX"),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText("Your model:")).toHaveTextContent("Your model: ZZ999XX");
    await expect(canvas.getByText("Not listed for this part")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove your model ZZ999XX" }));
    await waitFor(() => expect(canvas.queryByText("Your model:")).not.toBeInTheDocument());
    await expect(window.sessionStorage.getItem(MODEL_STORAGE_KEY)).toBeNull();
  },
};

/** On a phone: the box and Check share a line, and the answer wraps under them. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  beforeEach: withRememberedModel(listed),
  args: { initialFit: { answer: "no", typed: "WRF555XX" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Check" })).toBeVisible();
    await expect(canvas.getByText(/is not on our list for this part/)).toBeVisible();
  },
};

/** The dark theme, with an answer showing. */
export const Dark: Story = {
  globals: { theme: "dark" },
  args: { initialFit: { answer: "yes", model: listed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Fits your/)).toHaveTextContent(`Fits your ${listed}`);
  },
};
