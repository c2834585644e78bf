/**
 * A shop with something in every collection, and every optional field both present and absent:
 * what a live database holds after months of trade, to prove the tables keep all of it.
 */
import { createPart, type OrderEvent, type Part, type ShopData } from "@shop/domain";
import { makeShop, orderLine, orderRecord, part, shopInfo } from "@shop/domain/testing";

const at = (day: number, time = "15:30:00.000") => `2026-11-${String(day).padStart(2, "0")}T${time}Z`;

/** A part the back office's own rule adds: it writes `supersedes: []` and `hidden: false`, in its own field order. */
function staffAddedPart(shop: ShopData): { record: Part; change: ShopData["catalogueChanges"][number] } {
  const result = createPart(
    shop,
    { name: "Condenser Fan Motor", partNumber: "HC39GE237", price: "142.5", quantityOnHand: 2, description: "1/4 HP, 825 RPM", compatibility: ["CA13NA048"], brandId: 2, categoryId: 2 },
    { now: new Date(at(20)), by: "sam@parts.test", newId: () => "change-added" },
  );
  if (!result.ok) throw new Error(result.error.message);
  const [put, entry] = result.changes;
  if (put?.op !== "put" || entry?.op !== "put") throw new Error("createPart answered no puts");
  return { record: put.record as Part, change: entry.record as ShopData["catalogueChanges"][number] };
}

export function richShop(): ShopData {
  const shop = makeShop();
  shop.store = shopInfo({ name: "Capital City Appliance & HVAC Parts", tagline: "Pièces d'origine — \"OEM\" only ✓", aggregateRating: { ratingValue: 4.7, reviewCount: 31 } });
  const [filter, timer, , capacitor] = shop.products as [Part, Part, Part, Part];
  shop.products.push(
    // Stored out of id order, as a list can be after edits: the order must come back as it was.
    part({
      id: 7, name: "Blower Wheel 10\" × 8\"", partNumber: "LA11AA005", price: "89", compatibility: ["58STA090-1", "58sta090 1", "58STA090-1"],
      supersedes: ["LA11-AA-004", "la11aa003"], hidden: true, image: "/images/blower-wheel.jpg", bin: "D2-07", brandId: 2, categoryId: 2,
    }),
    part({
      id: 5, name: "Igniter", partNumber: "SUR.3/2", price: "24.95", originalPrice: "29.5", compatibility: [], hidden: false, isPopular: true, specialOrderDays: 7,
      photo: { key: "0123456789abcdef", widths: [160, 480, 960], width: 1200, height: 900 },
    }),
  );
  const added = staffAddedPart(shop);
  shop.products.push(added.record);
  shop.posts.push({ ...(shop.posts[0] as ShopData["posts"][number]), id: 9, slug: "multi-line", content: "First line.\n\nSecond — with “quotes”.\r\nAnd a tab\there." });

  shop.cartItems = [
    { id: "line-b", sessionId: "bbbbbbbbbbbbbbbbbbbbb", productId: 2, quantity: 99, unitPrice: "32.50", addedAt: at(21) },
    { id: "line-a", sessionId: "aaaaaaaaaaaaaaaaaaaaa", productId: 1, quantity: 1, unitPrice: "49.99", addedAt: at(20) },
    { id: "line-c", sessionId: "aaaaaaaaaaaaaaaaaaaaa", productId: 7, quantity: 3, unitPrice: "89", addedAt: at(22) },
  ];

  const placed: OrderEvent = { status: "received", at: at(20), by: "customer" };
  shop.orders = [
    // Special orders: one unit of the filters on its way from the distributor, the capacitor arrived.
    orderRecord(2, {
      items: [
        { ...orderLine(filter, 2), onOrder: { quantity: 1, days: 3, readyBy: "2026-11-24" } },
        { ...orderLine(capacitor, 1), onOrder: { quantity: 1, days: 2, readyBy: "2026-11-23", arrivedAt: at(22, "09:15:00.000") } },
      ],
      history: [placed],
      sessionId: "aaaaaaaaaaaaaaaaaaaaa",
    }),
    // Stored before statuses existed: no history at all, which is not the same as an empty one.
    orderRecord(1, { createdAt: at(1) }),
    orderRecord(3, {
      items: [orderLine(timer, 1)],
      status: "cancelled",
      history: [placed, { status: "ready", at: at(20, "16:00:00.000"), by: "sam@parts.test" }, { status: "cancelled", at: at(21), by: "ana@parts.test", reason: "Customer called: wrong model" }],
      note: "Refunded at the counter.\nSee the binder.",
      email: "pat.o'neil@example.com",
      name: "Pat O'Neil",
    }),
    orderRecord(4, { items: [], history: [], clientOrderNumber: "client-2", sessionId: "bbbbbbbbbbbbbbbbbbbbb" }),
  ];

  shop.contactMessages = [
    { id: "msg-1", name: "Lee", email: "lee@example.com", message: "Do you carry Bosch door seals?", createdAt: at(18) },
    {
      id: "msg-2", name: "Kim Nguyễn", email: "kim@example.com", phone: "(850) 555-0111", subject: "Warranty", message: "My motor failed.\n\nHelp?",
      createdAt: at(19), handledAt: at(19, "18:00:00.000"), handledBy: "ana@parts.test",
    },
  ];
  shop.newsletterSignups = [
    { id: "sign-1", email: "lee@example.com", createdAt: at(2) },
    { id: "sign-2", email: "kim@example.com", createdAt: at(3), unsubscribedAt: at(9) },
    // Waiting for its address to confirm, and confirmed (docs/product.md, Newsletter sign-up).
    { id: "sign-3", email: "pat@example.com", createdAt: at(4), confirmationSentAt: at(5) },
    { id: "sign-4", email: "ana@example.com", createdAt: at(6), confirmedAt: at(6, "15:31:00.000") },
  ];
  shop.emails = [
    { id: "mail-1", kind: "shop-order", orderNumber: "TLH-20260101-00002", state: "sent", attempts: 1, at: at(20) },
    { id: "mail-2", kind: "order-placed", orderNumber: "TLH-20260101-00002", state: "failed", attempts: 4, at: at(20, "15:31:00.000"), error: "421 Service not available" },
    { id: "mail-3", kind: "shop-contact", contactId: "msg-2", state: "outbox", attempts: 0, at: at(19) },
    { id: "mail-4", kind: "newsletter-welcome", signupId: "sign-1", state: "retrying", attempts: 2, at: at(2), error: "connect ECONNREFUSED" },
  ];
  shop.catalogueChanges = [
    added.change,
    {
      id: "change-2", at: at(21), by: "import", subject: "import", summary: "Imported 12 new, 30 changed",
      fields: [{ field: "rows", before: null, after: { added: 12, changed: 30, models: ["A", "B"], ok: true, ratio: 0.25 } }],
    },
    { id: "change-1", at: at(20), by: "sam@parts.test", subject: "part:1", summary: "Price 54.99 -> 49.99", fields: [{ field: "price", before: "54.99", after: "49.99" }] },
  ];
  return shop;
}
