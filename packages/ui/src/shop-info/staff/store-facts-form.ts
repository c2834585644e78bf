import { guestOrderLimitsOf, pickupHoldDaysOf, WEEKDAYS, weekHours, type StoreEditInput, type ShopInfo, type WeekHours, type Weekday } from "@shop/domain";

/**
 * The store form's state as typed (every field a string, so a half-typed number stays on screen)
 * and the edit it sends. The API checks the values: the form only shapes them.
 */

/** The form's text fields, by the API's name for each: the field an API error names. */
export const STORE_TEXT_FIELDS = [
  "name",
  "tagline",
  "phone",
  "phoneE164",
  "email",
  "address.street",
  "address.city",
  "address.region",
  "address.postalCode",
  "sameDayPickupCutoff",
  "taxRate",
  "pickupHoldDays",
  "serviceTowns",
  "serviceRadiusMiles",
  "shipping.localDelivery.price",
  "shipping.localDelivery.freeOver",
  "shipping.localDelivery.radiusMiles",
  "shipping.localDelivery.delivery",
  "shipping.signatureRequiredOver",
  "shipping.processing",
  "shipping.specialOrderProcessing",
  "returns.days",
  "returns.wrongPartExchangeDays",
  "returns.specialOrderRestockingFeePercent",
  "returns.cardRefund",
  "warranty.oem",
  "warranty.aftermarket",
  "warranty.claimResolution",
  "guestOrderLimits.quantityPerLine",
  "guestOrderLimits.linesPerOrder",
  "guestOrderLimits.openValuePerEmail",
  "guestOrderLimits.openValuePerAddress",
] as const;

export type StoreTextField = (typeof STORE_TEXT_FIELDS)[number];

/** Fields the API takes as whole numbers. */
const NUMBER_FIELDS = new Set<StoreTextField>([
  "pickupHoldDays",
  "serviceRadiusMiles",
  "shipping.localDelivery.radiusMiles",
  "returns.days",
  "returns.wrongPartExchangeDays",
  "returns.specialOrderRestockingFeePercent",
  "guestOrderLimits.quantityPerLine",
  "guestOrderLimits.linesPerOrder",
]);

/** One day of the form: closed, or its times (kept while closed, so unticking brings them back). */
export type DayDraft = { closed: boolean; opens: string; closes: string };

export interface StoreDraft {
  text: Record<StoreTextField, string>;
  hours: Record<Weekday, DayDraft>;
  receiptRequired: boolean;
}

const valueAt = (record: ShopInfo, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/** The form filled from the store record; service towns one per line; guest order limits and a pickup hold it has none of, the defaults. */
export function draftOf(store: ShopInfo): StoreDraft {
  const read: ShopInfo = { ...store, guestOrderLimits: guestOrderLimitsOf(store), pickupHoldDays: pickupHoldDaysOf(store) };
  const text = Object.fromEntries(
    STORE_TEXT_FIELDS.map((field) => {
      const value = valueAt(read, field);
      return [field, Array.isArray(value) ? value.join("\n") : String(value ?? "")];
    }),
  ) as Record<StoreTextField, string>;
  const week = weekHours(store.hours);
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const open = week[day];
      return [day, open ? { closed: false, ...open } : { closed: true, opens: "09:00", closes: "17:00" }];
    }),
  ) as Record<Weekday, DayDraft>;
  return { text, hours, receiptRequired: store.returns.receiptRequired };
}

/** A whole number as a number; anything else as typed, for the API to name the field. */
const numberOr = (value: string): number | string => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : value);

/** What PUT /api/staff/store is sent: every field of the form. */
export function editOf(draft: StoreDraft): StoreEditInput {
  const edit: Record<string, unknown> = {};
  for (const field of STORE_TEXT_FIELDS) {
    const raw = draft.text[field];
    const value =
      field === "serviceTowns"
        ? raw
            .split(/[\n,]/)
            .map((town) => town.trim())
            .filter(Boolean)
        : NUMBER_FIELDS.has(field)
          ? numberOr(raw)
          : raw;
    const keys = field.split(".");
    let group = edit;
    for (const key of keys.slice(0, -1)) group = (group[key] ??= {}) as Record<string, unknown>;
    group[keys[keys.length - 1] as string] = value;
  }
  (edit.returns as Record<string, unknown>).receiptRequired = draft.receiptRequired;
  edit.hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { closed, opens, closes } = draft.hours[day];
      return [day, closed ? null : { opens, closes }];
    }),
  ) as WeekHours;
  return edit as StoreEditInput;
}

/**
 * The form control an API error is about: its field as named ("taxRate", "hours.Monday.closes"),
 * or the list it belongs to ("serviceTowns.2" is the service towns' box).
 */
export function controlOfError(field: string | undefined): string | undefined {
  if (!field) return undefined;
  if (field.startsWith("serviceTowns")) return "serviceTowns";
  if (/^hours\.\w+$/.test(field)) return `${field}.opens`;
  return field;
}

