import { z } from "zod";
import { isMoney } from "../kernel/money.ts";
import { isPhoneNumber, type Parsed, parseWith } from "../kernel/parse.ts";
import { text, typed } from "../kernel/text-rules.ts";
import type { Change } from "../shop/index.ts";
import type { CatalogueChange } from "../shop/index.ts";
import { MAX_QUANTITY } from "../kernel/limits.ts";
import { fromCents, toCents } from "../kernel/money.ts";
import { guestOrderLimitsOf } from "./guest-order-limits.ts";
import { DEFAULT_PICKUP_HOLD_DAYS, MAX_PICKUP_HOLD_DAYS, pickupHoldDaysOf } from "./pickup-hold-days.ts";
import type { GuestOrderLimits, OpeningHours, ShopInfo, Weekday } from "./types.ts";

/**
 * The store's facts as the back office edits them (docs/product.md, Back office: Store): name,
 * phone, email, address, hours, order-by time, tax rate, service area, the shipping, return and
 * warranty terms and the guest order limits. The site's address, map position, time zone and
 * rating are not edited here: they stay as they are.
 */

/** The week in the order the form and the hours' labels use. */
export const WEEKDAYS: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** One day's hours, "HH:MM" 24-hour; null when the store is closed that day. */
export type DayHours = { opens: string; closes: string } | null;

/** The whole week, day by day. */
export type WeekHours = Record<Weekday, DayHours>;

/**
 * PUT /api/staff/store: every field may be left out, and keeps its value; a group (address,
 * shipping, returns, warranty, guestOrderLimits) may name only the fields it changes. Hours, when
 * sent, are the whole week.
 */
export interface StoreEditInput {
  name?: string;
  tagline?: string;
  phone?: string;
  phoneE164?: string;
  email?: string;
  address?: Partial<Omit<ShopInfo["address"], "country">>;
  hours?: WeekHours;
  sameDayPickupCutoff?: string;
  taxRate?: string;
  serviceTowns?: string[];
  serviceRadiusMiles?: number;
  shipping?: Partial<Omit<ShopInfo["shipping"], "methods" | "localDelivery">> & {
    localDelivery?: Partial<ShopInfo["shipping"]["localDelivery"]>;
  };
  returns?: Partial<ShopInfo["returns"]>;
  warranty?: Partial<ShopInfo["warranty"]>;
  guestOrderLimits?: Partial<GuestOrderLimits>;
  pickupHoldDays?: number;
}

/** The highest tax rate the form takes: a typo ("0.75" for 7.5%) would otherwise price every order. */
export const MAX_TAX_RATE = 0.2;

/** The most lines per order the form takes: an order's body lists at most 200 lines. */
export const MAX_LINES_PER_ORDER = 200;

/** The highest value of open orders per email or address the form takes, in dollars. */
export const MAX_OPEN_ORDER_VALUE = 1_000_000;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One line of the store's words: plain (no control or bidi characters) and at most `max` bytes. */
const words = (field: string, max: number) => text(field, max);

const time = (field: string) => z.string(typed(field, 'a time "HH:MM"')).trim().regex(TIME, `${field} must be a time "HH:MM", like "14:00"`);

const whole = (field: string, max: number) =>
  z
    .number(typed(field, "a whole number"))
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(max, `${field} must be at most ${max}`);

const amount = (field: string) => z.string(typed(field, 'an amount like "15.00"')).trim().refine(isMoney, `${field} must be an amount like "15.00"`);

/** A whole number from 1, for a limit: 0 would refuse every guest order. */
const limit = (field: string, max: number) =>
  z
    .number(typed(field, "a whole number"))
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be from 1 to ${max}`)
    .max(max, `${field} must be from 1 to ${max}`);

const OPEN_VALUE_MAX = `${MAX_OPEN_ORDER_VALUE.toLocaleString("en-US")}.00`;

/** An amount from 1.00, for a limit on the value of open orders; kept with its cents ("1500.00"). */
const valueLimit = (field: string) =>
  amount(field)
    .refine(
      // Not an amount at all is the message before this one.
      (value) => !isMoney(value) || (toCents(value) >= 100 && toCents(value) <= MAX_OPEN_ORDER_VALUE * 100),
      `${field} must be an amount from 1.00 to ${OPEN_VALUE_MAX}`,
    )
    .transform((value) => (isMoney(value) ? fromCents(toCents(value)) : value));

const TAX_RATE_MESSAGE = `taxRate must be a rate from 0 to ${MAX_TAX_RATE}, like 0.075`;

const taxRate = z
  .string(typed("taxRate", "a rate like 0.075"))
  .trim()
  .refine((value) => /^0(\.\d{1,6})?$/.test(value) && Number(value) <= MAX_TAX_RATE, TAX_RATE_MESSAGE);

const dayHours = (day: Weekday) =>
  z
    .strictObject({ opens: time(`hours.${day}.opens`), closes: time(`hours.${day}.closes`) })
    .refine((hours) => hours.opens < hours.closes, {
      message: `hours.${day}.closes must be later than hours.${day}.opens`,
      path: ["closes"],
    })
    .nullable();

const weekSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(day)])) as Record<Weekday, ReturnType<typeof dayHours>>,
  typed("hours", "the week, day by day"),
);

const storeEditSchema = z.strictObject({
  name: words("name", 120),
  tagline: words("tagline", 200),
  phone: words("phone", 40).refine(isPhoneNumber, "phone must be a phone number of 7 to 15 digits"),
  phoneE164: z
    .string(typed("phoneE164", "text"))
    .trim()
    .regex(/^\+\d{8,15}$/, 'phoneE164 must be "+" and 8 to 15 digits, like "+18505550142"'),
  email: words("email", 254).toLowerCase().pipe(z.email("email must be a valid email address")),
  address: z
    .strictObject({
      street: words("address.street", 200),
      city: words("address.city", 100),
      region: words("address.region", 100),
      postalCode: words("address.postalCode", 20),
    })
    .partial(),
  hours: weekSchema,
  sameDayPickupCutoff: time("sameDayPickupCutoff"),
  taxRate,
  serviceTowns: z
    .array(words("serviceTowns", 80), typed("serviceTowns", "a list of towns"))
    .min(1, "serviceTowns must name at least one town")
    .max(60, "serviceTowns must name at most 60 towns"),
  serviceRadiusMiles: whole("serviceRadiusMiles", 500),
  pickupHoldDays: limit("pickupHoldDays", MAX_PICKUP_HOLD_DAYS),
  shipping: z
    .strictObject({
      localDelivery: z
        .strictObject({
          price: amount("shipping.localDelivery.price"),
          freeOver: amount("shipping.localDelivery.freeOver"),
          radiusMiles: whole("shipping.localDelivery.radiusMiles", 500),
          delivery: words("shipping.localDelivery.delivery", 100),
        })
        .partial(),
      signatureRequiredOver: amount("shipping.signatureRequiredOver"),
      processing: words("shipping.processing", 100),
      specialOrderProcessing: words("shipping.specialOrderProcessing", 100),
    })
    .partial(),
  returns: z
    .strictObject({
      days: whole("returns.days", 365),
      receiptRequired: z.boolean(typed("returns.receiptRequired", "true or false")),
      wrongPartExchangeDays: whole("returns.wrongPartExchangeDays", 365),
      specialOrderRestockingFeePercent: whole("returns.specialOrderRestockingFeePercent", 100),
      cardRefund: words("returns.cardRefund", 100),
    })
    .partial(),
  warranty: z
    .strictObject({
      oem: words("warranty.oem", 200),
      aftermarket: words("warranty.aftermarket", 200),
      claimResolution: words("warranty.claimResolution", 200),
    })
    .partial(),
  guestOrderLimits: z
    .strictObject({
      quantityPerLine: limit("guestOrderLimits.quantityPerLine", MAX_QUANTITY),
      linesPerOrder: limit("guestOrderLimits.linesPerOrder", MAX_LINES_PER_ORDER),
      openValuePerEmail: valueLimit("guestOrderLimits.openValuePerEmail"),
      openValuePerAddress: valueLimit("guestOrderLimits.openValuePerAddress"),
    })
    .partial(),
}).partial();

/** Checks PUT /api/staff/store's body: 400 with the first bad field, named. */
export const parseStoreEdit = (body: unknown): Parsed<StoreEditInput> => parseWith(storeEditSchema, body);

const SHORT_DAY: Record<Weekday, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};

/** The store's hours day by day; a day no entry names is closed. */
export function weekHours(hours: readonly OpeningHours[]): WeekHours {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as WeekHours;
  for (const entry of hours) for (const day of entry.days) week[day] = { opens: entry.opens, closes: entry.closes };
  return week;
}

/**
 * The week as the store record keeps it: days in a row with the same hours make one entry,
 * labelled "Mon-Fri" or "Sat" as the pages show it; closed days are left out.
 */
export function openingHoursOf(week: WeekHours): OpeningHours[] {
  const entries: OpeningHours[] = [];
  let last: OpeningHours | undefined;
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (!hours) {
      last = undefined;
      continue;
    }
    if (last && last.opens === hours.opens && last.closes === hours.closes) last.days.push(day);
    else {
      last = { label: "", days: [day], opens: hours.opens, closes: hours.closes };
      entries.push(last);
    }
  }
  for (const entry of entries) {
    const first = SHORT_DAY[entry.days[0] as Weekday];
    entry.label = entry.days.length === 1 ? first : `${first}-${SHORT_DAY[entry.days[entry.days.length - 1] as Weekday]}`;
  }
  return entries;
}

/** Drops the keys a partial group left out, so spreading it keeps the store's values. */
const given = <T extends object>(group: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(group ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The guest order limits a record keeps after an edit: none when it had none and the edit leaves
 * every one at its default (it goes on reading the defaults), else the edit applied to what it read.
 */
function limitsAfter(store: ShopInfo, edit: Partial<GuestOrderLimits> | undefined): Pick<ShopInfo, "guestOrderLimits"> {
  if (!edit) return {};
  const read = guestOrderLimitsOf(store);
  const limits = { ...read, ...given(edit) };
  const unchanged = (Object.keys(read) as (keyof GuestOrderLimits)[]).every((limit) => limits[limit] === read[limit]);
  return store.guestOrderLimits === undefined && unchanged ? {} : { guestOrderLimits: limits };
}

/** The store record with the edit applied; what the form does not edit is kept as it was. */
export function applyStoreEdit(store: ShopInfo, edit: StoreEditInput): ShopInfo {
  const { address, hours, shipping, returns, warranty, guestOrderLimits, pickupHoldDays, ...facts } = edit;
  const { localDelivery, ...terms } = shipping ?? {};
  return {
    ...store,
    ...given(facts),
    address: { ...store.address, ...given(address) },
    hours: hours ? openingHoursOf(hours) : store.hours,
    shipping: {
      ...store.shipping,
      ...given(terms),
      localDelivery: { ...store.shipping.localDelivery, ...given(localDelivery) },
    },
    returns: { ...store.returns, ...given(returns) },
    warranty: { ...store.warranty, ...given(warranty) },
    ...limitsAfter(store, guestOrderLimits),
    // As the limits: a record without a hold that is sent the default goes on following it.
    ...(pickupHoldDays === undefined || (store.pickupHoldDays === undefined && pickupHoldDays === DEFAULT_PICKUP_HOLD_DAYS) ? {} : { pickupHoldDays }),
  };
}

/** Every edited field with the words the history uses for it, in the form's order. */
const FIELD_LABELS: ReadonlyArray<readonly [string, string]> = [
  ["name", "Name"],
  ["tagline", "Tagline"],
  ["phone", "Phone"],
  ["phoneE164", "Phone for links"],
  ["email", "Email"],
  ["address.street", "Street"],
  ["address.city", "City"],
  ["address.region", "State"],
  ["address.postalCode", "ZIP code"],
  ["hours", "Hours"],
  ["sameDayPickupCutoff", "Same-day pickup order-by time"],
  ["taxRate", "Tax rate"],
  ["serviceTowns", "Service towns"],
  ["serviceRadiusMiles", "Service radius (miles)"],
  ["pickupHoldDays", "Pickup hold (days)"],
  ["shipping.localDelivery.price", "Local delivery price"],
  ["shipping.localDelivery.freeOver", "Free local delivery over"],
  ["shipping.localDelivery.radiusMiles", "Local delivery radius (miles)"],
  ["shipping.localDelivery.delivery", "Local delivery time"],
  ["shipping.signatureRequiredOver", "Signature required over"],
  ["shipping.processing", "Processing time"],
  ["shipping.specialOrderProcessing", "Special-order processing time"],
  ["returns.days", "Return window (days)"],
  ["returns.receiptRequired", "Receipt required"],
  ["returns.wrongPartExchangeDays", "Wrong-part exchange (days)"],
  ["returns.specialOrderRestockingFeePercent", "Special-order restocking fee (%)"],
  ["returns.cardRefund", "Card refund time"],
  ["warranty.oem", "OEM warranty"],
  ["warranty.aftermarket", "Aftermarket warranty"],
  ["warranty.claimResolution", "Warranty claim resolution"],
  ["guestOrderLimits.quantityPerLine", "Most of one part in an online order"],
  ["guestOrderLimits.linesPerOrder", "Most different parts in an online order"],
  ["guestOrderLimits.openValuePerEmail", "Most in open online orders per email"],
  ["guestOrderLimits.openValuePerAddress", "Most in open online orders per address"],
];

const valueAt = (record: ShopInfo, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/** A value as one short line of the history's summary. */
function shown(field: string, value: unknown): string {
  if (field === "hours") return (value as OpeningHours[]).map((h) => `${h.label} ${h.opens}-${h.closes}`).join(", ") || "closed";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  const line = String(value);
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** How many changed fields the summary spells out before "and N more". */
const SUMMARY_FIELDS = 3;

/** A record as it is read: the guest order limits and pickup hold it leaves out are the defaults. */
const asRead = (record: ShopInfo): ShopInfo => ({ ...record, guestOrderLimits: guestOrderLimitsOf(record), pickupHoldDays: pickupHoldDaysOf(record) });

/**
 * The fields that differ between two store records, with their values before and after. A record
 * without guest order limits or a pickup hold has the defaults: storing them changes nothing.
 */
export function storeFieldChanges(before: ShopInfo, after: ShopInfo): CatalogueChange["fields"] {
  const [from, to] = [asRead(before), asRead(after)];
  return FIELD_LABELS.flatMap(([field]) => {
    const was = valueAt(from, field);
    const now = valueAt(to, field);
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was, after: now }];
  });
}

/** "Tax rate 0.065 -> 0.075; Phone (850) 555-0142 -> (850) 555-0199 and 2 more". */
export function storeChangeSummary(fields: CatalogueChange["fields"]): string {
  const label = new Map(FIELD_LABELS);
  const lines = fields
    .slice(0, SUMMARY_FIELDS)
    .map(({ field, before, after }) => `${label.get(field) ?? field} ${shown(field, before)} -> ${shown(field, after)}`);
  const more = fields.length - SUMMARY_FIELDS;
  return lines.join("; ") + (more > 0 ? ` and ${more} more` : "");
}

/** The new store record and what to store: the record and its history entry, or nothing when nothing changed. */
export function editStore(
  store: ShopInfo,
  edit: StoreEditInput,
  who: { now: Date; by: string; id: string },
): { record: ShopInfo; changes: Change[] } {
  const record = applyStoreEdit(store, edit);
  const fields = storeFieldChanges(store, record);
  if (fields.length === 0) return { record: store, changes: [] };
  const entry: CatalogueChange = { id: who.id, at: who.now.toISOString(), by: who.by, subject: "store", fields, summary: storeChangeSummary(fields) };
  return { record, changes: [{ op: "store", record }, { op: "put", collection: "catalogueChanges", record: entry }] };
}

/** How many entries the store's history shows. */
export const STORE_HISTORY_LIMIT = 20;


