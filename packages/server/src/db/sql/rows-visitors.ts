import { closingEvent } from "@shop/domain";
import type { CartItemRecord, CatalogueChange, ContactMessage, EmailRecord, NewsletterSignup, OnOrder, OrderEvent, OrderLine, OrderRecord } from "@shop/domain";
import { present } from "./row-values.ts";
import type {
  CartLineTable,
  CatalogueChangeTable,
  ContactMessageTable,
  EmailTable,
  NewsletterSignupTable,
  OrderLineTable,
  OrderTable,
} from "./schema.ts";

/**
 * What the running shop writes (cart lines, orders, messages, sign-ups, emails, the catalogue's
 * history) as rows, and back, on the terms of rows-catalogue.ts: fields in their type's order,
 * NULL for a field left out, a complete `…Fields` list per record type.
 */

export const cartLineFields: Record<keyof CartItemRecord, true> = {
  id: true, sessionId: true, productId: true, quantity: true, unitPrice: true, addedAt: true,
};
export const orderFields: Record<keyof OrderRecord, true> = {
  id: true, orderNumber: true, clientOrderNumber: true, sessionId: true, email: true, name: true, phone: true, items: true,
  subtotal: true, tax: true, total: true, fulfilment: true, status: true, createdAt: true, history: true, note: true,
};
export const orderLineFields: Record<keyof OrderLine, true> = {
  productId: true, partNumber: true, name: true, quantity: true, unitPrice: true, lineTotal: true, onOrder: true,
};
export const contactMessageFields: Record<keyof ContactMessage, true> = {
  id: true, name: true, email: true, phone: true, subject: true, message: true, createdAt: true, handledAt: true, handledBy: true,
};
export const signupFields: Record<keyof NewsletterSignup, true> = {
  id: true, email: true, createdAt: true, confirmationSentAt: true, confirmedAt: true, unsubscribedAt: true,
};
export const emailFields: Record<keyof EmailRecord, true> = {
  id: true, kind: true, orderNumber: true, contactId: true, signupId: true, state: true, attempts: true, at: true, error: true,
};
export const catalogueChangeFields: Record<keyof CatalogueChange, true> = { id: true, at: true, by: true, subject: true, fields: true, summary: true };

export function cartLineRow(line: CartItemRecord, position: number): CartLineTable {
  return {
    id: line.id,
    position,
    session_id: line.sessionId,
    product_id: line.productId,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    added_at: line.addedAt,
  };
}

export function cartLineOf(row: CartLineTable): CartItemRecord {
  return { id: row.id, sessionId: row.session_id, productId: row.product_id, quantity: row.quantity, unitPrice: row.unit_price, addedAt: row.added_at };
}

/** The order's own row; its lines are rows of their own (`orderLineRow`). */
export function orderRow(order: OrderRecord, position: number): OrderTable {
  return {
    id: order.id,
    position,
    order_number: order.orderNumber,
    client_order_number: order.clientOrderNumber,
    session_id: order.sessionId,
    email: order.email,
    name: order.name,
    phone: order.phone,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    fulfilment: order.fulfilment,
    status: order.status,
    created_at: order.createdAt,
    history: order.history === undefined ? null : JSON.stringify(order.history),
    note: order.note ?? null,
    closed_at: closingEvent(order)?.at ?? null,
  };
}

export function orderLineRow(orderId: number, line: OrderLine, position: number): OrderLineTable {
  return {
    order_id: orderId,
    position,
    product_id: line.productId,
    part_number: line.partNumber,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    line_total: line.lineTotal,
    on_order: line.onOrder === undefined ? null : JSON.stringify(line.onOrder),
  };
}

export function orderLineOf(row: OrderLineTable): OrderLine {
  return {
    productId: row.product_id,
    partNumber: row.part_number,
    name: row.name,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    lineTotal: row.line_total,
    ...present("onOrder", row.on_order === null ? null : (JSON.parse(row.on_order) as OnOrder)),
  };
}

/** An order from its row and its lines, in order. */
export function orderOf(row: OrderTable, items: OrderLine[]): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    clientOrderNumber: row.client_order_number,
    sessionId: row.session_id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    items,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    fulfilment: row.fulfilment,
    status: row.status,
    createdAt: row.created_at,
    ...present("history", row.history === null ? null : (JSON.parse(row.history) as OrderEvent[])),
    ...present("note", row.note),
  };
}

export function contactMessageRow(message: ContactMessage, position: number): ContactMessageTable {
  return {
    id: message.id,
    position,
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    subject: message.subject ?? null,
    message: message.message,
    created_at: message.createdAt,
    handled_at: message.handledAt ?? null,
    handled_by: message.handledBy ?? null,
  };
}

export function contactMessageOf(row: ContactMessageTable): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    ...present("phone", row.phone),
    ...present("subject", row.subject),
    message: row.message,
    createdAt: row.created_at,
    ...present("handledAt", row.handled_at),
    ...present("handledBy", row.handled_by),
  };
}

export function signupRow(signup: NewsletterSignup, position: number): NewsletterSignupTable {
  return {
    id: signup.id,
    position,
    email: signup.email,
    created_at: signup.createdAt,
    unsubscribed_at: signup.unsubscribedAt ?? null,
    confirmation_sent_at: signup.confirmationSentAt ?? null,
    confirmed_at: signup.confirmedAt ?? null,
  };
}

export function signupOf(row: NewsletterSignupTable): NewsletterSignup {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    ...present("confirmationSentAt", row.confirmation_sent_at),
    ...present("confirmedAt", row.confirmed_at),
    ...present("unsubscribedAt", row.unsubscribed_at),
  };
}

export function emailRow(email: EmailRecord, position: number): EmailTable {
  return {
    id: email.id,
    position,
    kind: email.kind,
    order_number: email.orderNumber ?? null,
    contact_id: email.contactId ?? null,
    signup_id: email.signupId ?? null,
    state: email.state,
    attempts: email.attempts,
    at: email.at,
    error: email.error ?? null,
  };
}

export function emailOf(row: EmailTable): EmailRecord {
  return {
    id: row.id,
    kind: row.kind,
    ...present("orderNumber", row.order_number),
    ...present("contactId", row.contact_id),
    ...present("signupId", row.signup_id),
    state: row.state,
    attempts: row.attempts,
    at: row.at,
    ...present("error", row.error),
  };
}

export function catalogueChangeRow(change: CatalogueChange, position: number): CatalogueChangeTable {
  return {
    id: change.id,
    position,
    at: change.at,
    changed_by: change.by,
    subject: change.subject,
    fields: JSON.stringify(change.fields),
    summary: change.summary,
  };
}

export function catalogueChangeOf(row: CatalogueChangeTable): CatalogueChange {
  return {
    id: row.id,
    at: row.at,
    by: row.changed_by,
    subject: row.subject,
    fields: JSON.parse(row.fields) as CatalogueChange["fields"],
    summary: row.summary,
  };
}
