import { describe, expect, it } from "vitest";
import { parseConfirmSignup, parseContact, parseNewsletter } from "./parse.ts";

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

  it("refuse a name or subject with a line or paragraph separator, a zero-width character or a lone surrogate", () => {
    const message = { name: "Al", email: "al@example.com", message: "Hi" };
    for (const value of ["Al\u2028Bcc", "A\u2029l", "Al\u200b", "Al\u200c", "Al\u200d", "Al\u2060", "A\ufeffl", "Al\ud800", "Al\udfff"]) {
      expect(parseContact({ ...message, name: value }), JSON.stringify(value)).toMatchObject({ ok: false, error: { field: "name", message: expect.stringMatching(/^name /) } });
      expect(parseContact({ ...message, subject: value }), JSON.stringify(value)).toMatchObject({ ok: false, error: { field: "subject", message: expect.stringMatching(/^subject /) } });
    }
  });

  it("store newsletter addresses lowercased", () => {
    expect(parseNewsletter({ email: "A@B.CO" })).toEqual({ ok: true, value: { email: "a@b.co" } });
    expect(parseNewsletter({ email: "nope" })).toMatchObject({ ok: false, error: { field: "email" } });
  });

  it("take a confirmation link's address (lowercased) and key, and refuse one without its key", () => {
    expect(parseConfirmSignup({ email: "A@B.CO", key: "k_1" })).toEqual({ ok: true, value: { email: "a@b.co", key: "k_1" } });
    expect(parseConfirmSignup({ email: "a@b.co" })).toMatchObject({ ok: false, error: { field: "key" } });
  });
});
