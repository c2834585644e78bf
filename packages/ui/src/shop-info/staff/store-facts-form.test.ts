import { applyStoreEdit, parseStoreEdit, type ShopInfo } from "@shop/domain";
import { describe, expect, it } from "vitest";
import seed from "../../../../../db.json";
import { controlOfError, draftOf, editOf } from "./store-facts-form.ts";

const store = (seed as unknown as { store: ShopInfo }).store;

describe("the store form's model", () => {
  it("sends back the record it was filled from, unchanged, as a valid edit", () => {
    const parsed = parseStoreEdit(editOf(draftOf(store)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(applyStoreEdit(store, parsed.value)).toEqual(store);
  });

  it("sends towns one per line, whole numbers as numbers, a closed day as null, and a half-typed number as typed", () => {
    const draft = draftOf(store);
    draft.text.serviceTowns = "Tallahassee\n Quincy \n\nHavana";
    draft.text.serviceRadiusMiles = "40";
    draft.text["returns.days"] = "3O";
    draft.hours.Sunday.closed = true;
    const edit = editOf(draft);
    expect(edit.serviceTowns).toEqual(["Tallahassee", "Quincy", "Havana"]);
    expect(edit.serviceRadiusMiles).toBe(40);
    expect(edit.returns?.days).toBe("3O");
    expect(edit.hours?.Sunday).toBeNull();
    expect(parseStoreEdit(edit)).toMatchObject({ ok: false, error: { field: "returns.days" } });
  });

  it("fills the guest order limits a record has none of with the defaults, and sends them as whole numbers and amounts", () => {
    expect(store.guestOrderLimits).toBeUndefined();
    const draft = draftOf(store);
    expect(draft.text["guestOrderLimits.quantityPerLine"]).toBe("10");
    expect(draft.text["guestOrderLimits.linesPerOrder"]).toBe("15");
    expect(draft.text["guestOrderLimits.openValuePerEmail"]).toBe("1500.00");
    expect(draft.text["guestOrderLimits.openValuePerAddress"]).toBe("1500.00");
    expect(draft.text.pickupHoldDays).toBe("7");
    expect(editOf(draft).pickupHoldDays).toBe(7);
    draft.text["guestOrderLimits.quantityPerLine"] = " 6 ";
    draft.text["guestOrderLimits.openValuePerEmail"] = "900";
    expect(editOf(draft).guestOrderLimits).toEqual({ quantityPerLine: 6, linesPerOrder: 15, openValuePerEmail: "900", openValuePerAddress: "1500.00" });
    draft.text["guestOrderLimits.linesPerOrder"] = "fifteen";
    expect(parseStoreEdit(editOf(draft))).toMatchObject({ ok: false, error: { field: "guestOrderLimits.linesPerOrder" } });
  });

  it("points an error about one town at the towns' box, and a day's at its opening time", () => {
    expect(controlOfError("serviceTowns.2")).toBe("serviceTowns");
    expect(controlOfError("hours.Monday")).toBe("hours.Monday.opens");
    expect(controlOfError("taxRate")).toBe("taxRate");
    expect(controlOfError(undefined)).toBeUndefined();
  });
});
