import { NEWSLETTER_CHECK_INBOX } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call } from "./calls.ts";

/**
 * The contract's cases for what a visitor sends the shop: a contact message (its fields, control
 * characters refused, line breaks kept) and a newsletter sign-up's answer. Part of `defineContract`;
 * the sign-up's confirmation and the back office's side of the inbox are in messages-contract.ts.
 */

export function defineInboxCases({ call }: { call: Call }): void {
  describe("POST /api/contact", () => {
    const message = { name: "Pat Doe", email: "pat@example.com", message: "Do you have a WPW10321304 in stock?" };

    it("stores a message (201)", async () => {
      const body = expectOk(await call<{ id: string; createdAt: string }>("POST", "/contact", { json: { ...message, subject: "Stock" } }), 201);
      expect(body.id).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    });

    it.each(["name", "email", "message"])("refuses a message without %s with 400 naming it", async (field) => {
      const { [field as keyof typeof message]: _dropped, ...rest } = message;
      expectError(await call("POST", "/contact", { json: rest }), 400, field);
    });

    it("refuses a bad email with 400", async () => {
      expectError(await call("POST", "/contact", { json: { ...message, email: "pat@" } }), 400, "email");
    });

    it.each([
      ["name", "Eve\r\nBcc: victim@example.com"],
      ["subject", "Stock\u202e"],
      ["phone", "850\t555 0199"],
    ])("refuses a %s with control or bidi characters with 400 naming it", async (field, value) => {
      expectError(await call("POST", "/contact", { json: { ...message, [field]: value } }), 400, field);
    });

    it.each([
      ["name", "a line separator (U+2028)", "Pat\u2028Bcc: victim@example.com"],
      ["name", "a paragraph separator (U+2029)", "Pat\u2029Doe"],
      ["name", "a zero-width space (U+200B)", "Pat\u200bDoe"],
      ["name", "a byte-order mark (U+FEFF)", "Pat\ufeffDoe"],
      ["name", "a lone surrogate (U+D800)", "Pat\ud800"],
      ["subject", "a zero-width joiner (U+200D)", "Stock\u200d"],
      ["subject", "a word joiner (U+2060)", "Stock\u2060"],
      ["subject", "a lone surrogate (U+DC00)", "Stock\udc00"],
    ])("refuses a %s with %s with 400 naming it", async (field, _what, value) => {
      const refused = expectError(await call("POST", "/contact", { json: { ...message, [field]: value } }), 400, field);
      expect(refused.message).toMatch(new RegExp(`^${field} `));
    });

    it("keeps the line breaks of a message", async () => {
      expectOk(await call("POST", "/contact", { json: { ...message, message: "Line one\r\nLine two" } }), 201);
    });

    it("refuses a body that is not declared JSON with 415", async () => {
      expectError(await call("POST", "/contact", { raw: JSON.stringify(message), contentType: "text/plain" }), 415);
    });
  });

  describe("POST /api/newsletter", () => {
    it("answers a new address and the same address again, in any letter case, with one status and body (202, check your inbox)", async () => {
      const email = `reader-${newSessionId().toLowerCase()}@example.com`;
      const first = await call("POST", "/newsletter", { json: { email } });
      expect(expectOk(first, 202)).toEqual({ email, message: NEWSLETTER_CHECK_INBOX });
      for (const again of [email, email.toUpperCase(), `${email.slice(0, 3).toUpperCase()}${email.slice(3)}`]) {
        const reply = await call("POST", "/newsletter", { json: { email: again } });
        expect({ status: reply.status, text: reply.text }).toEqual({ status: first.status, text: first.text });
      }
    });

    it.each(["not-an-email", "", 42])("refuses email %j with 400", async (email) => {
      expectError(await call("POST", "/newsletter", { json: { email } }), 400, "email");
    });
  });
}
