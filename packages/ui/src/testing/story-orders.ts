import type { EmailRecord, OrderEvent, OrderRecord, OrderStatus, ShopData } from "@shop/domain";
import { orderLine, orderRecord } from "@shop/domain/testing";
import { getMockData, MOCK_STAFF } from "@shop/mocks";

/**
 * Orders for the back office's stories: the mock database starts with none, so a story puts a busy
 * inbox in it (every status, a failed email, a cancelled order with its reason) before it renders.
 * Built from the mock catalogue's own parts and the store's tax rate, as placing them would.
 */

/** The reason the seeded cancelled order was cancelled with. */
export const CANCEL_REASON = "Customer found the part elsewhere";

interface Seed {
  orderNumber: string;
  name: string;
  phone: string;
  email: string;
  status: OrderStatus;
  minutesAgo: number;
  lines: [productIndex: number, quantity: number][];
}

/** The inbox the stories show, newest first. */
export const STORY_ORDERS = [
  { orderNumber: "TLH-20261123-K7M2Q", name: "Pat Lee", phone: "(850) 555-0100", email: "pat@example.com", status: "received", minutesAgo: 12, lines: [[0, 1], [3, 2]] },
  { orderNumber: "TLH-20261123-B4X9T", name: "Sam Ortiz", phone: "850-555-0133", email: "sam.ortiz@example.com", status: "received", minutesAgo: 48, lines: [[5, 1]] },
  { orderNumber: "TLH-20261123-R2D8W", name: "Jo Rivera", phone: "(850) 555-0177", email: "jo@example.com", status: "ready", minutesAgo: 130, lines: [[7, 3], [2, 1]] },
  { orderNumber: "TLH-20261122-H6N3P", name: "Alex Kim", phone: "(850) 555-0190", email: "alex.kim@example.com", status: "picked-up", minutesAgo: 26 * 60, lines: [[9, 1]] },
  { orderNumber: "TLH-20261122-C5V7Z", name: "Robin Hale", phone: "(850) 555-0111", email: "robin@example.com", status: "cancelled", minutesAgo: 29 * 60, lines: [[4, 1]] },
] as const satisfies readonly Seed[];

export type StoryOrder = (typeof STORY_ORDERS)[number];
export const storyOrder = (status: OrderStatus): StoryOrder => STORY_ORDERS.find((order) => order.status === status)!;

const at = (now: Date, minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

/** The history that brings an order to its status, each step 20 minutes after the one before. */
function historyOf(seed: Seed, now: Date): OrderEvent[] {
  const placed: OrderEvent = { status: "received", at: at(now, seed.minutesAgo), by: "customer" };
  const step = (status: OrderStatus, n: number, reason?: string): OrderEvent => ({
    status,
    at: at(now, seed.minutesAgo - 20 * n),
    by: MOCK_STAFF.email,
    ...(reason ? { reason } : {}),
  });
  if (seed.status === "ready") return [placed, step("ready", 1)];
  if (seed.status === "picked-up") return [placed, step("ready", 1), step("picked-up", 2)];
  if (seed.status === "cancelled") return [placed, step("cancelled", 1, CANCEL_REASON)];
  return [placed];
}

/** The emails the server would have kept: the ready order's customer email failed after every attempt. */
function emailsOf(seed: Seed, now: Date): EmailRecord[] {
  const email = (kind: EmailRecord["kind"], state: EmailRecord["state"], attempts: number, error?: string): EmailRecord => ({
    id: `${seed.orderNumber}-${kind}`,
    kind,
    orderNumber: seed.orderNumber,
    state,
    attempts,
    at: at(now, seed.minutesAgo - 1),
    ...(error ? { error } : {}),
  });
  const emails = [email("shop-order", "sent", 1), email("order-placed", "sent", 1)];
  if (seed.status === "ready") emails.push(email("order-ready", "failed", 4, "Connection refused by the mail server"));
  if (seed.status === "picked-up") emails.push(email("order-ready", "sent", 1));
  if (seed.status === "cancelled") emails.push(email("order-cancelled", "sent", 2));
  return emails;
}

function orderOf(data: ShopData, seed: Seed, id: number, now: Date): OrderRecord {
  const items = seed.lines.map(([index, quantity]) => orderLine(data.products[index]!, quantity));
  const history = historyOf(seed, now);
  return orderRecord(
    id,
    {
      orderNumber: seed.orderNumber,
      clientOrderNumber: `story-${id}`,
      sessionId: `story-session-${String(id).padStart(8, "0")}`,
      email: seed.email,
      name: seed.name,
      phone: seed.phone,
      items,
      status: seed.status,
      createdAt: history[0]!.at,
      history,
    },
    data.store.taxRate,
  );
}

/** Puts the story inbox (`STORY_ORDERS`) and its emails in the mock database, placed relative to `now`. */
export function seedStaffOrders(now = new Date(), data: ShopData = getMockData()): OrderRecord[] {
  const orders = STORY_ORDERS.map((seed, index) => orderOf(data, seed, index + 1, now));
  data.orders.push(...orders);
  data.emails.push(...STORY_ORDERS.flatMap((seed) => emailsOf(seed, now)));
  return orders;
}

/** The story inbox's ready order, its customer at the store ten minutes ago, waiting outside in `curbside`. */
export function storyCustomerHere(curbside = "Silver Honda Civic, by the door", data: ShopData = getMockData()): OrderRecord {
  const order = data.orders.find((o) => o.orderNumber === storyOrder("ready").orderNumber)!;
  order.history = [...(order.history ?? []), { status: "ready", at: new Date(Date.now() - 10 * 60_000).toISOString(), by: "customer", arrived: { curbside } }];
  return order;
}

/**
 * The story inbox's received order with its first line a special order: all its units on order
 * from the distributor, promised for five business days on, not yet arrived.
 */
export function storySpecialOrder(data: ShopData = getMockData()): OrderRecord {
  const order = data.orders.find((o) => o.orderNumber === storyOrder("received").orderNumber)!;
  const [line, ...rest] = order.items;
  const readyBy = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  order.items = [{ ...line!, onOrder: { quantity: line!.quantity, days: 5, readyBy } }, ...rest];
  return order;
}
