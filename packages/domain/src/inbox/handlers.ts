import { fromRule, type Handlers, withParsed } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import { confirmSignup, queryStaffMessages, queryStaffSignups, receiveContact, setMessageHandled, signupsCsv, subscribe, unsubscribe } from "./messages.ts";
import { parseConfirmSignup, parseContact, parseMessageHandled, parseNewsletter, parseStaffMessageQuery, parseUnsubscribe } from "./parse.ts";
import type { inboxRoutes, inboxStaffRoutes } from "./routes.ts";

/**
 * The rules of the contact form, the newsletter's sign-up, confirmation and unsubscribe and of the back office's messages and
 * sign-ups (docs/product.md, Back office: Messages and sign-ups), joined to the route table by
 * handlers.ts. Staff routes: runRoute has checked the session (and the CSRF token of a write).
 * Messages and sign-ups are read through the context's `reads.inbox`.
 */

export const inboxHandlers: Handlers<typeof inboxRoutes & typeof inboxStaffRoutes> = {
  sendContact: (_data, { body }, ctx) => withParsed(parseContact(body), (input) => fromRule(receiveContact(input, ctx))),
  subscribe: (_data, { body }, ctx) =>
    withParsed(parseNewsletter(body), async ({ email }) => fromRule(subscribe(await ctx.reads.inbox.signupOf(email), email, ctx))),
  confirmSignup: (_data, { body }, ctx) =>
    withParsed(parseConfirmSignup(body), async (link) => fromRule(confirmSignup(await ctx.reads.inbox.signupOf(link.email), link, ctx))),
  unsubscribe: async (_data, { body }, ctx) => {
    const parsed = parseUnsubscribe(body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const result = unsubscribe(await ctx.reads.inbox.signupOf(parsed.value.email), parsed.value, ctx.now, ctx.unsubscribeKey);
    if (!result.ok) return { status: result.status, body: result.error };
    return { status: 200, body: result.value, ...(result.changes.length > 0 ? { changes: result.changes } : {}) };
  },
  staffMessages: async (_data, { query }, ctx) => {
    const parsed = parseStaffMessageQuery(query);
    return parsed.ok ? ok(queryStaffMessages(await ctx.reads.inbox.messages(), parsed.value.status)) : { status: 400, body: parsed.error };
  },
  staffMessageHandled: async (_data, request, ctx) => {
    if (!request.staff) throw new Error("A staff rule ran without a staff session");
    const parsed = parseMessageHandled(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const message = await ctx.reads.inbox.message(request.params.id ?? "");
    const result = setMessageHandled(message, parsed.value.handled, { now: ctx.now, email: request.staff.email });
    return result.ok ? { status: 200, body: result.value, changes: result.changes } : { status: result.status, body: result.error };
  },
  staffSignups: async (_data, _request, ctx) => ok(queryStaffSignups(await ctx.reads.inbox.signups())),
  staffSignupsExport: async (_data, _request, ctx) => ok(signupsCsv(await ctx.reads.inbox.signups(), ctx.now)),
};
