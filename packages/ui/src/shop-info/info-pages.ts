import { formatUSD, INFO_SLUGS, type InfoSlug, type ShopInfo } from "@shop/domain";
import {
  addressText,
  cheapestMethod,
  daysText,
  freeShippingFrom,
  localDeliveryText,
  methodPriceRange,
  milesText,
  pickupCutoffText,
  serviceTownsText,
  shippingRateTable,
  hoursFacts,
  type FactItem,
  type FactTable,
  type StoreCopy,
} from "./store-facts.ts";

// At home beside the facts, so a page quoting the hours (the order page) need not load every
// information page's copy; still exported from here, where the pages' types are.
export { hoursFacts, type FactItem, type StoreCopy } from "./store-facts.ts";

/**
 * The information pages' copy (about-us, contact, warranty, returns, shipping), as data. The
 * words are the shop's; every fact in them (hours, address, phone, email, pickup cut-off,
 * delivery and shipping prices, processing times, return and warranty terms, towns, radius) is
 * read from the `store` record when the page renders, so none is typed here. InfoScreen renders
 * it; the app can use `title` and `description` for the page head.
 */

/** A piece of a section, in reading order. */
export type InfoBlock =
  | { kind: "paragraph"; text: StoreCopy }
  | { kind: "list"; items: (store: ShopInfo) => string[]; /** Steps in order: a numbered list. Default false. */ ordered?: boolean }
  | { kind: "facts"; items: (store: ShopInfo) => FactItem[] }
  | { kind: "table"; table: (store: ShopInfo) => FactTable };

export interface InfoSection {
  /** The section's heading (an h2 on the page). */
  heading: string;
  blocks: InfoBlock[];
}

/** True for a slug that has an information page (the domain's INFO_SLUGS). */
export function isInfoSlug(slug: string | undefined): slug is InfoSlug {
  return (INFO_SLUGS as readonly string[]).includes(slug ?? "");
}

export interface InfoPage {
  slug: InfoSlug;
  /** The page's h1 and the start of its document title. */
  title: string;
  /** The meta description: one or two sentences, under 160 characters with the seed facts. */
  description: StoreCopy;
  /** The paragraph under the title. */
  intro: StoreCopy;
  sections: InfoSection[];
}

const paragraph = (text: StoreCopy): InfoBlock => ({ kind: "paragraph", text });

const aboutUs: InfoPage = {
  slug: "about-us",
  title: "About Us",
  description: (s) =>
    `${s.name}: a ${s.address.city} parts counter for appliance and HVAC repairs, with genuine OEM parts and same-day pickup.`,
  intro: (s) =>
    `${s.name} is a parts counter in ${s.address.city} for people who fix things: homeowners with a washer that won't drain on a Saturday morning, and the technicians who run service calls all week. We keep the parts, look up the model numbers and tell you what we would do if it were our machine.`,
  sections: [
    {
      heading: "What we do",
      blocks: [
        paragraph(
          () =>
            "We sell replacement parts for the appliances in your kitchen and laundry room and for the heating and cooling equipment that keeps a North Florida house livable. Most of what's on our shelves comes from the original manufacturers, because a part made for your exact model fits the first time and keeps its warranty.",
        ),
        paragraph(
          () =>
            "Bring us a model number, a photo of the rating plate or the broken part itself. We'll match it, check what else tends to fail alongside it, and send you home with the right piece rather than the closest one.",
        ),
      ],
    },
    {
      heading: "How buying from us works",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: (s) => [
            "Find your part online by model number, brand or category, or call the counter and we'll look it up with you.",
            `Place your order for pickup. Orders placed by ${pickupCutoffText(s)} are ready the same day.`,
            "We'll email you when it is ready for pickup, and the order's page says so too. Pay at the counter when you pick up.",
            `Collect your part at ${addressText(s)}.`,
          ],
        },
      ],
    },
    {
      heading: "Where we work",
      blocks: [
        paragraph(
          (s) =>
            `Our counter is at ${addressText(s)}. We serve ${serviceTownsText(s)}, and anyone else within ${milesText(s.serviceRadiusMiles)} of the store.`,
        ),
      ],
    },
    {
      heading: "Store hours",
      blocks: [
        { kind: "facts", items: hoursFacts },
        paragraph((s) => `Call ${s.phone} or write to ${s.email}; a person who knows parts will answer.`),
      ],
    },
  ],
};

const contact: InfoPage = {
  slug: "contact",
  title: "Contact Us",
  description: (s) =>
    `Questions about a part or an order? Call ${s.name} at ${s.phone}, send us a message, or visit our counter in ${s.address.city}.`,
  intro: (s) =>
    `Questions about a part, a model number or an order? Send us a message, call the counter at ${s.phone}, or stop by. If you have the model number, include it: it is the quickest way to the right part.`,
  sections: [],
};

const warranty: InfoPage = {
  slug: "warranty",
  title: "Warranty",
  description: (s) =>
    `Warranty on parts from ${s.name}: ${s.warranty.oem} on genuine OEM parts, ${s.warranty.aftermarket} on aftermarket parts.`,
  intro: () =>
    "Every part we sell is covered against defects. How long depends on who made it, and we handle the claim so you don't have to chase a manufacturer.",
  sections: [
    {
      heading: "Coverage at a glance",
      blocks: [
        {
          kind: "facts",
          items: (s) => [
            { term: "Genuine OEM parts", detail: s.warranty.oem },
            { term: "Aftermarket parts", detail: s.warranty.aftermarket },
            { term: "Time to resolve a claim", detail: s.warranty.claimResolution },
          ],
        },
      ],
    },
    {
      heading: "Making a claim",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: (s) => [
            `Call ${s.phone} or send us a message and tell us what the part is doing (or not doing).`,
            "Bring the part back to the counter with your receipt or order number, and the appliance's model number.",
            `We check the part and sort out a replacement or refund within ${s.warranty.claimResolution}.`,
          ],
        },
        paragraph(
          () =>
            "A failed part is often a symptom: a burned-out heating element can point to a blocked vent, a dead capacitor to a struggling fan motor. When you bring a part back we'll tell you what we'd check before fitting the new one.",
        ),
      ],
    },
    {
      heading: "Not sure it's the part?",
      blocks: [
        paragraph(
          (s) =>
            `Call us at ${s.phone} before you take anything apart. Describe the symptom and give us the model number, and we'll help you narrow it down.`,
        ),
      ],
    },
  ],
};

const returns: InfoPage = {
  slug: "returns",
  title: "Returns & Exchanges",
  description: (s) =>
    `Returns at ${s.name}: ${daysText(s.returns.days)} to return a part, ${daysText(s.returns.wrongPartExchangeDays)} to exchange the wrong one for the right one.`,
  intro: () =>
    "Buying a part that turns out to be wrong is part of repairing things. Here is how we put it right.",
  sections: [
    {
      heading: "The policy",
      blocks: [
        {
          kind: "facts",
          items: (s) => [
            {
              term: "Returns",
              detail: `Within ${daysText(s.returns.days)} of purchase${s.returns.receiptRequired ? ", with your receipt" : ""}`,
            },
            {
              term: "Wrong part",
              detail: `Exchanged for the right one within ${daysText(s.returns.wrongPartExchangeDays)}`,
            },
            {
              term: "Special orders",
              detail: `${s.returns.specialOrderRestockingFeePercent}% restocking fee`,
            },
            { term: "Card refunds", detail: `Back on your card in ${s.returns.cardRefund}` },
          ],
        },
      ],
    },
    {
      heading: "Ordered the wrong part?",
      blocks: [
        paragraph(
          (s) =>
            `It happens, usually because two versions of a model share a name. Bring the part back within ${daysText(s.returns.wrongPartExchangeDays)} along with your model number, and we'll find the one that fits and swap it.`,
        ),
        paragraph(
          () =>
            "To keep a return simple, leave a new part in its packaging until you've held it next to the old one and are sure it matches.",
        ),
      ],
    },
    {
      heading: "Special orders",
      blocks: [
        paragraph(
          (s) =>
            `Parts we don't keep on the shelf can be ordered in for you; they take ${s.shipping.specialOrderProcessing} to arrive. Because we buy them for your job, a returned special order carries a ${s.returns.specialOrderRestockingFeePercent}% restocking fee.`,
        ),
      ],
    },
    {
      heading: "Refunds",
      blocks: [
        paragraph(
          (s) =>
            `Refunds go back to the card you paid with. Once we've processed the return it takes ${s.returns.cardRefund} for your bank to show it.`,
        ),
      ],
    },
  ],
};

const shipping: InfoPage = {
  slug: "shipping",
  title: "Shipping & Delivery",
  description: (s) =>
    `Same-day pickup for orders placed by ${pickupCutoffText(s)}, local delivery within ${milesText(s.shipping.localDelivery.radiusMiles)} and shipping rates from ${s.name}.`,
  intro: (s) =>
    `Online orders are for store pickup at our counter in ${s.address.city}, and you pay at the counter when you pick up. Delivery is arranged by phone: call us at ${s.phone} and we'll deliver locally or ship your parts at the rates below.`,
  sections: [
    {
      heading: "Same-day pickup",
      blocks: [
        paragraph(
          (s) =>
            `Order by ${pickupCutoffText(s)} and your part will be waiting at ${addressText(s)} the same day. We'll email you when it's ready.`,
        ),
        { kind: "facts", items: hoursFacts },
      ],
    },
    {
      heading: "Local delivery",
      blocks: [paragraph((s) => `${localDeliveryText(s)}. Call ${s.phone} to arrange it.`)],
    },
    {
      heading: "Shipping rates",
      blocks: [
        paragraph((s) => {
          const standard = cheapestMethod(s);
          const range = standard && methodPriceRange(standard);
          const free = standard && freeShippingFrom(standard);
          if (!standard || !range) return "Rates depend on the order total and how fast you need the part.";
          return `${standard.name} shipping costs ${formatUSD(range.lowest)} to ${formatUSD(range.highest)} and takes ${standard.delivery}${free ? `; it's free on orders of ${formatUSD(free)} or more` : ""}. Faster methods are priced by order total too.`;
        }),
        { kind: "table", table: shippingRateTable },
      ],
    },
    {
      heading: "Processing and signatures",
      blocks: [
        {
          kind: "list",
          items: (s) => [
            `In-stock parts leave our counter within ${s.shipping.processing}.`,
            `Special-order parts take ${s.shipping.specialOrderProcessing} to process.`,
            `Orders over ${formatUSD(s.shipping.signatureRequiredOver)} need a signature on delivery.`,
          ],
        },
      ],
    },
  ],
};

/** Every information page, by slug. */
export const infoPages: Record<InfoSlug, InfoPage> = {
  "about-us": aboutUs,
  contact,
  warranty,
  returns,
  shipping,
};

/** The contact page's form, visit box and thank-you copy. */
export const contactPageCopy = {
  formHeading: "Send us a message",
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
  },
  optional: "(optional)",
  messageHint: "Include your appliance or equipment model number if you have it.",
  requiredNote: "Name, email and message are required.",
  errors: {
    name: "Please enter your name.",
    email: "Please enter your email address.",
    emailFormat: "Please enter an email address like name@example.com.",
    message: "Please enter a message.",
  },
  submit: "Send Message",
  sending: "Sending...",
  visitHeading: "Visit the counter",
  directions: "Get directions",
  callHeading: "Call or email",
  hoursHeading: "Store hours",
  pickupNote: (s: ShopInfo) => `Orders placed by ${pickupCutoffText(s)} are ready for pickup the same day.`,
  thankYouTitle: "Thank you, your message was sent",
  thankYouBody: (s: ShopInfo) =>
    `We'll reply by email or phone during store hours. If it's urgent, call the counter at ${s.phone}.`,
  sendAnother: "Send another message",
} as const;
