/**
 * What `npm run bench:scale` asks of one store at one catalogue size: the samples it asks about
 * (drawn once per size from the seeded data, so every store answers the same questions), and each
 * measurement, timed one request after the other with plain fetch. See bench/scale.ts.
 */
import { get as httpGet } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { performance } from "node:perf_hooks";
import {
  computeTotals,
  fromCents,
  lineTotalCents,
  orderLineText,
  pagePaths,
  symptomKeys,
  type CartItem,
  type PartList,
  type PartType,
  type PartView,
  type QuickOrderView,
  type ShopData,
  type ShopInfo,
} from "@shop/domain";
import { mulberry32, samplePositions } from "../scripts/seed/random.ts";
import { post, sessionId, spread } from "./measure.ts";

/** How many of each: listing pages, searches, model look-ups, part pages, timed orders, orders under the probes. */
export const COUNTS = { listings: 30, searches: 20, models: 20, pages: 20, orders: 50, probedOrders: 20, quickOrders: 10, quickLines: 10, symptomPages: 20, specialOrders: 20 };
/** The probes' cadence while orders land. */
const PROBE_EVERY_MS = 20;

export interface Samples {
  /** The category with the most parts: its listing is the longest. */
  category: { id: number; slug: string; type: PartType; parts: number };
  /** Page numbers (from 0) of that listing, each asked for once. */
  listingPages: number[];
  partNumbers: string[];
  models: string[];
  /** Parts whose page is rendered once each. */
  pageParts: { id: number; partNumber: string }[];
  /** Distinct in-stock parts, one for each order. */
  orderParts: number[];
  /** Quick orders of in-stock parts, each lines of part number and id (the id for the same lines added one at a time). */
  quickOrders: { partNumber: string; id: number }[][];
  /** Symptom pages, each narrowed to a model the catalogue lists. */
  symptomPages: string[];
  /** Special-order parts with none on hand, one for each special order (the seed makes some; an order never takes their stock). */
  specialOrderParts: number[];
}

/** The questions for a catalogue, drawn with a fixed seed so every run and store gets the same ones. */
export function samplesOf(data: ShopData): Samples {
  const rng = mulberry32(4242);
  const shown = data.products.filter((p) => !p.hidden);
  const perCategory = new Map<number, number>();
  for (const part of shown) perCategory.set(part.categoryId, (perCategory.get(part.categoryId) ?? 0) + 1);
  const [categoryId, parts] = [...perCategory].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  const category = data.categories.find((c) => c.id === categoryId);
  if (!category) throw new Error("the seed has no category with parts");
  const pick = <T>(items: readonly T[], k: number): T[] => Array.from(samplePositions(rng, items.length, k), (i) => items[i] as T);
  const pageCount = Math.ceil(parts / 20);
  const inStock = shown.filter((p) => p.quantityOnHand > 0);
  // Drawn in this order, so each sample is the one earlier runs drew.
  const listingPages = Array.from(samplePositions(rng, pageCount, COUNTS.listings));
  const partNumbers = pick(shown, COUNTS.searches).map((p) => p.partNumber);
  const models = pick(shown, COUNTS.models).map((p) => p.compatibility[Math.floor(rng() * p.compatibility.length)] as string);
  const pageParts = pick(shown, COUNTS.pages).map((p) => ({ id: p.id, partNumber: p.partNumber }));
  const orderParts = pick(inStock, COUNTS.orders + COUNTS.probedOrders).map((p) => p.id);
  const ordered = new Set(orderParts);
  const spare = inStock.filter((p) => !ordered.has(p.id));
  // A stream of its own, so the samples drawn before special orders existed stay the ones drawn.
  const special = shown.filter((p) => p.quantityOnHand === 0 && p.specialOrderDays !== undefined);
  const specialRng = mulberry32(4243);
  const specialOrderParts = Array.from({ length: Math.min(COUNTS.specialOrders, special.length) }, () => special[Math.floor(specialRng() * special.length)]!.id);
  return {
    category: { id: category.id, slug: category.slug, type: category.type, parts },
    listingPages,
    partNumbers,
    models,
    pageParts,
    orderParts,
    // Parts no timed order takes, so the restarted server's reads find them in stock too.
    quickOrders: Array.from({ length: COUNTS.quickOrders }, () => pick(spare, COUNTS.quickLines).map((p) => ({ partNumber: p.partNumber, id: p.id }))),
    symptomPages: Array.from({ length: COUNTS.symptomPages }, () => {
      const keys = symptomKeys();
      const symptom = keys[Math.floor(rng() * keys.length)]!;
      const part = pick(shown, 1)[0]!;
      return pagePaths.symptom(symptom.appliance, symptom.slug, part.compatibility[0]);
    }),
    specialOrderParts,
  };
}

/** p50 and p99 in ms, with how many samples made them and how many requests the server cut. */
export interface Timing {
  p50: number;
  p99: number;
  n: number;
  cut: number;
}

/**
 * Whether the server dropped the request unanswered: a reset connection, or 408. Node's server
 * does that to a request whose headers it has not read within its headers timeout (10 s here), as
 * happens when its event loop is held up for longer.
 */
function wasCut(error: unknown): boolean {
  const own = error as { code?: string; cause?: { code?: string } };
  const code = own.code ?? own.cause?.code;
  return code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET" || (error instanceof Error && error.message.includes(" answered 408"));
}

/**
 * Runs `task` on each item in turn, timing each run: p50, p99 and every time in order. With
 * `cuts`, a run the server cut is counted, not timed, and the rest go on; else it stops the bench.
 */
async function timeEach<T>(items: readonly T[], task: (item: T) => Promise<void>, cuts = false): Promise<Timing & { times: number[] }> {
  const times: number[] = [];
  let cut = 0;
  for (const item of items) {
    const t0 = performance.now();
    try {
      await task(item);
    } catch (error) {
      if (!cuts || !wasCut(error)) throw error;
      cut++;
      continue;
    }
    times.push(performance.now() - t0);
  }
  return { ...spread(times), n: times.length, cut, times };
}

async function getOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await getOk(url)).json()) as T;
}

/** Polls /healthz every 10 ms until it answers 200. */
export async function untilHealthy(url: string): Promise<void> {
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then((res) => res.status === 200, () => false);
    if (ok) return;
    await sleep(10);
  }
}

export interface ReadFigures {
  /** The first catalogue answer after the start (which derives the catalogue's sorts and indexes), in ms. */
  firstApiMs: number;
  /** The first page after the start, the home page (React's first render in the process), in ms. */
  firstPageMs: number;
  listing: Timing;
  search: Timing;
  /** Of the sampled part numbers, how many came back as the first result. */
  searchFirst: number;
  model: Timing;
  partPage: Timing;
  /** Ten lines put into a new cart by the quick-order pad's one call. */
  quickOrder: Timing;
  /** The same ten lines added one call at a time, as without the pad: the quick order's baseline. */
  addOneByOne: Timing;
  /** First renders of a symptom page narrowed to a model (one catalogue search a kind of part). */
  symptomPage: Timing;
}

/**
 * The reads, in this order: the first catalogue answer and the first page after the start (timed
 * apart, so the figures after them are a warm server's), listing pages, part-number searches,
 * model look-ups, first renders of part pages.
 */
export async function measureReads(url: string, samples: Samples): Promise<ReadFigures> {
  const api = `${url}/api`;
  const first = await timeEach([`${api}/products?limit=1`, `${url}${pagePaths.home()}`], async (read) => {
    await (await getOk(read)).arrayBuffer();
  });
  const listing = await timeEach(samples.listingPages, async (page) => {
    const list = await getJson<PartList>(`${api}/products?categoryId=${samples.category.id}&sort=price-asc&limit=20&offset=${page * 20}`);
    if (list.products.length === 0) throw new Error(`page ${page} of category ${samples.category.slug} is empty`);
  });
  let searchFirst = 0;
  const search = await timeEach(samples.partNumbers, async (partNumber) => {
    const list = await getJson<PartList>(`${api}/products?search=${encodeURIComponent(partNumber)}`);
    if (list.products[0]?.partNumber === partNumber) searchFirst++;
  });
  const model = await timeEach(samples.models, async (model) => {
    const parts = await getJson<PartView[]>(`${api}/products/search-by-model/${encodeURIComponent(model)}`);
    if (parts.length === 0) throw new Error(`no part fits ${model}`);
  });
  const partPage = await timeEach(samples.pageParts, async ({ id, partNumber }) => {
    const html = await (await getOk(url + pagePaths.product(id))).text();
    if (!html.includes(partNumber)) throw new Error(`the page of part ${id} does not show ${partNumber}`);
  });
  const quickOrder = await timeEach(samples.quickOrders, async (lines) => {
    const answer = await post(`${api}/cart/quick-order`, sessionId(), { lines: lines.map(({ partNumber }) => ({ partNumber, quantity: 1 })) });
    const added = (answer.json as QuickOrderView | null)?.added.length;
    if (answer.status !== 200 || added !== lines.length) throw new Error(`quick order answered ${answer.status}, ${added} of ${lines.length} lines added`);
  });
  const addOneByOne = await timeEach(samples.quickOrders, async (lines) => {
    const session = sessionId();
    for (const { id } of lines) {
      const added = await post(`${api}/cart`, session, { productId: id });
      if (added.status !== 201) throw new Error(`add to cart answered ${added.status}`);
    }
  });
  const symptomPage = await timeEach(samples.symptomPages, async (path) => {
    const html = await (await getOk(url + path)).text();
    if (!html.includes("Parts to check")) throw new Error(`${path} shows no parts to check`);
  });
  return { firstApiMs: first.times[0] ?? NaN, firstPageMs: first.times[1] ?? NaN, listing, search, searchFirst, model, partPage, quickOrder, addOneByOne, symptomPage };
}

/** Adds one of the part to a new guest session's cart and places the order, as the checkout does. */
async function placeOrder(api: string, productId: number, taxRate: string): Promise<void> {
  const session = sessionId();
  const added = await post(`${api}/cart`, session, { productId });
  if (added.status !== 201) throw new Error(`add to cart answered ${added.status}: ${JSON.stringify(added.json)}`);
  const line = added.json as CartItem;
  const totals = computeTotals([line], taxRate);
  const lineTotal = fromCents(lineTotalCents(line.unitPrice, line.quantity));
  const order = await post(`${api}/orders`, session, {
    // An email per order, as per customer: the orders one email may have open come to a limited value.
    email: `bench-${session}@example.com`,
    name: "Scale Bench",
    phone: "(850) 555-0100",
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    items: [orderLineText({ ...line.product, quantity: line.quantity, lineTotal })],
    orderNumber: `scale-${session}`,
  });
  if (order.status !== 201) throw new Error(`order answered ${order.status}: ${JSON.stringify(order.json)}`);
}

export interface OrderFigures {
  /** Add to cart and place the order, one order after the other. */
  order: Timing;
  /** The same for a special-order part with none on hand: its line goes on order with its ready day. */
  specialOrder: Timing;
  /** The longest wait of a /healthz and of a page read, each asked every ~20 ms while more orders land. */
  healthz: ProbeFigures;
  page: ProbeFigures;
  /** Of the orders placed under the probes, how many the server cut. */
  probedOrdersCut: number;
  /** The page the probe read. */
  probedPage: string;
}

export interface ProbeFigures {
  /** The longest wait in ms, to the answer or to the server cutting the request. */
  longest: number;
  /** How many requests the server cut. */
  cut: number;
}

/**
 * One GET on a connection of its own, as a monitor asks; the time to the answer's last byte in ms.
 * (On a kept-alive connection a request could meet the server closing it after an idle spell, and
 * fail for the connection's sake, not the server's answer's.)
 */
function timedGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const request = httpGet(url, { agent: false }, (res) => {
      res.resume();
      res.on("error", reject);
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`GET ${url} answered ${res.statusCode}`))));
    });
    request.on("error", reject);
  });
}

/** Asks `url` again ~every PROBE_EVERY_MS, one request in flight, until `done()`. */
async function probe(url: string, done: () => boolean): Promise<ProbeFigures> {
  const figures: ProbeFigures = { longest: 0, cut: 0 };
  while (!done()) {
    const t0 = performance.now();
    try {
      await timedGet(url);
    } catch (error) {
      if (!wasCut(error)) throw error;
      figures.cut++;
    }
    const ms = performance.now() - t0;
    figures.longest = Math.max(figures.longest, ms);
    await sleep(Math.max(0, PROBE_EVERY_MS - ms));
  }
  return figures;
}

/** COUNTS.orders timed orders alone, then COUNTS.probedOrders more with the two probes running. */
export async function measureOrders(url: string, samples: Samples): Promise<OrderFigures> {
  const api = `${url}/api`;
  const { taxRate } = await getJson<ShopInfo>(`${api}/store`);
  const place = (productId: number) => placeOrder(api, productId, taxRate);
  const order = await timeEach(samples.orderParts.slice(0, COUNTS.orders), place, true);
  const specialOrder = await timeEach(samples.specialOrderParts, place, true);

  const probedPage = pagePaths.category(samples.category);
  let landed = false;
  const probes = Promise.all([probe(`${url}/healthz`, () => landed), probe(url + probedPage, () => landed)]);
  // Awaited below; a probe that fails meanwhile must not end the process before the server is stopped.
  probes.catch(() => undefined);
  let probedOrdersCut = 0;
  try {
    probedOrdersCut = (await timeEach(samples.orderParts.slice(COUNTS.orders), place, true)).cut;
  } finally {
    landed = true;
  }
  const [healthz, page] = await probes;
  return { order, specialOrder, healthz, page, probedOrdersCut, probedPage };
}
