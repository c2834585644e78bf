import { formatUSD, LOCAL_SLUGS, pagePaths, type LocalSlug, type ShopInfo } from "@shop/domain";
import type { FaqEntry } from "../design/FAQList/FAQList.tsx";
import type { StoreCopy } from "../shop-info/index.ts";
import {
  addressText,
  cheapestMethod,
  daysText,
  hoursSentence,
  localDeliveryText,
  methodPriceRange,
  milesText,
  pickupCutoffText,
  servesTown,
  serviceTownsText,
} from "../shop-info/index.ts";

/**
 * The local landing pages' copy (the city, its county and two nearby towns; docs/product.md,
 * Pages), as data. The place in a page's title is the page itself; every fact about the shop
 * (phone, hours, address, pickup cut-off, towns, radius, delivery, return terms) is read from the
 * `store` record when the page renders. LocalLandingScreen renders it; the app can build the page
 * head and the FAQPage structured data from `title`, `description` and `faqs`.
 */

/** True for a slug that has a local page (the domain's LOCAL_SLUGS). */
export function isLocalSlug(slug: string | undefined): slug is LocalSlug {
  return (LOCAL_SLUGS as readonly string[]).includes(slug ?? "");
}

/** A link to a listing: a category page or a search. */
export interface PartGroupLink {
  /** What the visitor looks for: "Refrigerator water filters". */
  name: string;
  /** `/appliance-parts/{category}` or `/search?q={terms}`. */
  to: string;
}

/** A repair guide on the blog, linked by slug. */
export interface GuideLink {
  slug: string;
  label: string;
}

export interface LocalPage {
  slug: LocalSlug;
  /** The side of the shop the page is about. */
  type: "appliance" | "hvac";
  /** The page's h1 and the start of its document title. */
  title: string;
  /** The last step of the breadcrumb (Home / …). */
  breadcrumb: string;
  /** The meta description, under 160 characters with the seed facts. */
  description: StoreCopy;
  /** The paragraphs under the title. */
  intro: StoreCopy[];
  /** Questions a visitor from the area asks, answered with the shop's facts (4-6). */
  faqs: (store: ShopInfo) => FaqEntry[];
  /** Part groups to list (the city page's eight popular appliance part groups). */
  partGroups?: PartGroupLink[];
  /** Repair guides worth reading next. */
  guides: GuideLink[];
}

/** The city page's eight popular appliance part groups. */
export const POPULAR_APPLIANCE_PART_GROUPS: PartGroupLink[] = [
  { name: "Refrigerator water filters", to: pagePaths.category({ type: "appliance", slug: "water-filters" }) },
  { name: "Dryer heating elements", to: pagePaths.search("dryer heating element") },
  { name: "Washer drain pumps", to: pagePaths.search("washer drain pump") },
  { name: "Dishwasher drain pumps", to: pagePaths.search("dishwasher drain pump") },
  { name: "Oven bake elements", to: pagePaths.search("bake element") },
  { name: "Ice makers", to: pagePaths.category({ type: "appliance", slug: "ice-maker-parts" }) },
  { name: "Door gaskets", to: pagePaths.search("door gasket") },
  { name: "Oven and dryer igniters", to: pagePaths.search("igniter") },
];

/** "Same day when you order by 2:00 PM", from the record. */
const sameDay = (s: ShopInfo) => `Order by ${pickupCutoffText(s)} and it's ready at our counter the same day`;

const returnsAnswer = (s: ShopInfo) =>
  `Bring it back. You can return a part within ${daysText(s.returns.days)} of purchase${s.returns.receiptRequired ? " with your receipt" : ""}, and if it turns out to be the wrong part for your model we'll exchange it within ${daysText(s.returns.wrongPartExchangeDays)}. Special orders carry a ${s.returns.specialOrderRestockingFeePercent}% restocking fee, so we double-check those with you before ordering.`;

const serviceAnswer = (town: string) => (s: ShopInfo) => {
  const shipping = cheapestMethod(s);
  const range = shipping && methodPriceRange(shipping);
  const shipped = shipping && range ? ` Farther out we ship, with ${shipping.name.toLowerCase()} shipping from ${formatUSD(range.lowest)}.` : "";
  const local = `${localDeliveryText(s)}.${shipped} Call ${s.phone} to set it up, or order online and pick up at ${addressText(s)}.`;
  return servesTown(s, town)
    ? `Yes. ${town} is part of our service area, along with ${serviceTownsText({ serviceTowns: s.serviceTowns.filter((t) => t.toLowerCase() !== town.toLowerCase()) })}. ${local}`
    : `We serve ${serviceTownsText(s)} and anyone within ${milesText(s.serviceRadiusMiles)} of the store. ${local}`;
};

const tallahassee: LocalPage = {
  slug: "tallahassee-appliance-parts",
  type: "appliance",
  title: "Appliance Parts in Tallahassee, FL",
  breadcrumb: "Tallahassee Appliance Parts",
  description: (s) =>
    `Genuine OEM appliance parts in Tallahassee. Order by ${pickupCutoffText(s)} for same-day pickup, or call ${s.phone} for help with your model number.`,
  intro: [
    (s) =>
      `When the fridge stops cooling or the washer won't drain, you want the right part today, not next week. ${s.name} keeps genuine OEM parts for refrigerators, washers, dryers, dishwashers and ranges on the shelf at ${addressText(s)}.`,
    (s) =>
      `${sameDay(s)}. Not sure what you need? Bring the model number or the old part and we'll match it at the counter.`,
  ],
  faqs: (s) => [
    {
      question: "Can I pick up my part today?",
      answer: `Usually, yes. If the part is in stock and you order by ${pickupCutoffText(s)}, it will be waiting at our counter the same day, and we'll email you when it's ready. Orders placed later are ready the next day we're open.`,
    },
    {
      question: "What are your store hours?",
      answer: `${hoursSentence(s)}. You'll find us at ${addressText(s)}.`,
    },
    {
      question: "Where do I find my appliance's model number?",
      answer: `Look for a sticker or metal plate: inside the fresh-food section of a refrigerator, on the edge of a dishwasher door, under the lid or around the door opening of a washer, and inside the door frame of a dryer. Take a photo of it and bring it in, or read it to us at ${s.phone}. Our blog has a full guide to every common spot.`,
    },
    {
      question: "Do you deliver in Tallahassee?",
      answer: `Yes. ${localDeliveryText(s)}. Call ${s.phone} to arrange it.`,
    },
    { question: "What if the part doesn't fit?", answer: returnsAnswer(s) },
    {
      question: "Should I repair my appliance or replace it?",
      answer:
        "If the machine is less than about ten years old and the fault comes down to one part, repairing it is almost always cheaper. Water filters, door gaskets, igniters, heating elements and pumps are made to be replaced. Tell us the model and what it's doing, and we'll give you an honest view.",
    },
  ],
  partGroups: POPULAR_APPLIANCE_PART_GROUPS,
  guides: [
    { slug: "find-your-model-number", label: "Find your appliance or HVAC model number" },
    { slug: "replace-refrigerator-water-filter", label: "Replace a refrigerator water filter" },
    { slug: "dryer-not-heating", label: "Fix a dryer that won't heat" },
    { slug: "dishwasher-not-draining", label: "Fix a dishwasher that won't drain" },
  ],
};

const leonCounty: LocalPage = {
  slug: "leon-county-hvac-parts",
  type: "hvac",
  title: "HVAC Parts in Leon County, FL",
  breadcrumb: "Leon County HVAC Parts",
  description: (s) =>
    `AC, heat pump and furnace parts for Leon County. Capacitors, contactors, motors and thermostats, with same-day pickup for orders by ${pickupCutoffText(s)}.`,
  intro: [
    () =>
      "Cooling season in Leon County runs for most of the year, and long, humid summers are hard on outdoor equipment. When a system quits in July, the fix is usually a part you can hold in one hand.",
    (s) =>
      `We stock parts for central air conditioners, heat pumps, furnaces and mini-splits, from run capacitors and contactors to blower motors and thermostats. ${sameDay(s)}.`,
  ],
  faqs: (s) => [
    {
      question: "Which AC parts fail most often in North Florida?",
      answer:
        "Run capacitors and contactors top the list: long, hot afternoons wear them out, and a weak capacitor is behind a large share of no-cooling calls. After those come condenser fan motors and the drain lines and float switches that handle condensate, which clog in the humid months.",
    },
    {
      question: "How do I match a replacement capacitor?",
      answer: `Read the label on the old one. Match the microfarad rating (MFD, for example 45/5 on a dual capacitor) exactly, use the same or a higher voltage rating, and pick a shape that fits the bracket. Turn the power off at the disconnect and discharge the old capacitor before touching its terminals. If you're unsure, bring it in or call ${s.phone} and we'll match it.`,
    },
    {
      question: "Why does my AC drain line keep clogging?",
      answer:
        "On a humid day your system pulls gallons of water out of the house air, and a warm, wet drain line is a good home for algae. Flush the line every month or two during cooling season, and replace a float switch that has stuck: it's the part that shuts the system down before the pan overflows into the ceiling.",
    },
    {
      question: "Can I get an HVAC part the same day?",
      answer: `Yes, for parts in stock. Order by ${pickupCutoffText(s)} and pick it up at ${addressText(s)} the same day. If your system is down, call ${s.phone} first and we'll check the shelf while you're on the phone.`,
    },
    {
      question: "Which areas do you serve?",
      answer: `Our counter is in ${s.address.city}, and we serve ${serviceTownsText(s)}, plus anyone else within ${milesText(s.serviceRadiusMiles)} of the store.`,
    },
  ],
  guides: [
    { slug: "test-replace-ac-capacitor", label: "Test and replace an AC capacitor" },
    { slug: "choosing-air-filter-merv-rating", label: "Choose the right air filter (MERV rating)" },
    { slug: "thermostat-c-wire", label: "Thermostats and the C-wire" },
    { slug: "hurricane-season-ac-checklist", label: "Hurricane season AC checklist" },
  ],
};

const quincy: LocalPage = {
  slug: "quincy-fl-appliance-repair",
  type: "appliance",
  title: "Appliance Repair Parts for Quincy, FL",
  breadcrumb: "Quincy Appliance Repair Parts",
  description: (s) =>
    `Fixing an appliance in Quincy? Genuine OEM parts from ${s.name}, with same-day pickup and local delivery. Call ${s.phone}.`,
  intro: [
    (s) =>
      `Fixing a refrigerator, washer, dryer, dishwasher or range in Quincy? Our counter in ${s.address.city} stocks genuine OEM parts, and we'll check the part against your model number before you make the trip.`,
    (s) => `${sameDay(s)}, or ask us about delivery.`,
  ],
  faqs: (s) => [
    { question: "Do you deliver or ship to Quincy?", answer: serviceAnswer("Quincy")(s) },
    {
      question: "Is it worth driving in to pick up?",
      answer: `If you need the machine running today, yes: order by ${pickupCutoffText(s)} and the part is ready the same day. Call ${s.phone} before you set off and we'll confirm it's in stock and right for your model.`,
    },
    {
      question: "How do I know which part I need?",
      answer:
        "Start with the model number (not the serial number) from the appliance's rating plate, then tell us what the machine is doing: won't drain, no heat, leaking, clicking. Most faults point to one or two parts, and we can tell you which to test first.",
    },
    { question: "Can I return a part if it doesn't solve the problem?", answer: returnsAnswer(s) },
    {
      question: "When is the store open?",
      answer: `${hoursSentence(s)}. We're at ${addressText(s)}.`,
    },
  ],
  guides: [
    { slug: "find-your-model-number", label: "Find your appliance or HVAC model number" },
    { slug: "washer-wont-spin-lid-switch", label: "Fix a washer that won't spin" },
    { slug: "ice-maker-not-making-ice", label: "Fix an ice maker that stopped making ice" },
    { slug: "replace-oven-bake-element", label: "Replace an oven bake element" },
  ],
};

const havana: LocalPage = {
  slug: "havana-fl-hvac-repair",
  type: "hvac",
  title: "HVAC Repair Parts for Havana, FL",
  breadcrumb: "Havana HVAC Repair Parts",
  description: (s) =>
    `AC and heat pump repair parts for Havana, FL: capacitors, contactors, motors and more, ready the same day when you order by ${pickupCutoffText(s)}.`,
  intro: [
    () =>
      "When the AC quits on a Havana afternoon, waiting a week for a part isn't an option. Most breakdowns come down to a capacitor, a contactor, a fan motor or a clogged drain, and those are parts we keep on the shelf.",
    (s) => `${sameDay(s)}. Call ${s.phone} and we'll help you pin down the part before you drive in.`,
  ],
  faqs: (s) => [
    { question: "Do you serve Havana?", answer: serviceAnswer("Havana")(s) },
    {
      question: "My AC runs but the house won't cool. What should I check first?",
      answer:
        "Start simple: the thermostat is set to cool, the air filter isn't clogged, and the breakers for both the indoor and outdoor units are on. If the outdoor fan doesn't spin or the unit hums without starting, the run capacitor or the contactor is the usual suspect. Switch the power off at the disconnect before opening the panel.",
    },
    {
      question: "How does the humidity here affect my system?",
      answer:
        "Long, humid summers mean your AC runs for hours and pulls a lot of water out of the air. That water has to drain: a clogged condensate line or a stuck float switch will shut the system down or leak through a ceiling. A clean filter and a clear drain line do more for an older system than almost anything else.",
    },
    {
      question: "My heat pump is covered in frost in winter. Is it broken?",
      answer:
        "A light frost that clears every so often is normal: the defrost cycle melts it. A unit encased in ice, or one that never switches into defrost, points to the defrost control board, a sensor or low airflow. Our blog has a guide to heat pump defrost in North Florida winters.",
    },
    {
      question: "Can I pick up a part the same day?",
      answer: `Yes, when it's in stock and you order by ${pickupCutoffText(s)}. We're open ${hoursSentence(s)}.`,
    },
  ],
  guides: [
    { slug: "test-replace-ac-capacitor", label: "Test and replace an AC capacitor" },
    { slug: "heat-pump-defrost-north-florida-winter", label: "Heat pump defrost in a North Florida winter" },
    { slug: "furnace-flame-sensor", label: "Clean or replace a furnace flame sensor" },
    { slug: "hurricane-season-ac-checklist", label: "Hurricane season AC checklist" },
  ],
};

/** Every local page, by slug. */
export const localPages: Record<LocalSlug, LocalPage> = {
  "tallahassee-appliance-parts": tallahassee,
  "leon-county-hvac-parts": leonCounty,
  "quincy-fl-appliance-repair": quincy,
  "havana-fl-hvac-repair": havana,
};

/** The local pages' shared blocks: where to shop, call-us and contact-us. */
export const localPageCopy = {
  shop: {
    appliance: { to: pagePaths.type("appliance"), label: "Shop Appliance Parts" },
    hvac: { to: pagePaths.type("hvac"), label: "Shop HVAC Parts" },
  },
  partGroupsHeading: "Popular appliance parts",
  guidesHeading: "Helpful repair guides",
  helpHeading: "Talk to the parts counter",
  helpBody: (s: ShopInfo) =>
    `Give us a call with your model number and we'll find the part with you. We're open ${hoursSentence(s)}.`,
  call: (s: ShopInfo) => `Call ${s.phone}`,
  contact: "Contact Us",
} as const;
