import { formatUSD } from "@shop/domain";
import { contactHandlers, getMockData, storeHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { formatTimeRange } from "../../shell/store-text.ts";
import { shippingRateTable } from "../store-facts.ts";
import { InfoScreen } from "./InfoScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const store = getMockData().store;
const at = (path: string, initialEntry = path) => ({ route: { path, initialEntry } });
const notifications = () => within(screen.getByRole("region", { name: /notifications/i }));

// Records each contact message posted; the real handler answers after it.
const contactPosts = fn();
const recordContact = http.post("/api/contact", async ({ request }) => {
  contactPosts(await request.clone().json());
});

const meta = {
  title: "Screens/InfoScreen",
  component: InfoScreen,
  args: { slug: "about-us" },
  ...shopScreen(at("/about-us")),
} satisfies Meta<typeof InfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About Us: the shop in its own words; hours, address and towns from the store record. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(await canvas.findByText(new RegExp(`^${store.name} is a parts counter in ${store.address.city}`), {}, LOAD)).toBeVisible();
    for (const heading of ["What we do", "How buying from us works", "Where we work", "Store hours"]) {
      await expect(canvas.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const hours = store.hours[0]!;
    await expect(canvas.getByText(formatTimeRange(hours.opens, hours.closes))).toBeVisible();
    await expect(canvas.getByText(/Orders placed by 2:00 PM are ready the same day\./)).toBeVisible();
    await expect(canvas.getByText(new RegExp(`We serve ${store.serviceTowns[0]}, .*within ${store.serviceRadiusMiles} miles`))).toBeVisible();
  },
};

/** The contact page: the form, and the counter's address, map link, phone, email and hours beside it. */
export const Contact: Story = {
  args: { slug: "contact" },
  parameters: at("/contact"),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole("form", { name: "Send us a message" }));
    await expect(form.getByRole("textbox", { name: "Name" })).toBeRequired();
    await expect(form.getByRole("textbox", { name: "Email" })).toBeRequired();
    await expect(form.getByRole("textbox", { name: "Message" })).toBeRequired();
    await expect(form.getByRole("textbox", { name: "Phone (optional)" })).not.toBeRequired();
    await expect(form.getByRole("textbox", { name: "Subject (optional)" })).toHaveValue("");

    const region = await canvas.findByRole("region", { name: "Visit the counter" }, LOAD);
    const visit = within(region);
    await expect(visit.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", expect.stringContaining("google.com/maps"));
    await expect(visit.getByRole("link", { name: store.phone })).toHaveAttribute("href", `tel:${store.phoneE164}`);
    await expect(visit.getByRole("link", { name: store.email })).toHaveAttribute("href", `mailto:${store.email}`);
    await expect(region).toHaveTextContent(`${store.address.street}${store.address.city}, ${store.address.region} ${store.address.postalCode}`);
    await expect(visit.getByRole("heading", { level: 3, name: "Store hours" })).toBeVisible();
  },
};

/** Sending: the message is posted, then the page is replaced by the thank-you at ?message=sent. */
export const ContactSendsMessage: Story = {
  args: { slug: "contact" },
  parameters: { ...at("/contact"), msw: { handlers: { contact: [recordContact, ...contactHandlers.success] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pat Lee");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "pat@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Do you have a bake element for WFE505W0HS?");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));

    const thanks = await canvas.findByRole("heading", { name: "Thank you, your message was sent" }, LOAD);
    // Focus moves once the thank-you has mounted (an effect), for screen-reader users.
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.queryByRole("form", { name: "Send us a message" })).not.toBeInTheDocument();
    await expect(canvas.getByText(`We'll reply by email or phone during store hours. If it's urgent, call the counter at ${store.phone}.`)).toBeVisible();
    await expect(contactPosts).toHaveBeenCalledTimes(1);
    await expect(contactPosts).toHaveBeenCalledWith({
      name: "Pat Lee",
      email: "pat@example.com",
      message: "Do you have a bake element for WFE505W0HS?",
    });
    await expect(notifications().getByText("Message sent")).toBeVisible();
  },
};

/** The thank-you is part of the URL: /contact?message=sent shows it (here without focus moving). */
export const ContactThankYou: Story = {
  args: { slug: "contact" },
  parameters: at("/contact", "/contact?message=sent"),
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole("heading", { name: "Thank you, your message was sent" });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveFocus();
    await userEvent.click(canvas.getByRole("link", { name: "Send another message" }));
    await expect(await canvas.findByRole("form", { name: "Send us a message" })).toBeVisible();
  },
};

/** Name, email and message are required: each says so under its field, focus goes to the first, nothing is sent. */
export const ContactRequiresFields: Story = {
  args: { slug: "contact" },
  parameters: { ...at("/contact"), msw: { handlers: { contact: [recordContact, ...contactHandlers.success] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "pat@example");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Please enter an email address like name@example.com.",
    );
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(/Please enter a message\./);
    await expect(canvas.getByRole("textbox", { name: "Phone (optional)" })).not.toBeInvalid();
    await expect(contactPosts).not.toHaveBeenCalled();

    await userEvent.type(name, "Pat");
    await expect(name).not.toBeInvalid();
  },
};

/** Request Quote links here with the subject filled in. */
export const ContactPrefilledSubject: Story = {
  args: { slug: "contact" },
  parameters: at("/contact", "/contact?subject=Request%20a%20Quote"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Subject (optional)" })).toHaveValue("Request a Quote");
  },
};

/** A field the server refuses is marked like a field checked here, with the server's reason. */
export const ContactRefused: Story = {
  args: { slug: "contact" },
  parameters: {
    ...at("/contact"),
    msw: {
      handlers: {
        contact: [
          http.post("/api/contact", () =>
            HttpResponse.json({ message: "email must be a valid email address", field: "email" }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pat Lee");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "pat@example.invalid");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(await notifications().findByText("Message not sent", {}, LOAD)).toBeVisible();
    const email = canvas.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription("email must be a valid email address");
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
  },
};

/** Warranty terms from the record. */
export const Warranty: Story = {
  args: { slug: "warranty" },
  parameters: at("/warranty"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible();
    await expect(await canvas.findByText(store.warranty.oem, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(store.warranty.aftermarket)).toBeVisible();
    await expect(canvas.getByText(store.warranty.claimResolution)).toBeVisible();
  },
};

/** Return terms from the record: days, receipt, exchange, restocking fee, card refunds. */
export const Returns: Story = {
  args: { slug: "returns" },
  parameters: at("/returns"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Returns & Exchanges" })).toBeVisible();
    await expect(await canvas.findByText(`Within ${store.returns.days} days of purchase, with your receipt`, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(`Exchanged for the right one within ${store.returns.wrongPartExchangeDays} days`)).toBeVisible();
    await expect(canvas.getByText(`${store.returns.specialOrderRestockingFeePercent}% restocking fee`)).toBeVisible();
    await expect(canvas.getByText(`Back on your card in ${store.returns.cardRefund}`)).toBeVisible();
  },
};

/** Shipping: pickup cut-off, local delivery, the rate table by order total, processing and signatures. */
export const Shipping: Story = {
  args: { slug: "shipping" },
  parameters: at("/shipping"),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Shipping rates by order total" }, LOAD);
    const expected = shippingRateTable(store);
    const rows = within(table).getAllByRole("row");
    await expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent))).toEqual([
      expected.columns,
      ...expected.rows,
    ]);
    await expect(canvas.getByText(`Orders over ${formatUSD(store.shipping.signatureRequiredOver)} need a signature on delivery.`)).toBeVisible();
    await expect(canvas.getByText(new RegExp(`for ${formatUSD(store.shipping.localDelivery.price).replace("$", "\\$")}, free on orders over`))).toBeVisible();
    await expect(canvas.getByText(`In-stock parts leave our counter within ${store.shipping.processing}.`)).toBeVisible();
  },
};

/** An unknown slug: 'Page Not Found' and Back to Home. */
export const NotFound: Story = {
  args: { slug: "careers" },
  parameters: at("/careers"),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to Home" }));
    await expect(await canvas.findByText("Navigated to /")).toBeVisible();
  },
};

/** The store record is loading: the title is there, the facts wait. */
export const Loading: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The store record fails: the page says so and offers a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** With the store record failing, the contact form still works; only the visit box is missing. */
export const ContactWithoutStore: Story = {
  args: { slug: "contact" },
  parameters: { ...at("/contact"), msw: { handlers: { store: storeHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("form", { name: "Send us a message" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Visit the counter" })).not.toBeInTheDocument();
  },
};
