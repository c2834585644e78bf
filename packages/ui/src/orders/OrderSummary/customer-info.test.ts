import { describe, expect, it } from "vitest";
import { missingCustomerFields, trimCustomerInfo } from "./customer-info.ts";

describe("missingCustomerFields", () => {
  it("lets checkout go ahead when email, name and phone are all filled in", () => {
    expect(missingCustomerFields({ email: "pat@example.com", name: "Pat Lee", phone: "850-555-0100" })).toEqual([]);
  });

  it("names every empty field, in form order", () => {
    expect(missingCustomerFields({ email: "", name: "Pat Lee", phone: "" })).toEqual(["email", "phone"]);
    expect(missingCustomerFields({ email: "", name: "", phone: "" })).toEqual(["email", "name", "phone"]);
  });

  it("treats a field of spaces as empty", () => {
    expect(missingCustomerFields({ email: "pat@example.com", name: "   ", phone: "\t850-555-0100 " })).toEqual(["name"]);
  });
});

describe("trimCustomerInfo", () => {
  it("removes the spaces around each field and keeps the ones inside", () => {
    expect(trimCustomerInfo({ email: " pat@example.com ", name: "  Pat  Lee ", phone: " (850) 555-0100\n" })).toEqual({
      email: "pat@example.com",
      name: "Pat  Lee",
      phone: "(850) 555-0100",
    });
  });
});
