import { fromRule, type Handlers, withParsed } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import { confirmSignup, queryStaffMessages, queryStaffSignups, receiveContact, setMessageHandled, signupsCsv, subscribe, unsubscribe } from "./messages.ts";
import { parseConfirmSignup, parseContact, parseMessageHandled, parseNewsletter, parseStaffMessageQuery, parseUnsubscribe } from "./parse.ts";
import type { inboxRoutes, inboxStaffRoutes } from "./routes.ts";

/**
 * The rules of the contact form, the newsletter's sign-up, confirmation and unsubscribe and of the back office's messages and
 * sign-ups (docs/product.md, Back office: Messages and sign-ups), joined to the route table by
 * handlers.ts. Staff routes: runRoute has checked the session (and the CSRF token of a write).
 */

export const inboxHandlers: Handlers<typeof inboxRoutes & typeof inboxStaffRoutes> = {
  sendContact: (_data, { body }, ctx) => withParsed(parseContact(body), (input) => fromRule(receiveContact(input, ctx))),
  subscribe: (data, { body }, ctx) => withParsed(parseNewsletter(body), ({ email }) => fromRule(subscribe(data, email, ctx))),
  confirmSignup: (data, { body }, ctx) => withParsed(parseConfirmSignup(body), (link) => fromRule(confirmSignup(data, link, ctx))),
  unsubscribe: (data, { body }, ctx) => {
    const parsed = parseUnsubscribe(body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const result = unsubscribe(data, parsed.value, ctx.now, ctx.unsubscribeKey);
    if (!result.ok) return { status: result.status, body: result.error };
    return { status: 200, body: result.value, ...(result.changes.length > 0 ? { changes: result.changes } : {}) };
  },
  staffMessages: (data, { query }) => {
    const parsed = parseStaffMessageQuery(query);
    return parsed.ok ? ok(queryStaffMessages(data, parsed.value.status)) : { status: 400, body: parsed.error };
  },
  staffMessageHandled: (data, request, ctx) => {
    if (!request.staff) throw new Error("A staff rule ran without a staff session");
    const parsed = parseMessageHandled(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const result = setMessageHandled(data, request.params.id ?? "", parsed.value.handled, { now: ctx.now, email: request.staff.email });
    return result.ok ? { status: 200, body: result.value, changes: result.changes } : { status: result.status, body: result.error };
  },
  staffSignups: (data) => ok(queryStaffSignups(data)),
  staffSignupsExport: (data, _request, ctx) => ok(signupsCsv(data, ctx.now)),
};
