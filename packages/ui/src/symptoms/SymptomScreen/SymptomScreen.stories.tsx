import { findSymptom, pagePaths } from "@shop/domain";
import { productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSearchParams } from "react-router";
import { expect, waitFor, within } from "storybook/test";
import { storyPart } from "../../testing/story-data.ts";
import { expectUrl, LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";
import { SymptomScreen, type SymptomScreenProps } from "./SymptomScreen.tsx";

const symptom = findSymptom("refrigerator", "not-cooling")!;
/** A model a refrigerator condenser fan motor lists: the first kind of part the page checks. */
const fanMotor = storyPart((p) => p.category.slug === "refrigerator-parts" && /condenser fan motor/i.test(p.name));
const model = fanMotor.compatibility[0]!;

const at = (path: string) => ({ route: { path: "/symptoms/:appliance/:slug", initialEntry: path } });

/** The screen as the app's route gives it: the model from the address, so the model box's answer shows. */
function AtRoute(props: SymptomScreenProps) {
  const [search] = useSearchParams();
  return <SymptomScreen {...props} model={search.get("model") ?? undefined} />;
}

const meta = {
  title: "Screens/SymptomScreen",
  component: SymptomScreen,
  args: { appliance: "refrigerator", slug: "not-cooling" },
  render: (args) => <AtRoute {...args} />,
  ...shopScreen({ ...at("/symptoms/refrigerator/not-cooling"), url: true }),
} satisfies Meta<typeof SymptomScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: the causes, the model box, the kinds of part in order with their parts, the FAQ and the other problems. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: symptom.title }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "What usually causes it" })).toBeVisible();
    const checks = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent?.replace(/^\d+\./, ""));
    await expect(checks).toEqual(symptom.parts.map((kind) => kind.label));
    const first = within(canvas.getAllByRole("listitem").find((item) => item.dataset.slot === "symptom-check")!);
    await expect(first.getAllByRole("article").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("heading", { level: 2, name: "Questions people ask" })).toBeVisible();
    await expect(canvas.getByText(symptom.faq[0]!.q)).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Other refrigerator problems" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "What's wrong?" })).toHaveAttribute("href", pagePaths.symptoms());
  },
};

/** A model typed into the box: the address takes ?model= and every kind shows only the parts that fit it. */
export const NarrowToModel: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const box = await canvas.findByRole("textbox", { name: /Refrigerator model number/ }, LOAD);
    await userEvent.type(box, model);
    await userEvent.click(canvas.getByRole("button", { name: "Show parts that fit" }));
    await expect(await canvas.findByText(`Showing the parts that fit model ${model}.`, {}, LOAD)).toBeVisible();
    await expectUrl(canvasElement, pagePaths.symptom("refrigerator", "not-cooling", model));
    await waitFor(() => expect(canvas.getByRole("link", { name: fanMotor.name })).toBeVisible());
    await expect(canvas.getByRole("link", { name: "Show all parts" })).toHaveAttribute("href", pagePaths.symptom("refrigerator", "not-cooling"));
  },
};

/** A model none of these parts list: says so, with the way to every part listed for it. */
export const NoPartFits: Story = {
  parameters: at("/symptoms/refrigerator/not-cooling?model=QQZZ998877"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/None of these parts are listed for model QQZZ998877/, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Parts for QQZZ998877" })).toHaveAttribute("href", pagePaths.model("QQZZ998877"));
  },
};

/** A page not written: 'Symptom Not Found', with the way to every symptom. */
export const NotFound: Story = {
  args: { appliance: "refrigerator", slug: "flying" },
  parameters: at("/symptoms/refrigerator/flying"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Symptom Not Found" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "What's wrong? All symptoms" })).toHaveAttribute("href", "/symptoms");
  },
};

/** While the page loads: part skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the parts to check…");
  },
};

/** The page failed to load: the reason and 'Try again'. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Couldn't load this page" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /try again/i })).toBeVisible();
  },
};

/** On a phone, narrowed to a model. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  parameters: at(pagePaths.symptom("refrigerator", "not-cooling", model)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Showing the parts that fit model ${model}.`, {}, LOAD)).toBeVisible();
  },
};

/** The dark theme, an HVAC page. */
export const Dark: Story = {
  globals: { theme: "dark" },
  args: { appliance: "air-conditioner", slug: "not-cooling" },
  parameters: at("/symptoms/air-conditioner/not-cooling"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: findSymptom("air-conditioner", "not-cooling")!.title }, LOAD)).toBeVisible();
  },
};
