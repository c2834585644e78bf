import type { LocalSlug } from "@shop/domain";
import { getMockData, storeHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { localPages } from "../local-pages.ts";
import { LocalLandingScreen } from "./LocalLandingScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const store = getMockData().store;
const at = (slug: string) => ({ route: { path: `/${slug}`, initialEntry: `/${slug}` } });

/** The page's title, breadcrumb, FAQ (every question, the first open), call and contact links. */
async function checkPage(canvas: ReturnType<typeof within>, slug: LocalSlug) {
  const page = localPages[slug];
  await expect(canvas.getByRole("heading", { level: 1, name: page.title })).toBeVisible();
  const trail = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.getByText(page.breadcrumb)).toHaveAttribute("aria-current", "page");

  const faq = within(await canvas.findByRole("region", { name: "Frequently Asked Questions" }, LOAD));
  const questions = page.faqs(store);
  await expect(faq.getAllByText((_, element) => element?.tagName === "SUMMARY")).toHaveLength(questions.length);
  await expect(faq.getByText(questions[0]!.answer)).toBeVisible();

  const help = within(canvas.getByRole("region", { name: "Talk to the parts counter" }));
  await expect(help.getByRole("link", { name: `Call ${store.phone}` })).toHaveAttribute("href", `tel:${store.phoneE164}`);
  await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  const guides = within(canvas.getByRole("region", { name: "Helpful repair guides" }));
  await expect(guides.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(page.guides.map((g) => `/blog/${g.slug}`));
}

const meta = {
  title: "Screens/LocalLandingScreen",
  component: LocalLandingScreen,
  args: { slug: "tallahassee-appliance-parts" },
  ...shopScreen(at("tallahassee-appliance-parts")),
} satisfies Meta<typeof LocalLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The city page: also eight popular appliance part groups linking to categories and searches. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await checkPage(canvas, "tallahassee-appliance-parts");
    const parts = within(canvas.getByRole("region", { name: "Popular appliance parts" }));
    const links = parts.getAllByRole("link");
    await expect(links).toHaveLength(8);
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      localPages["tallahassee-appliance-parts"].partGroups!.map((group) => [group.name, group.to]),
    );
    await expect(canvas.getByText(new RegExp(`order by ${"2:00 PM"}, it will be waiting`))).toBeInTheDocument();

    // A closed question opens with a click.
    const question = localPages["tallahassee-appliance-parts"].faqs(store)[1]!;
    await userEvent.click(canvas.getByText(question.question));
    await expect(canvas.getByText(question.answer)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Shop Appliance Parts" }));
    await expect(await canvas.findByText("Navigated to /appliance-parts")).toBeVisible();
  },
};

export const LeonCountyHvacParts: Story = {
  args: { slug: "leon-county-hvac-parts" },
  parameters: at("leon-county-hvac-parts"),
  play: async ({ canvas }) => {
    await checkPage(canvas, "leon-county-hvac-parts");
    await expect(canvas.getByRole("link", { name: "Shop HVAC Parts" })).toHaveAttribute("href", "/hvac-parts");
    await expect(canvas.queryByRole("region", { name: "Popular appliance parts" })).not.toBeInTheDocument();
  },
};

/** Quincy is one of the record's service towns, so the first answer says yes and names the others. */
export const QuincyApplianceRepair: Story = {
  args: { slug: "quincy-fl-appliance-repair" },
  parameters: at("quincy-fl-appliance-repair"),
  play: async ({ canvas }) => {
    await checkPage(canvas, "quincy-fl-appliance-repair");
    await expect(canvas.getByText(/^Yes\. Quincy is part of our service area, along with Tallahassee,/)).toBeVisible();
  },
};

export const HavanaHvacRepair: Story = {
  args: { slug: "havana-fl-hvac-repair" },
  parameters: at("havana-fl-hvac-repair"),
  play: async ({ canvas }) => {
    await checkPage(canvas, "havana-fl-hvac-repair");
  },
};

/** A slug that is not a local page: 'Page Not Found'. */
export const NotFound: Story = {
  args: { slug: "miami-appliance-parts" },
  parameters: at("miami-appliance-parts"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  },
};

/** While the store record loads: title, part groups and guides are there; the facts wait. */
export const Loading: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: localPages["tallahassee-appliance-parts"].title })).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: "Popular appliance parts" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /^Call / })).not.toBeInTheDocument();
  },
};

/** The store record fails: the FAQ's place offers a retry; Contact Us still works. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  },
};
