import {
  CSRF_HEADER,
  shopDay,
  STAFF_SIGN_IN_REFUSED,
  toCents,
  type CustomerOrderView,
  type DayReportCsv,
  type DayReportView,
  type FoundOrder,
  type OrderReceipt,
  type PartView,
  type PickListsView,
  type PickListView,
  type ShopInfo,
  type StaffOrderList,
  type StaffOrderView,
  type StaffSessionView,
} from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, fillCart, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";

/**
 * The contract's cases for the customer's order calls and the back office: who may reach them,
 * the CSRF defence, the pickup statuses and what they do to stock, the counter's pick lists
 * and order codes (`defineCounterCases`), and the day report. Part of `defineContract`, run
 * against each adapter; the staff account is the adapter's own (a staff.json account for the
 * server, MOCK_STAFF for the mocks).
 */

/** An account the adapter under test lets sign in. */
export interface StaffCredentials {
  email: string;
  password: string;
}

/**
 * Signs in with the adapter's account and answers the headers every staff call then sends: the
 * session's cookie to read (the mocks keep their one session themselves and set none), and the
 * cookie with the session's CSRF token to write.
 */
export async function staffSignIn(call: Call, staff: StaffCredentials): Promise<{ read: Record<string, string>; write: Record<string, string> }> {
  const reply = await call<StaffSessionView>("POST", "/staff/session", { json: staff });
  const session = expectOk(reply);
  expect(session).toEqual({ email: staff.email, csrfToken: expect.any(String) });
  const cookie = reply.headers.get("set-cookie")?.split(";")[0];
  const read: Record<string, string> = cookie ? { cookie } : {};
  return { read, write: { ...read, [CSRF_HEADER]: session.csrfToken } };
}

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  /** A part with at least `minimum` on hand (and passing `fits`) that no other case orders (see contract.ts). */
  claimInStock(minimum: number, fits?: (p: PartView) => boolean): Promise<PartView>;
  staff: StaffCredentials;
}

export function defineOrderAndStaffCases({ call, get, claimInStock, staff }: Kit): void {
  const customer = { email: "Sam.Lee@Example.com", name: "Sam Lee", phone: "(850) 555-0142" };

  /** A new guest session's order of `quantity` of `product`. */
  const placeOrder = async (product: PartView, quantity = 1) => {
    const { session, order } = await fillCart(call, get, customer, [{ product, quantity }]);
    const receipt = expectOk(await call<OrderReceipt>("POST", "/orders", { session, json: order }), 201);
    return { session, receipt };
  };

  const signIn = () => staffSignIn(call, staff);
  /** Signs out the session of `headers`; with none, the mocks' one session (the server has none to end). */
  const signOut = async (headers: Record<string, string> = {}) => expect((await call("DELETE", "/staff/session", { headers })).status).toBe(204);

  const setStatus = (orderNumber: string, headers: Record<string, string>, json: unknown) =>
    call<StaffOrderView>("POST", `/staff/orders/${orderNumber}/status`, { headers, json });

  describe("the customer's order calls", () => {
    it("open the order page with its key, and answer a wrong key exactly as an unknown order (404)", async () => {
      const { receipt } = await placeOrder(await claimInStock(2));
      const page = expectOk(await get<CustomerOrderView>(`/orders/${receipt.orderNumber}?key=${receipt.key}`));
      expect(page).toMatchObject({ orderNumber: receipt.orderNumber, status: "received", total: receipt.total });
      const wrongKey = await get(`/orders/${receipt.orderNumber}?key=${receipt.key.slice(1)}x`);
      const noKey = await get(`/orders/${receipt.orderNumber}`);
      const unknown = await get(`/orders/TLH-20200101-ABCDE?key=${receipt.key}`);
      expectError(unknown, 404);
      for (const reply of [wrongKey, noKey]) expect({ status: reply.status, text: reply.text }).toEqual({ status: 404, text: unknown.text });
    });

    it("answer \"Find my order\" with the key for the right email, and one answer for every miss", async () => {
      const { receipt } = await placeOrder(await claimInStock(2));
      const found = expectOk(await call<FoundOrder>("POST", "/orders/lookup", { json: { orderNumber: receipt.orderNumber, email: "sam.lee@example.COM" } }));
      expect(found).toEqual({ orderNumber: receipt.orderNumber, key: receipt.key });
      const wrongEmail = await call("POST", "/orders/lookup", { json: { orderNumber: receipt.orderNumber, email: "someone@example.com" } });
      const unknown = await call("POST", "/orders/lookup", { json: { orderNumber: "TLH-20200101-ABCDE", email: customer.email } });
      expectError(unknown, 404);
      expect({ status: wrongEmail.status, text: wrongEmail.text }).toEqual({ status: 404, text: unknown.text });
    });

    it("show an order to the guest session that placed it, and to no other (404)", async () => {
      const { session, receipt } = await placeOrder(await claimInStock(2));
      expect(expectOk(await get<CustomerOrderView>(`/orders/${receipt.orderNumber}/receipt`, { session }))).toMatchObject({ orderNumber: receipt.orderNumber });
      expectError(await get(`/orders/${receipt.orderNumber}/receipt`, { session: newSessionId() }), 404);
    });
  });

  describe("the back office", () => {
    const staffCalls: [string, string, unknown][] = [
      ["GET", "/staff/session", undefined],
      ["GET", "/staff/orders", undefined],
      ["GET", "/staff/orders/TLH-20200101-ABCDE", undefined],
      ["POST", "/staff/orders/TLH-20200101-ABCDE/status", { status: "ready" }],
      ["PUT", "/staff/orders/TLH-20200101-ABCDE/note", { note: "x" }],
      ["POST", "/staff/orders/TLH-20200101-ABCDE/lines/1/arrived", {}],
    ];

    it.each(staffCalls)("answers %s %s with 401 before sign-in, and a guest session-id does not change that", async (method, path, json) => {
      await signOut();
      expectError(await call(method, path, { json }), 401);
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
    });

    it("refuses a wrong password with 401 and its one message, and signs nobody in", async () => {
      await signOut();
      const body = expectError(await call("POST", "/staff/session", { json: { ...staff, password: `${staff.password}x` } }), 401);
      expect(body.message).toBe(STAFF_SIGN_IN_REFUSED);
      expectError(await get("/staff/session"), 401);
    });

    it("signs in, lists orders newest first, and signs out again", async () => {
      const { receipt } = await placeOrder(await claimInStock(2));
      const { read } = await signIn();
      expect(expectOk(await get<StaffSessionView>("/staff/session", { headers: read }))).toMatchObject({ email: staff.email });
      const list = expectOk(await get<StaffOrderList>(`/staff/orders?q=${receipt.orderNumber}`, { headers: read }));
      expect(list.orders.map((o) => o.orderNumber)).toEqual([receipt.orderNumber]);
      await signOut(read);
      // The mocks forget their one session; the server's cookie no longer opens one.
      expectError(await get("/staff/session", { headers: read }), 401);
    });

    it("refuses a staff write without the CSRF token, or with a wrong one, with 403 naming the header", async () => {
      const { receipt } = await placeOrder(await claimInStock(2));
      const { read, write } = await signIn();
      expectError(await setStatus(receipt.orderNumber, read, { status: "ready" }), 403, CSRF_HEADER);
      expectError(await setStatus(receipt.orderNumber, { ...read, [CSRF_HEADER]: "not-the-token" }, { status: "ready" }), 403, CSRF_HEADER);
      expectError(await call("PUT", `/staff/orders/${receipt.orderNumber}/note`, { headers: read, json: { note: "x" } }), 403, CSRF_HEADER);
      const order = expectOk(await get<StaffOrderView>(`/staff/orders/${receipt.orderNumber}`, { headers: write }));
      expect(order.status).toBe("received");
    });

    it("moves an order received -> ready -> picked up, refusing any other move with 409 and a message", async () => {
      const { receipt } = await placeOrder(await claimInStock(2));
      const { write } = await signIn();
      const skip = expectError(await setStatus(receipt.orderNumber, write, { status: "picked-up" }), 409, "status");
      expect(skip.message).toContain(receipt.orderNumber);
      expect(expectOk(await setStatus(receipt.orderNumber, write, { status: "ready" }))).toMatchObject({ status: "ready" });
      // Picked up only with how it was paid: a wrong payment names its field and changes nothing.
      expectError(await setStatus(receipt.orderNumber, write, { status: "picked-up" }), 400, "payment");
      expectError(await setStatus(receipt.orderNumber, write, { status: "picked-up", payment: { method: "iou", amount: receipt.total } }), 400, "payment.method");
      expectError(await setStatus(receipt.orderNumber, write, { status: "picked-up", payment: { method: "card", amount: "lots" } }), 400, "payment.amount");
      expect(expectOk(await get<StaffOrderView>(`/staff/orders/${receipt.orderNumber}`, { headers: write })).status).toBe("ready");
      const picked = expectOk(await setStatus(receipt.orderNumber, write, { status: "picked-up", payment: { method: "card", amount: receipt.total } }));
      expect(picked).toMatchObject({ status: "picked-up" });
      expect(picked.history.at(-1)).toMatchObject({ status: "picked-up", by: staff.email, payment: { method: "card", amount: receipt.total } });
      expectError(await setStatus(receipt.orderNumber, write, { status: "cancelled", reason: "Too late" }), 409, "status");
      const page = expectOk(await get<CustomerOrderView>(`/orders/${receipt.orderNumber}?key=${receipt.key}`));
      expect(page.status).toBe("picked-up");
    });

    it("cancels only with a reason (400 naming it), and a cancel puts the stock back", async () => {
      const product = await claimInStock(3);
      const { receipt } = await placeOrder(product, 2);
      expect((expectOk(await get<PartView>(`/products/${product.id}`))).quantityOnHand).toBe(product.quantityOnHand - 2);
      const { write } = await signIn();
      expectError(await setStatus(receipt.orderNumber, write, { status: "cancelled" }), 400, "reason");
      expectError(await setStatus(receipt.orderNumber, write, { status: "cancelled", reason: "   " }), 400, "reason");
      const cancelled = expectOk(await setStatus(receipt.orderNumber, write, { status: "cancelled", reason: "Customer called" }));
      expect(cancelled.status).toBe("cancelled");
      expect((expectOk(await get<PartView>(`/products/${product.id}`))).quantityOnHand).toBe(product.quantityOnHand);
    });

    it("keeps a special order from ready (409) until staff mark its line arrived; the arrived call names what is wrong", async () => {
      const special = await claimInStock(0, (p) => !p.inStock && p.specialOrderDays !== undefined);
      const plain = await claimInStock(2);
      const { session, order } = await fillCart(call, get, { ...customer, email: `special.${newSessionId()}@example.com` }, [
        { product: special, quantity: 2 },
        { product: plain, quantity: 1 },
      ]);
      const receipt = expectOk(await call<OrderReceipt>("POST", "/orders", { session, json: order }), 201);
      const arrived = (productId: number | string, headers: Record<string, string>) =>
        call<StaffOrderView>("POST", `/staff/orders/${receipt.orderNumber}/lines/${productId}/arrived`, { headers, json: {} });
      const { write } = await signIn();
      const view = expectOk(await get<StaffOrderView>(`/staff/orders/${receipt.orderNumber}`, { headers: write }));
      expect(view.items.find((line) => line.productId === special.id)?.onOrder).toEqual({ quantity: 2, days: special.specialOrderDays, readyBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(view.next).toEqual(["cancelled"]);
      expect(expectError(await setStatus(receipt.orderNumber, write, { status: "ready" }), 409, "status").message).toContain("on order from the distributor");
      expectError(await arrived(plain.id, write), 409, "productId");
      expectError(await arrived(999_999, write), 404, "productId");
      expectError(await arrived("one", write), 400, "productId");
      expect((await call("POST", `/staff/orders/TLH-20260101-ZZZZZ/lines/${special.id}/arrived`, { headers: write, json: {} })).status).toBe(404);
      expect(expectOk(await get<StaffOrderView>(`/staff/orders/${receipt.orderNumber}`, { headers: write })).next).toEqual(["cancelled"]);
      const marked = expectOk(await arrived(special.id, write));
      expect(marked.items.find((line) => line.productId === special.id)?.onOrder?.arrivedAt).toEqual(expect.any(String));
      expect(marked.next).toEqual(["ready", "cancelled"]);
      expect(expectOk(await setStatus(receipt.orderNumber, write, { status: "ready" }))).toMatchObject({ status: "ready" });
      expect(expectOk(await get<PartView>(`/products/${special.id}`)).quantityOnHand).toBe(0);
    });
  });
}

/**
 * The contract's cases for the counter's handoff: an order's pick list in bin order, a day's pick
 * lists, and the order codes on the pick list and the customer's page. Part of `defineContract`.
 */

const isSvg = (svg: string) => /^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>/.test(svg) && svg.includes("<path");

export function defineCounterCases({ call, get, claimInStock, staff }: Kit): void {
  const customer = { email: "robin.counter@example.com", name: "Robin Counter", phone: "(850) 555-0161" };

  describe("the counter's pick lists and order codes", () => {
    it("answer 401 before sign-in", async () => {
      await call("DELETE", "/staff/session");
      expectError(await get("/staff/orders/TLH-20200101-ABCDE/pick-list"), 401);
      expectError(await get("/staff/pick-lists"), 401);
      expectError(await get("/staff/arrivals"), 401);
    });

    it("list an order's lines in bin order (A-10 before B-2, no bin last) with the customer, the count and the codes", async () => {
      const [far, near, none] = [await claimInStock(3), await claimInStock(3), await claimInStock(3)];
      const { write } = await staffSignIn(call, staff);
      for (const [part, bin] of [[far, "b-2"], [near, " A-10 "], [none, ""]] as const) {
        expectOk(await call("PUT", `/staff/parts/${part.id}`, { headers: write, json: { bin } }));
      }
      // A bin is the staff's: the storefront's answer about the part never carries it.
      expect(expectOk(await get<PartView>(`/products/${near.id}`))).not.toHaveProperty("bin");

      const { session, order } = await fillCart(call, get, customer, [{ product: none, quantity: 1 }, { product: far, quantity: 2 }, { product: near, quantity: 1 }]);
      const receipt = expectOk(await call<OrderReceipt>("POST", "/orders", { session, json: order }), 201);
      const list = expectOk(await get<PickListView>(`/staff/orders/${receipt.orderNumber}/pick-list`, { headers: write }));
      expect(list.lines.map((line) => [line.productId, line.bin ?? null, line.quantity])).toEqual([[near.id, "A-10", 1], [far.id, "b-2", 2], [none.id, null, 1]]);
      expect(list).toMatchObject({ orderNumber: receipt.orderNumber, status: "received", name: customer.name, phone: customer.phone, itemCount: 4 });
      expect(list.lines[0]).toMatchObject({ partNumber: near.partNumber, name: near.name });
      expect(isSvg(list.codes.code128) && isSvg(list.codes.qr)).toBe(true);

      // The customer's page shows the same codes while the order is open, and none once it is closed.
      const page = expectOk(await get<CustomerOrderView>(`/orders/${receipt.orderNumber}?key=${receipt.key}`));
      expect(page.codes).toEqual(list.codes);
      const cancelled = await call<StaffOrderView>("POST", `/staff/orders/${receipt.orderNumber}/status`, { headers: write, json: { status: "cancelled", reason: "Contract test" } });
      expectOk(cancelled);
      expect(expectOk(await get<CustomerOrderView>(`/orders/${receipt.orderNumber}?key=${receipt.key}`))).not.toHaveProperty("codes");
    });

    it("answer 404 for an order that does not exist", async () => {
      const { read } = await staffSignIn(call, staff);
      expectError(await get("/staff/orders/TLH-20200101-ABCDE/pick-list", { headers: read }), 404);
    });

    it("print a day's orders still received, oldest first, and leave out one marked ready", async () => {
      const { read, write } = await staffSignIn(call, staff);
      const placed: OrderReceipt[] = [];
      for (const _ of [1, 2]) {
        const { session, order } = await fillCart(call, get, customer, [{ product: await claimInStock(2), quantity: 1 }]);
        placed.push(expectOk(await call<OrderReceipt>("POST", "/orders", { session, json: order }), 201));
      }
      const store = expectOk(await get<ShopInfo>("/store"));
      const first = expectOk(await get<StaffOrderView>(`/staff/orders/${placed[0]!.orderNumber}`, { headers: read }));
      const day = shopDay(new Date(first.createdAt), store.timeZone);
      const numbers = async () => {
        const answer = expectOk(await get<PickListsView>(`/staff/pick-lists?day=${day}`, { headers: read }));
        expect(answer.day).toBe(day);
        return answer.lists.map((list) => list.orderNumber).filter((number) => placed.some((order) => order.orderNumber === number));
      };
      expect(await numbers()).toEqual(placed.map((order) => order.orderNumber));
      expectOk(await call("POST", `/staff/orders/${placed[0]!.orderNumber}/status`, { headers: write, json: { status: "ready" } }));
      expect(await numbers()).toEqual([placed[1]!.orderNumber]);
      expect(expectOk(await get<PickListsView>("/staff/pick-lists?day=2020-01-06", { headers: read }))).toEqual({ day: "2020-01-06", lists: [] });
    });

    it("tell the counter a customer of a ready order is here, with their car, until it is picked up", async () => {
      const { write, read } = await staffSignIn(call, staff);
      const { session, order } = await fillCart(call, get, customer, [{ product: await claimInStock(2), quantity: 1 }]);
      const receipt = expectOk(await call<OrderReceipt>("POST", "/orders", { session, json: order }), 201);
      const arrive = (json: unknown, key = receipt.key) => call<CustomerOrderView>("POST", `/orders/${receipt.orderNumber}/arrived?key=${key}`, { json });
      const here = async () => expectOk(await get<{ arrivals: { orderNumber: string; curbside?: string }[] }>("/staff/arrivals", { headers: read })).arrivals.filter((a) => a.orderNumber === receipt.orderNumber);

      expectError(await arrive({}), 409, "status");
      expectError(await arrive({}, `${receipt.key.slice(1)}x`), 404);
      expectOk(await call("POST", `/staff/orders/${receipt.orderNumber}/status`, { headers: write, json: { status: "ready" } }));
      expectError(await arrive({ curbside: "x".repeat(121) }), 400, "curbside");
      expect(await here()).toEqual([]);

      const view = expectOk(await arrive({ curbside: "Red pickup by the door" }));
      expect(view).toMatchObject({ status: "ready", arrived: { at: expect.any(String), curbside: "Red pickup by the door" } });
      expect(await here()).toEqual([expect.objectContaining({ orderNumber: receipt.orderNumber, name: customer.name, curbside: "Red pickup by the door" })]);
      const staffView = expectOk(await get<StaffOrderView>(`/staff/orders/${receipt.orderNumber}`, { headers: read }));
      expect(staffView.arrived).toEqual(view.arrived);
      expect(staffView.history.at(-1)).toMatchObject({ status: "ready", by: "customer", arrived: { curbside: "Red pickup by the door" } });

      expectOk(await call("POST", `/staff/orders/${receipt.orderNumber}/status`, { headers: write, json: { status: "picked-up", payment: { method: "cash", amount: receipt.total } } }));
      expect(await here()).toEqual([]);
      expectError(await arrive({}), 409, "status");
    });

    it("refuse a day that is not a date with 400 naming the field", async () => {
      const { read } = await staffSignIn(call, staff);
      for (const day of ["yesterday", "2026-13-01", "2026-02-30", "2026-12-3"]) expectError(await get(`/staff/pick-lists?day=${day}`, { headers: read }), 400, "day");
    });
  });

  describe("the day report", () => {
    it("answers 401 before sign-in, and 400 naming `date` for a day that is not a date", async () => {
      await call("DELETE", "/staff/session");
      expectError(await get("/staff/reports/day"), 401);
      expectError(await get("/staff/reports/day/export"), 401);
      const { read } = await staffSignIn(call, staff);
      for (const date of ["yesterday", "2026-02-30", "2026-12-3"]) {
        expectError(await get(`/staff/reports/day?date=${date}`, { headers: read }), 400, "date");
        expectError(await get(`/staff/reports/day/export?date=${date}`, { headers: read }), 400, "date");
      }
    });

    const placeOrder = async (product: PartView) => {
      const { session, order } = await fillCart(call, get, customer, [{ product, quantity: 1 }]);
      return { receipt: expectOk(await call<OrderReceipt>("POST", "/orders", { session, json: order }), 201) };
    };
    const setStatus = (orderNumber: string, headers: Record<string, string>, json: unknown) =>
      call<StaffOrderView>("POST", `/staff/orders/${orderNumber}/status`, { headers, json });

    it("lists the day's placed, picked-up and cancelled orders, the takings by method, and the same as CSV", async () => {
      const { read, write } = await staffSignIn(call, staff);
      const paid = await placeOrder(await claimInStock(2));
      const dropped = await placeOrder(await claimInStock(2));
      const created = expectOk(await get<StaffOrderView>(`/staff/orders/${paid.receipt.orderNumber}`, { headers: read })).createdAt;
      const day = shopDay(new Date(created), expectOk(await get<ShopInfo>("/store")).timeZone);
      const report = async () => expectOk(await get<DayReportView>(`/staff/reports/day?date=${day}`, { headers: read }));
      const checks = (view: DayReportView) => view.takings.find((takings) => takings.method === "check")!;

      const before = await report();
      expect(before.day).toBe(day);
      expect(before.placed.map((order) => order.orderNumber)).toEqual(expect.arrayContaining([paid.receipt.orderNumber, dropped.receipt.orderNumber]));
      expectOk(await setStatus(paid.receipt.orderNumber, write, { status: "ready" }));
      expectOk(await setStatus(paid.receipt.orderNumber, write, { status: "picked-up", payment: { method: "check", amount: paid.receipt.total } }));
      expectOk(await setStatus(dropped.receipt.orderNumber, write, { status: "cancelled", reason: "Bought it elsewhere" }));

      const after = await report();
      expect(after.pickedUp).toContainEqual(expect.objectContaining({ orderNumber: paid.receipt.orderNumber, name: customer.name, payment: { method: "check", amount: paid.receipt.total } }));
      expect(after.cancelled).toContainEqual(expect.objectContaining({ orderNumber: dropped.receipt.orderNumber, reason: "Bought it elsewhere", by: staff.email }));
      expect(checks(after).count).toBe(checks(before).count + 1);
      expect(toCents(checks(after).amount)).toBe(toCents(checks(before).amount) + toCents(paid.receipt.total));
      expect(toCents(after.total)).toBe(toCents(before.total) + toCents(paid.receipt.total));

      const file = expectOk(await get<DayReportCsv>(`/staff/reports/day/export?date=${day}`, { headers: read }));
      expect(file.filename).toBe(`day-report-${day}.csv`);
      expect(file.csv.split("\n")[0]).toBe("section,order_number,customer,time,order_total,paid_by,amount_taken,reason");
      expect(file.csv).toContain(`picked up,${paid.receipt.orderNumber},${customer.name},`);
      expect(file.csv).toContain(`cancelled,${dropped.receipt.orderNumber},`);

      expect(expectOk(await get<DayReportView>("/staff/reports/day?date=2020-01-06", { headers: read }))).toMatchObject({
        day: "2020-01-06", placed: [], pickedUp: [], cancelled: [], notCollected: [], total: "0.00",
      });
    });
  });
}
