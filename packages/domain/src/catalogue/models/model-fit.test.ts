import { describe, expect, it } from "vitest";
import { checkModelFit, editDistance, listsModel } from "./model-fit.ts";

// Model numbers as the seed lists them (seed/brands.json).
const fridgeFilter = ["WRF555SDFZ", "WRS325SDHZ", "WRF767SDHZ"];
const dishwasherPump = ["WDT750SAHZ", "WDTA50SAHZ", "WDT730PAHZ"];
const condenserBoard = ["24ABB336A003", "XC21-036-230"];

describe("checkModelFit", () => {
  it("answers yes with the model as the part lists it, whatever the case, spaces, dashes, dots or slashes", () => {
    for (const typed of ["WRF555SDFZ", "wrf555sdfz", " wrf 555-sdfz ", "WRF.555/SDFZ"]) {
      expect(checkModelFit(fridgeFilter, typed)).toEqual({ answer: "yes", model: "WRF555SDFZ" });
    }
    expect(checkModelFit(condenserBoard, "xc21036230")).toEqual({ answer: "yes", model: "XC21-036-230" });
  });

  it("suggests the listed model one wrong character away", () => {
    expect(checkModelFit(fridgeFilter, "WRF555SDFX")).toEqual({ answer: "close", model: "WRF555SDFZ", typed: "WRF555SDFX" });
  });

  it("suggests the listed model when the visitor left off or added a suffix letter or two", () => {
    expect(checkModelFit(fridgeFilter, "wrf555sdf")).toMatchObject({ answer: "close", model: "WRF555SDFZ" });
    expect(checkModelFit(fridgeFilter, "WRF555SD")).toMatchObject({ answer: "close", model: "WRF555SDFZ" });
    expect(checkModelFit(fridgeFilter, "WRF555SDFZ00")).toMatchObject({ answer: "close", model: "WRF555SDFZ" });
  });

  it("prefers the nearest listed model, then one that extends what was typed", () => {
    expect(checkModelFit(dishwasherPump, "WDT750SAHX")).toMatchObject({ answer: "close", model: "WDT750SAHZ" });
    expect(checkModelFit(["WRF555SDFZ", "WRF555SDFZ00"], "WRF555SDFZ0")).toMatchObject({
      answer: "close",
      model: "WRF555SDFZ00",
    });
  });

  it("allows only one edit for input shorter than eight characters", () => {
    expect(checkModelFit(["ED5FHAXVQ", "KBFS25"], "KBFS2")).toMatchObject({ answer: "close", model: "KBFS25" });
    expect(checkModelFit(["ED5FHAXVQ", "KBFS25"], "KBF")).toEqual({ answer: "no", typed: "KBF" });
    expect(checkModelFit(["KBFS25"], "KXFS2")).toEqual({ answer: "no", typed: "KXFS2" });
  });

  it("never guesses from empty or very short input", () => {
    expect(checkModelFit(fridgeFilter, "")).toEqual({ answer: "no", typed: "" });
    expect(checkModelFit(fridgeFilter, " - ")).toEqual({ answer: "no", typed: "-" });
    expect(checkModelFit(["AB1"], "AB")).toEqual({ answer: "no", typed: "AB" });
  });

  it("answers no, keeping what was typed, for a model far from every listed one", () => {
    expect(checkModelFit(fridgeFilter, " WRF555XX ")).toEqual({ answer: "no", typed: "WRF555XX" });
    expect(checkModelFit([], "WRF555SDFZ")).toEqual({ answer: "no", typed: "WRF555SDFZ" });
  });
});

describe("editDistance", () => {
  it("counts wrong, missing and extra characters", () => {
    expect(editDistance("WDT750SAHZ", "WDTA50SAHZ", 2)).toBe(1);
    expect(editDistance("WRF555SDF", "WRF555SDFZ", 2)).toBe(1);
    expect(editDistance("WRF555SDFZ", "WRF767SDHZ", 5)).toBe(4);
  });

  it("stops at one past the limit", () => {
    expect(editDistance("WRF555SDFZ", "WRF767SDHZ", 2)).toBe(3);
    expect(editDistance("KBFS25", "WRF555SDFZ", 1)).toBe(2);
  });
});

describe("listsModel", () => {
  it("finds a listed model in normalised form only", () => {
    expect(listsModel(fridgeFilter, "wrf-555 sdfz")).toBe(true);
    expect(listsModel(fridgeFilter, "WRF555SDF")).toBe(false);
    expect(listsModel(fridgeFilter, "")).toBe(false);
  });
});
