import { describe, expect, it } from "vitest";
import { parseContact, parseNewsletter } from "./parse.ts";

describe("contact and newsletter bodies", () => {
  it("require name, email and message; phone and subject are optional", () => {
    expect(parseContact({ name: "Al", email: "al@example.com", message: "Hi" })).toEqual({
      ok: true,
      value: { name: "Al", email: "al@example.com", message: "Hi", phone: undefined, subject: undefined },
    });
    expect(parseContact({ name: "Al", email: "al@example.com" })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ name: "Al", email: "al@example.com", message: "Hi", phone: "" })).toMatchObject({ ok: true });
  });

  it("keep a message's line breaks but refuse its other control and bidi characters", () => {
    const message = { name: "Al", email: "al@example.com" };
    expect(parseContact({ ...message, message: "Line one\r\n\tLine two" })).toMatchObject({ ok: true, value: { message: "Line one\r\n\tLine two" } });
    expect(parseContact({ ...message, message: "Hi\u001b[31m" })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ ...message, message: "Hi\u2066" })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ ...message, message: "Hi", subject: "Stock\nBcc: x@y.z" })).toMatchObject({ ok: false, error: { field: "subject" } });
  });

  it("store newsletter addresses lowercased", () => {
    expect(parseNewsletter({ email: "A@B.CO" })).toEqual({ ok: true, value: { email: "a@b.co" } });
    expect(parseNewsletter({ email: "nope" })).toMatchObject({ ok: false, error: { field: "email" } });
  });
});
