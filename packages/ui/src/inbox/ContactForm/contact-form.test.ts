import { describe, expect, it } from "vitest";
import { contactErrors, isContactSent, toContactInput, type ContactValues } from "./contact-form.ts";

const blank: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };
const filled: ContactValues = { name: " Pat Lee ", email: " pat@example.com ", phone: "", subject: "  ", message: " Need a bake element. " };

describe("contactErrors", () => {
  it("asks for name, email and message, not phone or subject", () => {
    expect(Object.keys(contactErrors(blank))).toEqual(["name", "email", "message"]);
    expect(contactErrors({ ...blank, name: "   " }).name).toBe("Please enter your name.");
  });

  it("catches an email that is not shaped like an address", () => {
    expect(contactErrors({ ...filled, email: "pat@example" }).email).toBe("Please enter an email address like name@example.com.");
    expect(contactErrors({ ...filled, email: "pat example.com" }).email).toBeDefined();
    expect(contactErrors(filled)).toEqual({});
  });
});

describe("toContactInput", () => {
  it("trims every value and leaves out empty optional fields", () => {
    expect(toContactInput(filled)).toEqual({ name: "Pat Lee", email: "pat@example.com", message: "Need a bake element." });
    expect(toContactInput({ ...filled, phone: " 850 555 0100 ", subject: "Request a Quote" })).toMatchObject({
      phone: "850 555 0100",
      subject: "Request a Quote",
    });
  });
});

describe("isContactSent", () => {
  it("reads the thank-you from ?message=sent only", () => {
    expect(isContactSent(new URLSearchParams("message=sent"))).toBe(true);
    expect(isContactSent(new URLSearchParams("message=draft"))).toBe(false);
    expect(isContactSent(new URLSearchParams(""))).toBe(false);
  });
});
