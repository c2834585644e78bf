import { describe, expect, it } from "vitest";
import { routes } from "../handlers.ts";
import { type RawRequest, runRoute } from "../http/http.ts";
import { applyChanges } from "../shop/index.ts";
import type { CatalogueChange } from "../shop/index.ts";
import { ctx, makeShop, store } from "../testing/index.ts";
import { editStore, openingHoursOf, parseStoreEdit, weekHours } from "./shop-info-edit.ts";

const who = { now: new Date("2026-11-24T14:00:00Z"), by: "counter@parts.test", id: "c1" };

const staff = { email: "counter@parts.test", csrfToken: "t".repeat(32) };

const put = (body: unknown): RawRequest => ({
  params: {},
  query: new URLSearchParams(),
  sessionId: null,
  contentType: "application/json",
  bodyText: JSON.stringify(body),
  staff,
  csrfToken: staff.csrfToken,
});

const storeEdit = routes.find((r) => r.name === "staffStoreEdit")!;
const storeHistory = routes.find((r) => r.name === "staffStoreHistory")!;

describe("parseStoreEdit", () => {
  it("refuses a tax rate above 0.2 or not a decimal, naming taxRate", async () => {
    for (const taxRate of ["0.75", "7.5%", "1", "-0.01", "0.0000001", 0.075]) {
      const parsed = parseStoreEdit({ taxRate });
      expect(parsed.ok ? null : parsed.error).toEqual(
        typeof taxRate === "number"
          ? { message: "taxRate must be a rate like 0.075", field: "taxRate" }
          : { message: "taxRate must be a rate from 0 to 0.2, like 0.075", field: "taxRate" },
      );
    }
    expect(parseStoreEdit({ taxRate: "0.2" }).ok).toBe(true);
    expect(parseStoreEdit({ taxRate: "0" }).ok).toBe(true);
  });

  it("names the bad field of a group and of a day's hours", async () => {
    const week = { ...weekHours(store.hours), Saturday: { opens: "17:00", closes: "09:00" } };
    expect(parseStoreEdit({ hours: week })).toMatchObject({ ok: false, error: { field: "hours.Saturday.closes" } });
    expect(parseStoreEdit({ address: { postalCode: "" } })).toMatchObject({ ok: false, error: { field: "address.postalCode" } });
    expect(parseStoreEdit({ sameDayPickupCutoff: "2pm" })).toMatchObject({
      ok: false,
      error: { message: 'sameDayPickupCutoff must be a time "HH:MM", like "14:00"', field: "sameDayPickupCutoff" },
    });
    expect(parseStoreEdit({ phoneE164: "8505550100" })).toMatchObject({ ok: false, error: { field: "phoneE164" } });
    expect(parseStoreEdit({ returns: { days: 2.5 } })).toMatchObject({ ok: false, error: { field: "returns.days" } });
  });

  it("refuses control and bidi characters in the store's words, and counts their length in bytes", async () => {
    expect(parseStoreEdit({ name: "Parts\r\nBcc: x@example.test" })).toMatchObject({ ok: false, error: { field: "name" } });
    expect(parseStoreEdit({ tagline: "Genuine \u202eparts" })).toMatchObject({ ok: false, error: { field: "tagline" } });
    expect(parseStoreEdit({ address: { city: "Talla\u0000hassee" } })).toMatchObject({ ok: false, error: { field: "address.city" } });
    // 60 two-byte letters fit 120 characters but not 120 bytes.
    expect(parseStoreEdit({ name: "é".repeat(61) })).toMatchObject({ ok: false, error: { field: "name", message: expect.stringContaining("bytes") } });
    expect(parseStoreEdit({ name: "é".repeat(60) }).ok).toBe(true);
  });

  it("takes the guest order limits as whole numbers from 1 and amounts from 1.00, naming the bad one", async () => {
    const refused = (guestOrderLimits: unknown) => {
      const parsed = parseStoreEdit({ guestOrderLimits });
      return parsed.ok ? null : parsed.error;
    };
    expect(refused({ quantityPerLine: 0 })).toEqual({ message: "guestOrderLimits.quantityPerLine must be from 1 to 99", field: "guestOrderLimits.quantityPerLine" });
    expect(refused({ quantityPerLine: 100 })).toEqual({ message: "guestOrderLimits.quantityPerLine must be from 1 to 99", field: "guestOrderLimits.quantityPerLine" });
    expect(refused({ quantityPerLine: 2.5 })).toEqual({ message: "guestOrderLimits.quantityPerLine must be a whole number", field: "guestOrderLimits.quantityPerLine" });
    expect(refused({ quantityPerLine: "10" })).toMatchObject({ field: "guestOrderLimits.quantityPerLine" });
    expect(refused({ linesPerOrder: 201 })).toEqual({ message: "guestOrderLimits.linesPerOrder must be from 1 to 200", field: "guestOrderLimits.linesPerOrder" });
    expect(refused({ openValuePerEmail: "1,500" })).toEqual({
      message: 'guestOrderLimits.openValuePerEmail must be an amount like "15.00"',
      field: "guestOrderLimits.openValuePerEmail",
    });
    for (const openValuePerAddress of ["0.99", "0", "1000000.01"]) {
      expect(refused({ openValuePerAddress })).toEqual({
        message: "guestOrderLimits.openValuePerAddress must be an amount from 1.00 to 1,000,000.00",
        field: "guestOrderLimits.openValuePerAddress",
      });
    }
    expect(refused({ perSession: 3 })).toMatchObject({ field: "perSession" });
    expect(parseStoreEdit({ guestOrderLimits: { quantityPerLine: 1, linesPerOrder: 200, openValuePerEmail: " 1500 ", openValuePerAddress: "1000000" } })).toEqual({
      ok: true,
      value: { guestOrderLimits: { quantityPerLine: 1, linesPerOrder: 200, openValuePerEmail: "1500.00", openValuePerAddress: "1000000.00" } },
    });
  });

  it("refuses the fields the form does not edit", async () => {
    expect(parseStoreEdit({ url: "https://elsewhere.test" })).toMatchObject({ ok: false, error: { field: "url" } });
    expect(parseStoreEdit({ address: { country: "CA" } })).toMatchObject({ ok: false, error: { field: "country" } });
  });
});

describe("the week's hours", () => {
  it("round-trips the store's hours and groups days in a row with the same hours", async () => {
    expect(openingHoursOf(weekHours(store.hours))).toEqual(store.hours);
    const week = { ...weekHours(store.hours), Wednesday: null, Saturday: { opens: "09:00", closes: "13:00" } };
    expect(openingHoursOf(week).map((h) => `${h.label} ${h.opens}-${h.closes}`)).toEqual([
      "Mon-Tue 08:00-18:00",
      "Thu-Fri 08:00-18:00",
      "Sat 09:00-13:00",
    ]);
  });
});

describe("editStore", () => {
  it("changes only the fields sent and records who changed what", async () => {
    const { record, changes } = editStore(store, { taxRate: "0.075", address: { city: "Quincy" } }, who);
    expect(record).toEqual({ ...store, taxRate: "0.075", address: { ...store.address, city: "Quincy" } });
    expect(changes).toEqual([
      { op: "store", record },
      {
        op: "put",
        collection: "catalogueChanges",
        record: {
          id: "c1",
          at: "2026-11-24T14:00:00.000Z",
          by: "counter@parts.test",
          subject: "store",
          fields: [
            { field: "address.city", before: "Tallahassee", after: "Quincy" },
            { field: "taxRate", before: "0.065", after: "0.075" },
          ],
          summary: "City Tallahassee -> Quincy; Tax rate 0.065 -> 0.075",
        },
      },
    ]);
  });

  it("stores nothing when the edit changes nothing", async () => {
    expect(editStore(store, { taxRate: "0.065", hours: weekHours(store.hours), warranty: store.warranty }, who)).toEqual({
      record: store,
      changes: [],
    });
  });

  it("stores guest order limits sent to a record without them with the defaults for the rest, and records the change", async () => {
    expect(store.guestOrderLimits).toBeUndefined();
    const { record, changes } = editStore(store, { guestOrderLimits: { quantityPerLine: 5, openValuePerEmail: "900.00" } }, who);
    expect(record).toEqual({ ...store, guestOrderLimits: { quantityPerLine: 5, linesPerOrder: 15, openValuePerEmail: "900.00", openValuePerAddress: "1500.00" } });
    expect(changes[1]).toMatchObject({
      record: {
        fields: [
          { field: "guestOrderLimits.quantityPerLine", before: 10, after: 5 },
          { field: "guestOrderLimits.openValuePerEmail", before: "1500.00", after: "900.00" },
        ],
        summary: "Most of one part in an online order 10 -> 5; Most in open online orders per email 1500.00 -> 900.00",
      },
    });
    const again = editStore(record, { guestOrderLimits: { linesPerOrder: 20 } }, who).record;
    expect(again.guestOrderLimits).toEqual({ quantityPerLine: 5, linesPerOrder: 20, openValuePerEmail: "900.00", openValuePerAddress: "1500.00" });
  });

  it("stores nothing when a record without guest order limits is sent the defaults, as the form does", async () => {
    const defaults = { quantityPerLine: 10, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" };
    expect(editStore(store, { guestOrderLimits: defaults }, who)).toEqual({ record: store, changes: [] });
  });

  it("keeps a pickup hold from 1 to 60 days, the default 7 stored only once it is changed", async () => {
    expect(store.pickupHoldDays).toBeUndefined();
    for (const pickupHoldDays of [0, 61, 2.5, "7"]) {
      const parsed = parseStoreEdit({ pickupHoldDays });
      expect(parsed.ok ? null : parsed.error.field).toBe("pickupHoldDays");
    }
    expect(parseStoreEdit({ pickupHoldDays: 61 })).toMatchObject({ error: { message: "pickupHoldDays must be from 1 to 60" } });
    expect(editStore(store, { pickupHoldDays: 7 }, who)).toEqual({ record: store, changes: [] });
    const { record, changes } = editStore(store, { pickupHoldDays: 3 }, who);
    expect(record).toEqual({ ...store, pickupHoldDays: 3 });
    expect(changes[1]).toMatchObject({ record: { fields: [{ field: "pickupHoldDays", before: 7, after: 3 }], summary: "Pickup hold (days) 7 -> 3" } });
  });

  it("keeps the site address, map position and time zone", async () => {
    const { record } = editStore(store, { name: "New Name", phone: "(850) 555-0199" }, who);
    expect(record).toMatchObject({ url: store.url, geo: store.geo, timeZone: store.timeZone, shipping: { methods: store.shipping.methods } });
  });
});

describe("PUT /api/staff/store", () => {
  it("answers the new record and the history shows the change, newest first", async () => {
    const shop = makeShop();
    const first = await runRoute(storeEdit, shop, put({ taxRate: "0.07" }), ctx);
    applyChanges(shop, first.changes ?? []);
    const second = await runRoute(storeEdit, shop, put({ taxRate: "0.075", phone: "(850) 555-0199" }), { ...ctx, now: new Date("2026-11-23T10:00:00Z") });
    applyChanges(shop, second.changes ?? []);
    expect(second).toMatchObject({ status: 200, body: { taxRate: "0.075", phone: "(850) 555-0199" } });
    expect(shop.store).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });
    const history = await runRoute(storeHistory, shop, { ...put(undefined), bodyText: null, contentType: null }, ctx);
    expect((history.body as CatalogueChange[]).map((entry) => entry.summary)).toEqual([
      "Phone (850) 555-0100 -> (850) 555-0199; Tax rate 0.07 -> 0.075",
      "Tax rate 0.065 -> 0.07",
    ]);
  });

  it("answers 400 naming a bad guest order limit, and changes nothing", async () => {
    const shop = makeShop();
    const outcome = await runRoute(storeEdit, shop, put({ guestOrderLimits: { linesPerOrder: 0 } }), ctx);
    expect(outcome).toEqual({ status: 400, body: { message: "guestOrderLimits.linesPerOrder must be from 1 to 200", field: "guestOrderLimits.linesPerOrder" } });
    expect(shop.store).toEqual(store);
  });

  it("answers 400 with the field and changes nothing for a bad tax rate", async () => {
    const outcome = await runRoute(storeEdit, makeShop(), put({ taxRate: "0.75" }), ctx);
    expect(outcome).toEqual({ status: 400, body: { message: "taxRate must be a rate from 0 to 0.2, like 0.075", field: "taxRate" } });
  });
});
