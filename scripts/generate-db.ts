/**
 * The seed database of Capital City Appliance & HVAC Parts, generated deterministically.
 *
 *   npx tsx scripts/generate-db.ts                      writes db.json at the repository root
 *   npx tsx scripts/generate-db.ts --products 50000 --out /tmp/db-50k.json
 *
 * Options: --products N (default 320), --out PATH (default <repo>/db.json), --seed N.
 *
 * Every value comes from the fixed tables below and a seeded PRNG (mulberry32), so the same options
 * always give byte-identical output. The store record, categories, brands and blog posts are fixed;
 * only the products grow with N. Part numbers stay unique across the whole catalogue at any size.
 */
import { mkdirSync, realpathSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type {
  BlogPost,
  Brand,
  Category,
  PartType,
  Product,
  ShippingMethod,
  ShopData,
  StoreRecord,
} from "../packages/domain/src/types.ts";

export interface GenerateOptions {
  /** How many products to generate; a non-negative integer. */
  products: number;
  /** PRNG seed; the same seed and count always give the same data. */
  seed?: number;
}

export const DEFAULT_PRODUCT_COUNT = 320;
export const DEFAULT_SEED = 32308;

// ---- PRNG ---------------------------------------------------------------------------------------

type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[], total: number): T {
  let r = rng() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error("pick from an empty list");
  return last;
}

/** The first `k` entries of a random permutation of 0..n-1 (a partial Fisher-Yates shuffle). */
function samplePositions(rng: Rng, n: number, k: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const take = Math.min(k, n);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(rng() * (n - i));
    const tmp = order[i] as number;
    order[i] = order[j] as number;
    order[j] = tmp;
  }
  return order.subarray(0, take);
}

// ---- Patterns -----------------------------------------------------------------------------------
// Part numbers and variant names are written as small patterns: "#" is a digit, "@" a letter,
// "{a|b|c}" one of the alternatives (which may be empty), anything else is literal.

type Token = { kind: "text"; text: string } | { kind: "digit" } | { kind: "letter" } | { kind: "choice"; options: string[] };

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const compiledPatterns = new Map<string, Token[]>();

function compilePattern(pattern: string): Token[] {
  const cached = compiledPatterns.get(pattern);
  if (cached) return cached;
  const tokens: Token[] = [];
  let text = "";
  const flush = () => {
    if (text) tokens.push({ kind: "text", text });
    text = "";
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === "#") {
      flush();
      tokens.push({ kind: "digit" });
    } else if (ch === "@") {
      flush();
      tokens.push({ kind: "letter" });
    } else if (ch === "{") {
      const end = pattern.indexOf("}", i);
      if (end < 0) throw new Error(`unclosed choice in pattern ${pattern}`);
      flush();
      tokens.push({ kind: "choice", options: pattern.slice(i + 1, end).split("|") });
      i = end;
    } else {
      text += ch;
    }
  }
  flush();
  compiledPatterns.set(pattern, tokens);
  return tokens;
}

function expandPattern(rng: Rng, pattern: string): string {
  let out = "";
  for (const token of compilePattern(pattern)) {
    if (token.kind === "text") out += token.text;
    else if (token.kind === "digit") out += String(Math.floor(rng() * 10));
    else if (token.kind === "letter") out += LETTERS.charAt(Math.floor(rng() * LETTERS.length));
    else out += pick(rng, token.options);
  }
  return out;
}

// ---- Store --------------------------------------------------------------------------------------

function shippingMethod(name: string, delivery: string, prices: readonly [string, string, string, string]): ShippingMethod {
  return {
    name,
    delivery,
    tiers: [
      { minTotal: "0.00", maxTotal: "49.99", price: prices[0] },
      { minTotal: "50.00", maxTotal: "99.99", price: prices[1] },
      { minTotal: "100.00", maxTotal: "199.99", price: prices[2] },
      { minTotal: "200.00", maxTotal: null, price: prices[3] },
    ],
  };
}

function buildStore(): StoreRecord {
  return {
    name: "Capital City Appliance & HVAC Parts",
    tagline: "Genuine OEM appliance and HVAC parts, ready for pickup in Tallahassee.",
    url: "https://www.capitalcityparts.com",
    phone: "(850) 555-0142",
    phoneE164: "+18505550142",
    email: "counter@capitalcityparts.com",
    address: {
      street: "2810 Capital Circle NE",
      city: "Tallahassee",
      region: "FL",
      postalCode: "32308",
      country: "US",
    },
    geo: { latitude: 30.4838, longitude: -84.2454 },
    hours: [
      { label: "Mon-Fri", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      { label: "Sat", days: ["Saturday"], opens: "09:00", closes: "17:00" },
      { label: "Sun", days: ["Sunday"], opens: "12:00", closes: "16:00" },
    ],
    sameDayPickupCutoff: "14:00",
    timeZone: "America/New_York",
    serviceTowns: ["Tallahassee", "Crawfordville", "Quincy", "Monticello", "Havana", "Midway"],
    serviceRadiusMiles: 50,
    taxRate: "0.065",
    shipping: {
      localDelivery: { price: "15.00", freeOver: "100.00", radiusMiles: 25, delivery: "Next business day" },
      methods: [
        shippingMethod("Standard", "3-7 business days", ["8.95", "12.95", "16.95", "0.00"]),
        shippingMethod("Expedited", "2 business days", ["19.95", "24.95", "29.95", "19.95"]),
        shippingMethod("Overnight", "Next business day", ["39.95", "44.95", "49.95", "39.95"]),
      ],
      signatureRequiredOver: "500.00",
      processing: "1-2 business days",
      specialOrderProcessing: "3-5 business days",
    },
    returns: {
      days: 30,
      receiptRequired: true,
      wrongPartExchangeDays: 60,
      specialOrderRestockingFeePercent: 25,
      cardRefund: "3-5 business days",
    },
    warranty: {
      oem: "1-2 years (typical)",
      aftermarket: "90 days",
      claimResolution: "1-2 business days",
    },
  };
}

// ---- Categories and part templates --------------------------------------------------------------

type ApplianceKind = "refrigerator" | "washer" | "dryer" | "dishwasher" | "range" | "microwave" | "disposal";
type HvacKind = "condenser" | "furnace" | "airhandler" | "minisplit" | "aircleaner";
/** The kind of machine a part goes into; it picks the model numbers a part fits. */
type Kind = ApplianceKind | HvacKind;

const KIND_LABELS: Record<Kind, string> = {
  refrigerator: "refrigerator",
  washer: "washer",
  dryer: "dryer",
  dishwasher: "dishwasher",
  range: "range",
  microwave: "microwave",
  disposal: "disposer",
  condenser: "outdoor unit",
  furnace: "furnace",
  airhandler: "air handler",
  minisplit: "mini-split",
  aircleaner: "air cleaner",
};

interface PartTemplate {
  key: string;
  /** A pattern: "{a|b}" picks a variant. */
  name: string;
  /** Whole dollars, inclusive. */
  price: readonly [number, number];
  kinds: readonly Kind[];
  /** What the part does and the symptom it fixes, in one or two sentences. */
  description: string;
}

interface CategoryDef {
  name: string;
  slug: string;
  type: PartType;
  description: string;
  /** Relative share of the generated catalogue. */
  weight: number;
  templates: readonly PartTemplate[];
}

const CATEGORY_DEFS: readonly CategoryDef[] = [
  {
    name: "Refrigerator Parts",
    slug: "refrigerator-parts",
    type: "appliance",
    weight: 3,
    description:
      "Fans, defrost parts, water valves, door gaskets, bins and control boards for top-freezer, bottom-freezer, side-by-side and French-door refrigerators. Most of what makes a refrigerator run warm, frost up or leak is fixed with a part from this aisle.",
    templates: [
      { key: "defrost-heater", name: "Defrost Heater", price: [28, 85], kinds: ["refrigerator"], description: "Melts frost off the evaporator coil during the automatic defrost cycle. When it fails, ice chokes the coil and the fresh-food section warms up while the freezer still feels cold." },
      { key: "evap-fan", name: "Evaporator Fan Motor", price: [45, 135], kinds: ["refrigerator"], description: "Moves cold air from the freezer coil through both compartments. A fan that squeals, chirps or has stopped leaves the refrigerator warm while the compressor keeps running." },
      { key: "defrost-thermostat", name: "Defrost Thermostat", price: [15, 45], kinds: ["refrigerator"], description: "Switches the defrost heater off once the coil is clear. A failed thermostat stops defrosting altogether, and frost builds up on the back wall of the freezer." },
      { key: "fridge-gasket", name: "{Fresh Food|Freezer} Door Gasket", price: [55, 190], kinds: ["refrigerator"], description: "Seals the door against the cabinet so cold air stays inside. Replace it when it is torn, flattened or no longer grips a dollar bill; a leaking gasket causes frost, sweating and a compressor that never rests." },
      { key: "fridge-inlet-valve", name: "Refrigerator Water Inlet Valve", price: [35, 95], kinds: ["refrigerator"], description: "Opens to send water to the dispenser and ice maker. A clogged valve or a burned-out coil leaves you without water or ice, and a valve that sticks open can overfill the ice maker or drip behind the refrigerator." },
      { key: "start-relay", name: "Compressor Start Relay and Overload", price: [20, 70], kinds: ["refrigerator"], description: "Helps the compressor start and protects it from overheating. A click from the back of the refrigerator every few minutes, with the compressor not running, usually means this relay has failed." },
      { key: "fridge-board", name: "Refrigerator Main Control Board", price: [110, 330], kinds: ["refrigerator"], description: "Runs the compressor, fans, defrost and dispenser. Replace it only after the sensors and fans have tested good, because a failed sensor can look like a board fault." },
      { key: "fridge-condenser-fan", name: "Refrigerator Condenser Fan Motor", price: [40, 120], kinds: ["refrigerator"], description: "Cools the condenser coil and compressor under the refrigerator. When it stops, the compressor runs hot and almost without a break and the whole refrigerator runs warm." },
      { key: "door-bin", name: "Door Shelf Bin", price: [25, 70], kinds: ["refrigerator"], description: "Replaces a cracked or broken door bin. Check the width and the color of your old bin before ordering, as several sizes look alike." },
      { key: "crisper", name: "Crisper Drawer", price: [45, 130], kinds: ["refrigerator"], description: "A replacement crisper drawer for one that has cracked or lost its slide. Drawers differ by cabinet width, so order by model number." },
    ],
  },
  {
    name: "Washer & Dryer Parts",
    slug: "washer-dryer-parts",
    type: "appliance",
    weight: 3,
    description:
      "Lid switches, door locks, drain pumps, belts and suspension parts for washers, plus heating elements, thermal fuses, rollers and igniters for electric and gas dryers.",
    templates: [
      { key: "lid-switch", name: "Washer Lid Switch Assembly", price: [20, 70], kinds: ["washer"], description: "Tells the control that the lid is closed so the basket can spin. A failed switch leaves clothes soaking wet at the end of the cycle." },
      { key: "lid-lock", name: "Washer Lid Lock Assembly", price: [45, 120], kinds: ["washer"], description: "Locks the lid during the spin and confirms the lock to the control board. A lock that does not engage stops the spin and usually sets a lid-lock error." },
      { key: "washer-drain-pump", name: "Washer Drain Pump", price: [35, 110], kinds: ["washer"], description: "Pumps the water out of the tub before each spin. Water left standing in the tub, or a pump that hums or grinds, points to a failed or jammed pump." },
      { key: "washer-belt", name: "Washer Drive Belt", price: [15, 40], kinds: ["washer"], description: "Connects the motor to the basket drive. A burned-rubber smell, or a motor that runs while the basket does not turn, often means a worn or broken belt." },
      { key: "shock-kit", name: "Washer Shock Absorber Kit", price: [25, 75], kinds: ["washer"], description: "Damps the tub's movement during the spin. Worn shocks cause banging, a machine that walks across the floor and repeated unbalanced-load errors." },
      { key: "door-boot", name: "Front-Load Door Boot Seal", price: [65, 160], kinds: ["washer"], description: "Seals the door opening of a front-load washer. Replace a torn or mildewed boot to stop leaks at the front of the machine." },
      { key: "washer-inlet-valve", name: "Washer Water Inlet Valve", price: [30, 90], kinds: ["washer"], description: "Lets hot and cold water into the washer. A valve that fills slowly, will not fill or keeps filling with the washer off needs replacing." },
      { key: "motor-coupler", name: "Washer Motor Coupler", price: [12, 30], kinds: ["washer"], description: "Links the motor to the transmission on direct-drive top-load washers. When it breaks, the motor runs but the washer neither agitates nor spins." },
      { key: "dryer-element", name: "Dryer Heating Element", price: [35, 110], kinds: ["dryer"], description: "Heats the air in an electric dryer. A dryer that tumbles but stays cold usually has an open element; clean the vent when you replace it." },
      { key: "thermal-fuse", name: "Dryer Thermal Fuse", price: [8, 22], kinds: ["dryer"], description: "A one-time safety fuse that opens when the exhaust overheats. A blown fuse stops the heat or the whole dryer, and almost always means the vent is restricted." },
      { key: "cycling-thermostat", name: "Dryer Cycling Thermostat", price: [14, 40], kinds: ["dryer"], description: "Switches the heat on and off to hold the drying temperature. A failed thermostat can leave the dryer cold or make it run too hot." },
      { key: "high-limit-kit", name: "High Limit Thermostat and Thermal Cutoff Kit", price: [18, 45], kinds: ["dryer"], description: "The two safety devices on the heater housing, sold together because they should be replaced as a pair. Fixes a dryer that stopped heating after overheating." },
      { key: "dryer-belt", name: "Dryer Drum Belt", price: [14, 38], kinds: ["dryer"], description: "Turns the drum. A dryer that runs with the drum standing still, or that thumps and slips, needs a new belt." },
      { key: "idler-pulley", name: "Dryer Idler Pulley", price: [15, 40], kinds: ["dryer"], description: "Keeps tension on the drum belt. A squeal or chirp that rises and falls with the drum usually comes from a worn idler." },
      { key: "roller-kit", name: "Drum Support Roller Kit", price: [22, 60], kinds: ["dryer"], description: "Supports the back of the drum as it turns. A rumbling or thumping dryer usually has worn rollers; replace them as a set." },
      { key: "gas-igniter", name: "Gas Dryer Igniter", price: [25, 60], kinds: ["dryer"], description: "Glows hot to light the gas in a gas dryer. If the igniter never glows and the dryer stays cold, test and replace it." },
      { key: "valve-coils", name: "Gas Valve Coil Kit", price: [20, 50], kinds: ["dryer"], description: "Open the gas valve in a gas dryer. If the igniter glows, goes dark and no flame appears, the coils are the usual culprit and are replaced as a set." },
    ],
  },
  {
    name: "Dishwasher Parts",
    slug: "dishwasher-parts",
    type: "appliance",
    weight: 2,
    description:
      "Drain pumps, spray arms, door gaskets, latches, inlet valves and rack parts for a dishwasher that won't drain, won't clean or leaks at the door.",
    templates: [
      { key: "dw-drain-pump", name: "Dishwasher Drain Pump", price: [40, 120], kinds: ["dishwasher"], description: "Pumps the wash water out at the end of each cycle. Standing water in the tub after the filter and drain hose have been checked points to the pump." },
      { key: "dw-gasket", name: "Dishwasher Door Gasket", price: [20, 60], kinds: ["dishwasher"], description: "Seals the tub where the door closes. A hardened or torn gasket lets water seep out onto the floor under the door." },
      { key: "spray-arm", name: "{Lower|Middle|Upper} Spray Arm", price: [20, 60], kinds: ["dishwasher"], description: "Sprays wash water over the dishes. A cracked arm or one that no longer turns leaves dishes dirty in one part of the rack." },
      { key: "rack-adjuster", name: "Upper Rack Adjuster Kit", price: [25, 70], kinds: ["dishwasher"], description: "Raises and lowers the upper rack and holds it level. Fixes a rack that sags on one side or drops when pulled out." },
      { key: "dw-latch", name: "Dishwasher Door Latch Assembly", price: [30, 90], kinds: ["dishwasher"], description: "Holds the door shut and tells the control it is closed. A dishwasher that will not start, or stops mid-cycle when bumped, often has a worn latch." },
      { key: "float-switch", name: "Dishwasher Float Switch", price: [12, 40], kinds: ["dishwasher"], description: "Shuts off the water if the tub overfills. A stuck or failed switch can stop the dishwasher from filling at all." },
      { key: "dw-inlet-valve", name: "Dishwasher Water Inlet Valve", price: [30, 80], kinds: ["dishwasher"], description: "Lets water into the tub when the control calls for it. Replace it if the dishwasher will not fill, fills slowly, or fills on its own while switched off." },
      { key: "dw-heater", name: "Dishwasher Heating Element", price: [40, 110], kinds: ["dishwasher"], description: "Heats the water and dries the dishes. Dishes that come out wet and cool, or wash water that never gets hot, point to an open element." },
      { key: "circ-pump", name: "Circulation Pump Motor", price: [120, 280], kinds: ["dishwasher"], description: "Drives the wash water through the spray arms. A dishwasher that fills and hums but does not wash usually has a failed circulation pump." },
      { key: "rack-wheels", name: "Dishwasher Rack Wheel Kit", price: [10, 30], kinds: ["dishwasher"], description: "Replacement wheels for the lower rack. Fixes a rack that drags, tips or falls off its track." },
      { key: "dw-drain-hose", name: "Dishwasher Drain Hose", price: [15, 40], kinds: ["dishwasher"], description: "Carries drain water to the sink drain or disposer. Replace a hose that is cracked, kinked or clogged beyond cleaning." },
    ],
  },
  {
    name: "Range & Oven Parts",
    slug: "range-oven-parts",
    type: "appliance",
    weight: 2,
    description:
      "Bake and broil elements, surface elements and switches, igniters, temperature sensors and control boards for electric and gas ranges, cooktops and wall ovens.",
    templates: [
      { key: "bake-element", name: "Bake Element", price: [35, 120], kinds: ["range"], description: "Heats the oven from below for baking and roasting. An oven that preheats slowly, bakes pale on the bottom or shows a blistered element needs a new one." },
      { key: "broil-element", name: "Broil Element", price: [40, 120], kinds: ["range"], description: "Heats the oven from the top for broiling and helps during preheat. Replace it if it no longer glows or shows a visible break." },
      { key: "surface-element", name: "{Coil|Radiant} Surface Element {6|8} in.", price: [25, 90], kinds: ["range"], description: "Heats a cooktop burner position. A burner that stays cold, heats unevenly or sparks at the terminal needs replacing." },
      { key: "infinite-switch", name: "Surface Element Infinite Switch", price: [25, 75], kinds: ["range"], description: "Controls the heat of one surface element. A burner stuck on high, or one that will not heat at any setting, often has a failed switch." },
      { key: "oven-sensor", name: "Oven Temperature Sensor", price: [20, 60], kinds: ["range"], description: "Reports the oven temperature to the control. A faulty sensor causes burned or underdone food and temperature error codes; most read about 1,100 ohms at room temperature." },
      { key: "oven-igniter", name: "Gas Oven Igniter", price: [35, 80], kinds: ["range"], description: "Glows hot to open the safety valve and light the oven burner. A gas oven that takes a long time to light, or never lights, usually has a weak igniter." },
      { key: "spark-igniter", name: "Surface Burner Spark Igniter", price: [12, 35], kinds: ["range"], description: "Sparks to light a gas cooktop burner. Replace it if it is cracked or the burner clicks without lighting." },
      { key: "hinge-kit", name: "Oven Door Hinge Kit", price: [25, 70], kinds: ["range"], description: "Holds the oven door closed and balanced. A door that drops open, sits crooked or leaks heat at the top needs new hinges." },
      { key: "oven-board", name: "Oven Control Board", price: [140, 360], kinds: ["range"], description: "Runs the oven's bake, broil and clean functions. Check the sensor and elements first; replace the board for a dead display or a relay that no longer switches." },
      { key: "burner-grate", name: "Burner Grate", price: [40, 130], kinds: ["range"], description: "Cast-iron grate that holds cookware over the gas burners. Replaces a grate that is cracked or has lost its coating." },
      { key: "spark-module", name: "Spark Module", price: [45, 110], kinds: ["range"], description: "Sends the high-voltage pulse to the burner igniters. If no burner sparks, or they click constantly, the module is a likely cause." },
    ],
  },
  {
    name: "Microwave Parts",
    slug: "microwave-parts",
    type: "appliance",
    weight: 1,
    description:
      "Door switches, turntable parts, filters and high-voltage components for countertop and over-the-range microwaves. High-voltage parts are best installed by a trained technician.",
    templates: [
      { key: "magnetron", name: "Microwave Magnetron", price: [80, 190], kinds: ["microwave"], description: "Produces the microwave energy that heats food; a microwave that runs but does not heat often has a failed magnetron. The high-voltage capacitor can hold a dangerous charge after unplugging, so we recommend a technician install it." },
      { key: "hv-diode", name: "High Voltage Diode", price: [12, 35], kinds: ["microwave"], description: "Part of the high-voltage circuit that powers the magnetron; a failed diode leaves the microwave running without heating. Discharge the high-voltage capacitor safely or have a technician install it." },
      { key: "door-switch", name: "Microwave Door Switch", price: [10, 30], kinds: ["microwave"], description: "Tells the microwave the door is closed. A microwave that will not start, blows its fuse when the door closes or runs with the door open needs its switches checked." },
      { key: "glass-tray", name: "Turntable Glass Tray", price: [30, 85], kinds: ["microwave"], description: "Replaces a cracked or broken turntable tray. Trays differ in diameter and hub shape, so order by model number." },
      { key: "turntable-motor", name: "Turntable Motor", price: [18, 45], kinds: ["microwave"], description: "Turns the tray during cooking. A tray that stops, turns in one direction only or jerks along points to this motor." },
      { key: "waveguide-cover", name: "Waveguide Cover", price: [10, 25], kinds: ["microwave"], description: "Protects the waveguide opening inside the cavity. Replace a cover that is burned or greasy, as it can arc and spark." },
      { key: "charcoal-filter", name: "Charcoal Filter", price: [12, 30], kinds: ["microwave"], description: "Removes cooking odors when an over-the-range microwave recirculates air. Change it about every six months." },
      { key: "grease-filter", name: "Grease Filter", price: [15, 40], kinds: ["microwave"], description: "Traps grease under an over-the-range microwave. Wash it monthly and replace it when it is bent or clogged." },
      { key: "mw-thermal-cutoff", name: "Microwave Thermal Cutoff", price: [12, 30], kinds: ["microwave"], description: "Shuts the microwave down if it overheats. A microwave that goes completely dead, or stops partway through cooking, may have an open cutoff." },
    ],
  },
  {
    name: "Ice Maker Parts",
    slug: "ice-maker-parts",
    type: "appliance",
    weight: 1,
    description: "Ice maker assemblies, fill valves, auger motors, buckets and dispenser parts for refrigerator ice makers.",
    templates: [
      { key: "ice-maker", name: "Ice Maker Assembly", price: [85, 190], kinds: ["refrigerator"], description: "The complete ice maker with mold, harvest motor and control. Fixes an ice maker that no longer harvests, overfills or has a broken mold." },
      { key: "ice-fill-valve", name: "Ice Maker Fill Valve", price: [35, 90], kinds: ["refrigerator"], description: "Feeds water to the ice maker. Small or hollow cubes, or no ice with a working ice maker, often mean a clogged or failed valve." },
      { key: "auger-motor", name: "Ice Auger Motor", price: [60, 160], kinds: ["refrigerator"], description: "Drives the auger that pushes ice out of the bucket to the dispenser. If the dispenser hums or does nothing while the bucket is full, test this motor." },
      { key: "ice-bucket", name: "Ice Bucket Assembly", price: [60, 170], kinds: ["refrigerator"], description: "Holds the ice and feeds the dispenser. Replaces a bucket that is cracked or has a broken auger or crusher blade." },
      { key: "fill-tube-heater", name: "Ice Maker Fill Tube Heater", price: [20, 50], kinds: ["refrigerator"], description: "Keeps the fill tube from freezing. A fill tube that freezes solid again and again, leaving the ice maker dry, points to a failed heater." },
      { key: "shutoff-arm", name: "Ice Level Shut-off Arm", price: [8, 20], kinds: ["refrigerator"], description: "Tells the ice maker when the bin is full. A bent or broken arm can stop ice production or let the bin overflow." },
      { key: "dispenser-flap", name: "Dispenser Door Flap Kit", price: [15, 40], kinds: ["refrigerator"], description: "Seals the ice chute when the dispenser is idle. A flap that does not close lets warm air in, causing frost and clumped ice in the chute." },
    ],
  },
  {
    name: "Garbage Disposal Parts",
    slug: "garbage-disposal-parts",
    type: "appliance",
    weight: 0.6,
    description: "Splash guards, stoppers, mounting assemblies, gaskets and connector kits to reseal, reconnect or freshen up a kitchen disposer.",
    templates: [
      { key: "splash-guard", name: "Disposer Splash Guard", price: [8, 20], kinds: ["disposal"], description: "The rubber baffle in the sink opening that keeps water and food from spraying back. Replace one that is torn, loose or holding odors." },
      { key: "mounting-assembly", name: "Disposer Mounting Assembly", price: [25, 55], kinds: ["disposal"], description: "The flange, rings and gasket that hold the disposer to the sink. Fixes a leak at the sink opening or a loose, wobbly disposer." },
      { key: "sink-stopper", name: "Disposer Sink Stopper", price: [10, 25], kinds: ["disposal"], description: "Closes the drain so the sink can hold water. Replaces a lost or cracked stopper." },
      { key: "dw-connector", name: "Dishwasher Connector Kit", price: [12, 30], kinds: ["disposal"], description: "Joins the dishwasher drain hose to the disposer inlet. Use it to stop a drip at the connection or when installing a new dishwasher." },
      { key: "power-cord", name: "Disposer Power Cord Kit", price: [14, 30], kinds: ["disposal"], description: "A grounded cord for a disposer that plugs into an outlet under the sink. Install with the power off and the cord clamp tight." },
      { key: "fiber-gasket", name: "Disposer Fiber Gasket", price: [6, 15], kinds: ["disposal"], description: "Seals the sink flange against the mounting ring. A leak at the top of the disposer often needs nothing more than a new gasket." },
      { key: "disposer-wrench", name: "Disposer Service Wrench", price: [6, 12], kinds: ["disposal"], description: "Fits the hex socket under the disposer to free a jammed turntable. Keep it under the sink for the next time the disposer hums but will not turn." },
      { key: "sink-flange", name: "Disposer Sink Flange", price: [18, 45], kinds: ["disposal"], description: "The visible ring in the sink opening. Replace a flange that is scratched, corroded or leaking around its edge." },
    ],
  },
  {
    name: "Water Filters",
    slug: "water-filters",
    type: "appliance",
    weight: 1.2,
    description:
      "Refrigerator water and air filters matched to your model, plus bypass plugs and filter housings. Most refrigerator water filters should be changed about every six months.",
    templates: [
      { key: "water-filter", name: "Refrigerator Water Filter", price: [39, 65], kinds: ["refrigerator"], description: "Filters the water going to the dispenser and ice maker. Change it about every six months, or sooner if the flow slows or the water tastes off." },
      { key: "water-filter-2", name: "Refrigerator Water Filter 2-Pack", price: [75, 115], kinds: ["refrigerator"], description: "Two replacement water filters, a year's supply at the usual six-month interval. Flush each new filter with three to four gallons before use." },
      { key: "water-filter-3", name: "Refrigerator Water Filter 3-Pack", price: [99, 160], kinds: ["refrigerator"], description: "Three replacement water filters for households that change them more often. Store the spares in a cool, dry place in their sealed bags." },
      { key: "air-filter", name: "Refrigerator Air Filter", price: [12, 30], kinds: ["refrigerator"], description: "Absorbs food odors inside the fresh-food section. Replace it about every six months, at the same time as the water filter." },
      { key: "bypass-plug", name: "Water Filter Bypass Plug", price: [12, 30], kinds: ["refrigerator"], description: "Takes the place of the water filter when you do not want filtered water, keeping the dispenser and ice maker working." },
      { key: "filter-housing", name: "Water Filter Housing", price: [40, 110], kinds: ["refrigerator"], description: "The head the water filter locks into. Replace it if it is cracked, leaks around the filter or no longer holds the cartridge." },
    ],
  },
  {
    name: "AC Parts",
    slug: "ac-parts",
    type: "hvac",
    weight: 2,
    description:
      "Expansion valves, pressure switches, float switches, condensate pumps, filter driers and hard start kits for central air conditioners and heat pumps.",
    templates: [
      { key: "txv", name: "Thermal Expansion Valve {2|2.5|3|4|5} Ton R-410A", price: [85, 240], kinds: ["airhandler", "condenser"], description: "Meters refrigerant into the evaporator coil. A stuck valve causes a frozen coil, poor cooling or high energy bills; installation needs a licensed technician with recovery equipment." },
      { key: "filter-drier", name: "Liquid Line Filter Drier 3/8 in.", price: [15, 45], kinds: ["condenser"], description: "Catches moisture and debris in the refrigerant circuit. Replaced by the technician whenever the system is opened for repair." },
      { key: "float-switch", name: "Condensate Overflow Float Switch", price: [18, 45], kinds: ["airhandler", "furnace"], description: "Shuts the air conditioner off when the condensate drain backs up. Cheap insurance against a ceiling stain in a humid Florida summer." },
      { key: "condensate-pump", name: "Condensate Pump 115V", price: [55, 130], kinds: ["airhandler", "furnace"], description: "Pumps condensate water from the indoor unit to a drain. A pump that hums, leaks or lets its reservoir overflow needs replacing." },
      { key: "hard-start", name: "Compressor Hard Start Kit", price: [25, 70], kinds: ["condenser"], description: "Gives the compressor extra starting torque. Helps an older compressor that struggles to start or trips the breaker on start-up." },
      { key: "high-pressure-switch", name: "High Pressure Switch", price: [25, 70], kinds: ["condenser"], description: "Shuts the compressor off if the refrigerant pressure climbs too high, for example when the condenser fan stops. Replace a switch that trips at normal pressure." },
      { key: "low-pressure-switch", name: "Low Pressure Switch", price: [25, 65], kinds: ["condenser"], description: "Protects the compressor when the refrigerant pressure drops too low. A failed switch can keep a healthy system from starting." },
      { key: "sound-blanket", name: "Compressor Sound Blanket", price: [40, 110], kinds: ["condenser"], description: "Wraps the compressor to cut the noise of the outdoor unit. Replaces a blanket that has torn or waterlogged." },
    ],
  },
  {
    name: "Heating Parts",
    slug: "heating-parts",
    type: "hvac",
    weight: 2,
    description:
      "Flame sensors, hot surface igniters, gas valves, pressure and limit switches, inducer motors and control boards for gas furnaces.",
    templates: [
      { key: "flame-sensor", name: "Flame Sensor", price: [12, 38], kinds: ["furnace"], description: "Proves to the control board that the burners have lit. A furnace that lights and shuts off a few seconds later usually has a dirty or failed sensor." },
      { key: "hsi", name: "Hot Surface Igniter", price: [25, 80], kinds: ["furnace"], description: "Glows hot to light the burners. If the inducer runs but the igniter never glows, or it is visibly cracked, replace it and avoid touching the element." },
      { key: "gas-valve", name: "Gas Valve", price: [95, 260], kinds: ["furnace"], description: "Controls the gas flow to the burners. Replace it when it gets 24 volts but will not open, or if it leaks; installation and a leak test should be done by a qualified technician." },
      { key: "pressure-switch", name: "Pressure Switch", price: [30, 90], kinds: ["furnace"], description: "Confirms that the inducer is venting properly before ignition. A switch that will not close stops the furnace and sets a pressure switch code." },
      { key: "limit-switch", name: "Limit Switch", price: [18, 45], kinds: ["furnace"], description: "Shuts off the burners if the heat exchanger overheats. A limit that trips repeatedly usually means poor airflow; check the filter before replacing it." },
      { key: "rollout-switch", name: "Flame Rollout Switch", price: [12, 30], kinds: ["furnace"], description: "Shuts the furnace off if flames roll out of the burner area. A tripped rollout switch is a warning sign; find the cause, such as a blocked flue, before resetting or replacing it." },
      { key: "furnace-board", name: "Furnace Control Board", price: [120, 380], kinds: ["furnace"], description: "Runs the ignition sequence, blower and safety checks. Replace it for burned relays, a dead status light or a board that no longer responds to the thermostat." },
      { key: "inducer", name: "Draft Inducer Motor", price: [140, 420], kinds: ["furnace"], description: "Draws combustion gases through the furnace and out the vent before the burners light. A loud, rattling or stopped inducer keeps the furnace from starting." },
      { key: "ignition-module", name: "Ignition Control Module", price: [90, 230], kinds: ["furnace"], description: "Manages the igniter and gas valve on furnaces with a separate ignition control. Replace it when it no longer powers the igniter or valve on a call for heat." },
      { key: "door-switch", name: "Furnace Door Switch", price: [8, 20], kinds: ["furnace"], description: "Cuts power to the furnace when the blower door is off. A switch that does not close keeps the furnace completely dead." },
    ],
  },
  {
    name: "Air Quality Parts",
    slug: "air-quality-parts",
    type: "hvac",
    weight: 1.5,
    description:
      "Pleated and media air filters, humidifier pads, UV lamps and air cleaner parts that keep the air clean and the indoor coil free of dust.",
    templates: [
      { key: "pleated-filter", name: "Pleated Air Filter {16x25x1|20x25x1|16x20x1|20x20x1|14x25x1|20x30x1} MERV {8|11|13}", price: [9, 26], kinds: ["furnace", "airhandler"], description: "A one-inch pleated filter for the return grille or filter slot. Change it every one to two months in a Tallahassee summer, more often with pets or during pollen season." },
      { key: "media-filter", name: "Media Air Filter {16x25x4|20x25x4|20x25x5|16x25x5} MERV {11|13}", price: [35, 80], kinds: ["aircleaner", "furnace", "airhandler"], description: "A deep pleated filter for media air cleaner cabinets. More filter area means better filtration with less airflow restriction, and it lasts six months to a year." },
      { key: "humidifier-pad", name: "Humidifier Water Panel", price: [15, 35], kinds: ["aircleaner", "furnace"], description: "The evaporator pad in a whole-house humidifier. Replace it each heating season, or when it is stiff with mineral scale." },
      { key: "uv-lamp", name: "UV Air Purifier Replacement Lamp", price: [60, 170], kinds: ["airhandler", "aircleaner"], description: "Keeps mold and bacteria from growing on the indoor coil. UV lamps lose strength before they burn out, so replace them about once a year; turn the power off before handling." },
      { key: "air-cleaner-cell", name: "Electronic Air Cleaner Cell", price: [120, 280], kinds: ["aircleaner"], description: "The collector cell of an electronic air cleaner. Replace a cell with broken wires or bent plates that arcs or no longer holds a charge." },
      { key: "filter-door", name: "Air Filter Cabinet Door", price: [25, 60], kinds: ["aircleaner", "furnace", "airhandler"], description: "Closes the filter slot so air cannot bypass the filter. A missing or warped door lets dust go straight to the coil." },
    ],
  },
  {
    name: "Thermostats",
    slug: "thermostats",
    type: "hvac",
    weight: 1,
    description: "Programmable, Wi-Fi and heat pump thermostats, wall plates, remote sensors and C-wire adapters.",
    templates: [
      { key: "prog-thermostat", name: "Programmable Thermostat", price: [55, 140], kinds: ["furnace", "condenser"], description: "A seven-day programmable thermostat for gas, electric and heat pump systems. Setting the temperature back while you are away cuts heating and cooling costs." },
      { key: "wifi-thermostat", name: "Wi-Fi Smart Thermostat", price: [120, 260], kinds: ["furnace", "condenser"], description: "Control and schedule your system from a phone. Most smart thermostats need a C wire for steady power; an adapter is available if yours has none." },
      { key: "hp-thermostat", name: "Non-Programmable Heat Pump Thermostat", price: [35, 90], kinds: ["furnace", "condenser"], description: "A simple thermostat with emergency heat and O/B reversing valve control. A good replacement for an old dial thermostat on a heat pump." },
      { key: "wall-plate", name: "Thermostat Wall Plate", price: [8, 20], kinds: ["furnace", "condenser"], description: "Covers the marks and holes left by an older, larger thermostat. Mounts behind the new thermostat's base." },
      { key: "c-wire-adapter", name: "C-Wire Power Adapter Kit", price: [20, 45], kinds: ["furnace", "condenser"], description: "Provides a common wire for a smart thermostat without running new cable. Installs at the furnace or air handler with the power off." },
      { key: "remote-sensor", name: "Remote Indoor Temperature Sensor", price: [30, 75], kinds: ["furnace", "condenser"], description: "Lets the thermostat read the temperature in another room. Helpful when the thermostat sits in a hallway that runs warmer or cooler than the living space." },
      { key: "outdoor-sensor", name: "Outdoor Temperature Sensor", price: [25, 60], kinds: ["furnace", "condenser"], description: "Gives the thermostat the outdoor temperature for heat pump balance points and display. Mount it on a north wall out of direct sun." },
    ],
  },
  {
    name: "Heat Pump Parts",
    slug: "heat-pump-parts",
    type: "hvac",
    weight: 1.2,
    description:
      "Defrost boards, defrost sensors, reversing valves and coils, and backup heat strips for heat pumps that ice up or blow cool air in winter.",
    templates: [
      { key: "defrost-board", name: "Defrost Control Board", price: [90, 260], kinds: ["condenser"], description: "Starts and ends the defrost cycle on a heat pump. An outdoor coil that ices over and never clears often points to a failed board or sensor." },
      { key: "reversing-coil", name: "Reversing Valve Solenoid Coil", price: [30, 85], kinds: ["condenser"], description: "Shifts the reversing valve between heating and cooling. A heat pump stuck in one mode may only need this coil, which replaces without opening the refrigerant circuit." },
      { key: "reversing-valve", name: "Reversing Valve", price: [170, 420], kinds: ["condenser"], description: "Routes refrigerant for heating or cooling. Replacement requires brazing and refrigerant recovery by a licensed technician." },
      { key: "defrost-sensor", name: "Defrost Sensor", price: [20, 60], kinds: ["condenser"], description: "Clamps to the outdoor coil and tells the defrost board when frost is likely. A failed or loose sensor can stop the heat pump from defrosting at all." },
      { key: "ambient-sensor", name: "Outdoor Ambient Temperature Sensor", price: [25, 60], kinds: ["condenser"], description: "Reports the outdoor air temperature to the heat pump control. A faulty sensor causes poor defrost timing and sensor error codes." },
      { key: "heat-strip", name: "Heat Strip {5|8|10} kW", price: [110, 320], kinds: ["airhandler"], description: "Backup and emergency electric heat for the air handler. Fixes cold air during defrost or on the coldest mornings; check the breaker and the air handler's rating before ordering." },
      { key: "crankcase-heater", name: "Compressor Crankcase Heater", price: [30, 80], kinds: ["condenser"], description: "Keeps the compressor oil warm so refrigerant does not collect in it on cold nights. Protects the compressor from a hard start in winter." },
    ],
  },
  {
    name: "Motors & Fans",
    slug: "motors-fans",
    type: "hvac",
    weight: 1.5,
    description: "Condenser fan motors, blower motors, ECM modules, fan blades and blower wheels for outdoor units, furnaces and air handlers.",
    templates: [
      { key: "condenser-fan-motor", name: "Condenser Fan Motor {1/6|1/5|1/4|1/3} HP", price: [90, 280], kinds: ["condenser"], description: "Pulls air through the outdoor coil. A fan that will not spin, spins slowly or stops when hot leaves the compressor running hot; check the capacitor first." },
      { key: "blower-motor", name: "Blower Motor {1/3|1/2|3/4} HP", price: [170, 480], kinds: ["furnace", "airhandler"], description: "Moves air across the coil and through the ducts. A blower that hums without turning, runs hot or trips its overload needs replacing." },
      { key: "ecm-module", name: "ECM Blower Motor Module", price: [320, 780], kinds: ["furnace", "airhandler"], description: "The electronics of a variable-speed ECM blower motor. Often fixes a blower that will not run at all; the module must be programmed for your equipment." },
      { key: "fan-blade", name: "Condenser Fan Blade {20|22|24|26} in.", price: [35, 90], kinds: ["condenser"], description: "Replaces a bent, cracked or unbalanced blade. A wobbling blade wears out the motor bearings quickly." },
      { key: "blower-wheel", name: "Blower Wheel {10x8|10x10|11x10}", price: [60, 160], kinds: ["furnace", "airhandler"], description: "The squirrel-cage wheel that moves air through the ducts. Replace a wheel that is cracked, out of balance or too caked with dust to clean." },
      { key: "motor-mount", name: "Blower Motor Mount", price: [12, 35], kinds: ["furnace", "airhandler"], description: "Holds the blower motor in its housing. A broken mount causes vibration and lets the wheel rub the housing." },
    ],
  },
  {
    name: "Capacitors & Contactors",
    slug: "capacitors-contactors",
    type: "hvac",
    weight: 1.5,
    description:
      "Run and start capacitors, contactors, relays and transformers: the small electrical parts behind many summer no-cool calls.",
    templates: [
      { key: "dual-run-cap", name: "Dual Run Capacitor {35/5|40/5|45/5|50/5|55/5|60/5} MFD {370V|440V}", price: [18, 55], kinds: ["condenser"], description: "Starts and runs both the compressor and the outdoor fan. An outdoor unit that hums without starting, or a fan that will not spin, often has a weak capacitor; match the MFD exactly and use an equal or higher voltage rating." },
      { key: "run-cap", name: "Run Capacitor {5|7.5|10|15|20} MFD {370V|440V}", price: [12, 35], kinds: ["condenser", "furnace", "airhandler"], description: "Keeps a single fan or blower motor running efficiently. A motor that hums, starts slowly or runs hot may need a new capacitor; discharge the old one before removing it." },
      { key: "start-cap", name: "Start Capacitor {88-108|108-130|145-175|189-227} MFD 330V", price: [14, 35], kinds: ["condenser"], description: "Gives a compressor a boost at start-up. Used with a start relay or hard start kit on compressors that struggle to start." },
      { key: "contactor", name: "Contactor {1|2}-Pole {30|40}A 24V Coil", price: [18, 55], kinds: ["condenser"], description: "Switches power to the compressor and outdoor fan when the thermostat calls for cooling. Pitted contacts, buzzing or a unit that runs nonstop point to a failed contactor." },
      { key: "fan-relay", name: "Blower Fan Relay 24V Coil", price: [18, 45], kinds: ["furnace", "airhandler"], description: "Turns the indoor blower on when the thermostat calls for the fan. A blower that will not start, or will not stop, may have a stuck relay." },
      { key: "transformer", name: "Control Transformer 40VA 120/208/240V", price: [22, 55], kinds: ["furnace", "airhandler"], description: "Supplies the 24-volt power for the thermostat and controls. A short while wiring a thermostat can burn it out, leaving the whole system dead." },
      { key: "time-delay", name: "Time Delay Relay", price: [25, 60], kinds: ["condenser"], description: "Keeps the compressor from restarting too soon after it stops. Protects the compressor during brief power interruptions and storms." },
    ],
  },
  {
    name: "Ductless Mini-Split Parts",
    slug: "ductless-mini-split-parts",
    type: "hvac",
    weight: 1,
    description: "Fan motors, control boards, remotes, thermistors and condensate pumps for ductless mini-split systems.",
    templates: [
      { key: "ms-indoor-fan", name: "Indoor Unit Fan Motor", price: [90, 260], kinds: ["minisplit"], description: "Turns the blower wheel in the wall-mounted indoor unit. An indoor unit that runs without moving air, or shows a fan error code, needs its motor checked." },
      { key: "ms-indoor-board", name: "Indoor Unit Control Board", price: [140, 420], kinds: ["minisplit"], description: "Runs the indoor unit and talks to the outdoor unit. Replace it for communication errors or a unit that will not respond to the remote after the power and wiring check out." },
      { key: "ms-inverter-board", name: "Outdoor Inverter Control Board", price: [260, 680], kinds: ["minisplit"], description: "Drives the inverter compressor and outdoor fan. Diagnosis and replacement call for a technician; the board holds high voltage after shutdown." },
      { key: "ms-remote", name: "Wireless Remote Controller", price: [35, 95], kinds: ["minisplit"], description: "Replaces a lost or broken remote for the indoor unit. Pair it by model number so every mode and fan speed works." },
      { key: "ms-thermistor", name: "Room Temperature Thermistor", price: [15, 45], kinds: ["minisplit"], description: "Reads the room temperature at the indoor unit. A faulty thermistor causes short cycling, wrong temperatures and sensor error codes." },
      { key: "ms-condensate-pump", name: "Mini-Split Condensate Pump", price: [70, 150], kinds: ["minisplit"], description: "Lifts condensate from the indoor unit where gravity drainage is not possible. A pump that fails lets water drip down the wall." },
      { key: "ms-blower-wheel", name: "Cross-Flow Blower Wheel", price: [60, 150], kinds: ["minisplit"], description: "The long blower wheel of a wall-mounted indoor unit. Replace a wheel that is cracked, noisy or coated with mold that cleaning cannot remove." },
      { key: "ms-louver-motor", name: "Louver Swing Motor", price: [20, 55], kinds: ["minisplit"], description: "Moves the air-direction louver. A louver that will not open or swing, often with an error code, needs this small stepper motor." },
      { key: "ms-outdoor-fan", name: "Mini-Split Outdoor Fan Motor", price: [140, 360], kinds: ["minisplit"], description: "Pulls air through the outdoor coil of a mini-split. A fan that does not spin causes high-pressure shutdowns and poor cooling." },
    ],
  },
];

// ---- Brands -------------------------------------------------------------------------------------

interface BrandDef {
  name: string;
  type: PartType;
  description: string;
  /** Relative share of the parts in the categories the brand covers. */
  weight: number;
  /** Part number patterns; a kind or category entry takes precedence over the default. */
  partNumbers: readonly string[];
  partNumbersByKind?: Partial<Record<Kind, readonly string[]>>;
  partNumbersByCategory?: Readonly<Record<string, readonly string[]>>;
  /** Model numbers of the brand's own machines, by kind. */
  models: Partial<Record<Kind, readonly string[]>>;
  /** Universal replacement parts: they fit other makers' equipment of the same type. */
  universal?: boolean;
  /** Template keys the brand makes; all templates that fit its machines when absent. */
  onlyTemplates?: readonly string[];
}

const GE_PART_NUMBERS: Partial<Record<Kind, readonly string[]>> = {
  refrigerator: ["WR{17|23|30|49|51|55|57|60|62|71|84|87}X{1|2}####"],
  washer: ["WH{01|02|03|08|12|13|19|20|23}X{1|2}####"],
  dryer: ["WE{01|03|04|09|11|12|14|25|49}X{1|2}####"],
  dishwasher: ["WD{01|12|19|21|22|28|35}X{1|2}####"],
  range: ["WB{02|07|13|20|24|27|44}{X|T}{1|2}####"],
  microwave: ["WB{06|25|26|27|56}X{1|2}####"],
  disposal: ["WC{36|37}X{1|2}####"],
};

const BRAND_DEFS: readonly BrandDef[] = [
  // Appliance brands
  {
    name: "Whirlpool",
    type: "appliance",
    weight: 4,
    description:
      "America's largest appliance maker, based in Benton Harbor, Michigan. Whirlpool part numbers also cover many Maytag, KitchenAid, Amana, Jenn-Air and Kenmore machines built on the same platforms.",
    partNumbers: ["W10######", "WPW10######", "W11######", "W10######{A|B}", "WP#######"],
    models: {
      refrigerator: ["WRF555SDFZ", "WRS325SDHZ", "WRF535SWHZ", "WRX735SDHZ", "WRT311FZDW", "WRS588FIHZ", "WRF767SDHZ", "WRB322DMBM"],
      washer: ["WTW5000DW1", "WTW4955HW", "WFW5620HW", "WTW7120HW", "WFW9620HC", "WTW5105HW"],
      dryer: ["WED5000DW2", "WGD4985EW", "WED7120HC", "WED4815EW1", "WGD5000DW"],
      dishwasher: ["WDT730PAHZ", "WDF520PADM", "WDT750SAHZ", "WDTA50SAHZ", "WDF330PAHS", "WDT710PAYM"],
      range: ["WFE505W0HS", "WFG505M0BS", "WFE525S0HS", "WFG320M0BS", "WOS51EC0AS", "WFE515S0ES"],
      microwave: ["WMH31017HS", "WMH32519HZ", "WMH53521HZ", "WML35011KS"],
    },
  },
  {
    name: "GE",
    type: "appliance",
    weight: 4,
    description:
      "GE Appliances of Louisville, Kentucky builds refrigerators, ranges, dishwashers and laundry sold under the GE, GE Profile and Cafe names. GE part numbers start with a two-letter family code such as WR for refrigeration.",
    partNumbers: ["WB##X1####"],
    partNumbersByKind: GE_PART_NUMBERS,
    models: {
      refrigerator: ["GSS25GSHSS", "GFE26JYMFS", "GNE27JSMSS", "GTS18GTHWW", "GSE25GSHSS", "PFE28KYNFS", "GYE22GYNFS"],
      washer: ["GTW685BSLWS", "GTW465ASNWW", "GFW550SSNWW", "GTW720BSNWS", "GTW485ASJWS"],
      dryer: ["GTD65EBSJWS", "GTD45EASJWW", "GFD55ESSNWW", "GTD42EASJWW"],
      dishwasher: ["GDT665SSNSS", "GDF530PSMSS", "GDT630PYRFS", "GDT225SSLSS", "PDT715SYNFS"],
      range: ["JB645RKSS", "JGB735SPSS", "JB735SPSS", "JBS60DKWW", "JGBS66REKSS", "PB900YVFS"],
      microwave: ["JVM3160RFSS", "JVM6175SKSS", "PVM9005SJSS", "JES1072SHSS"],
      disposal: ["GFC525V", "GFC530V", "GFC720V", "GFC325V"],
    },
  },
  {
    name: "LG",
    type: "appliance",
    weight: 4,
    description:
      "South Korean maker known for linear-compressor refrigerators, front-load washers and steam dishwashers. LG part numbers mix letters and digits, such as EBR78940601 or 5231JA2006B.",
    partNumbers: ["{EBR|ADQ|AJU|AEQ|MEE|ABQ|AGF|ACW|EAU|MDJ|AAP}########", "{5231|4681|5304|4620|6871|3550}{JA|EA|JL|ER|W1}####{A|B|D|F}"],
    models: {
      refrigerator: ["LRMVS3006S", "LFXS26973S", "LRFVS3006S", "LFCS22520S", "LRMXS2806S", "LRFXS2503S", "LMXS28626S"],
      washer: ["WM3900HWA", "WM4000HWA", "WM3400CW", "WT7300CW", "WM3500CW", "WT7800CW"],
      dryer: ["DLEX3900W", "DLE3400W", "DLGX3901W", "DLEX4000B", "DLE7300WE"],
      dishwasher: ["LDF5545ST", "LDT5678ST", "LDFN4542S", "LDP6797ST", "LDF5678ST"],
      range: ["LRE3193ST", "LRG3061ST", "LSE4611ST", "LRE3061ST", "LREL6325F"],
      microwave: ["LMV2031ST", "LMV1831ST", "LMVM2033ST", "LMC2075ST"],
    },
  },
  {
    name: "Samsung",
    type: "appliance",
    weight: 4,
    description:
      "South Korean electronics maker whose French-door refrigerators, laundry pairs and slide-in ranges are common in Tallahassee kitchens. Samsung part numbers begin with a family code such as DA for refrigeration or DC for laundry.",
    partNumbers: ["DA{97|61|63|34|41|92|31}-{0|1}####{A|B|C|D}"],
    partNumbersByKind: {
      refrigerator: ["DA{97|61|63|34|41|92|31|29}-{0|1}####{A|B|C|D}"],
      washer: ["DC{47|61|92|93|96|97|31}-{0|1}####{A|B|C}"],
      dryer: ["DC{47|61|92|93|96|97|31}-{0|1}####{A|B|C}"],
      dishwasher: ["DD{81|82|94|97|32|61}-{0|1}####{A|B}"],
      range: ["DG{47|94|96|81|34}-{0|1}####{A|B}"],
      microwave: ["DE{31|47|63|92|96}-{0|1}####{A|B}"],
    },
    models: {
      refrigerator: ["RF28R7351SG", "RF23J9011SR", "RS27T5200SR", "RF28R7201SR", "RF263BEAESR", "RF22K9381SG", "RF28T5001SR"],
      washer: ["WF45R6100AW", "WA50R5400AV", "WF45T6000AW", "WA45T3400AW", "WF45K6500AW"],
      dryer: ["DVE45R6100W", "DVE50R5400V", "DVG45T6000W", "DVE45T6000W", "DV42H5000EW"],
      dishwasher: ["DW80R5060US", "DW80R9950US", "DW80N3030US", "DW80K5050US", "DW80R2031US"],
      range: ["NX58H5600SS", "NE59T4311SS", "NX60T8511SS", "NE63T8511SS", "NE59M4320SS"],
      microwave: ["ME21R7051SS", "ME16K3000AS", "MC17J8000CS", "ME19R7041FS"],
    },
  },
  {
    name: "Frigidaire",
    type: "appliance",
    weight: 4,
    description:
      "Long-running American brand, now part of Electrolux, with refrigerators, ranges, dishwashers and laundry. Many Frigidaire parts also fit Electrolux and older Kenmore models.",
    partNumbers: ["5304######"],
    partNumbersByKind: {
      refrigerator: ["242######", "241######", "5304######"],
      washer: ["134######", "5304######"],
      dryer: ["134######", "137######"],
      dishwasher: ["154######", "5304######"],
      range: ["316######", "318######", "5304######"],
      microwave: ["5304######"],
    },
    models: {
      refrigerator: ["FFTR1835VW", "FFHS2622MS", "FGHB2868TF", "FFSS2615TS", "FFTR1821TS", "LFSS2612TF", "FRSS2623AS"],
      washer: ["FFTW4120SW", "FFFW5100PW", "FLCE7522AW", "FFLE3900UW"],
      dryer: ["FFRE4120SW", "FFRG4120SW", "FFQE5100PW", "FAQE7001LW"],
      dishwasher: ["FFCD2418US", "FDPC4314AS", "FGID2466QF", "FFID2426TS", "FFBD2412SS"],
      range: ["FFEF3054TS", "FFGF3054TS", "FGEF3035RF", "FCRE3052AS", "FFEF3016VS"],
      microwave: ["FFMV1846VS", "FGMV176NTF", "FFMV1645TS"],
    },
  },
  {
    name: "KitchenAid",
    type: "appliance",
    weight: 4,
    description:
      "Whirlpool Corporation's premium kitchen brand, best known for stand mixers, quiet dishwashers and built-in refrigerators. Most KitchenAid appliance parts carry Whirlpool part numbers.",
    partNumbers: ["W10######", "W11######", "WP#######", "WPW10######"],
    models: {
      refrigerator: ["KRFC704FSS", "KRFF507HPS", "KRSC703HPS", "KRMF706ESS", "KBFN502ESS"],
      dishwasher: ["KDTM404KPS", "KDTE334GPS", "KDFE104HPS", "KDPM704KPS", "KDTM354DSS"],
      range: ["KFEG500ESS", "KFGD500ESS", "KSEB900ESS", "KODE500ESS"],
      microwave: ["KMHS120ESS", "KMHC319ESS", "KMLS311HSS"],
    },
  },
  {
    name: "Maytag",
    type: "appliance",
    weight: 2,
    description:
      "Heavy-duty washers, dryers and kitchen appliances, part of Whirlpool Corporation since 2006. Current Maytag models share many parts with Whirlpool machines.",
    partNumbers: ["WP########", "W10######", "W11######"],
    models: {
      refrigerator: ["MFI2570FEZ", "MRT118FFFH", "MFT2772HEZ", "MSS25C4MGZ"],
      washer: ["MVW6230HW", "MVWC565FW", "MHW5630HW", "MVW7232HW"],
      dryer: ["MED6230HW", "MEDC465HW", "MGD6630HW", "MEDC555DW"],
      dishwasher: ["MDB4949SKZ", "MDB8959SKZ", "MDB4949SHZ"],
      range: ["MER8800FZ", "MGR8800FZ", "MER6600FZ", "MGR6600FZ"],
      microwave: ["MMV4205FZ", "MMV1175JZ"],
    },
  },
  {
    name: "Bosch",
    type: "appliance",
    weight: 2,
    description:
      "German maker whose quiet stainless-tub dishwashers are among the most installed in the country. Part of BSH Home Appliances, along with Thermador.",
    partNumbers: ["00######", "12######", "11######"],
    models: {
      refrigerator: ["B36CT80SNS", "B21CT80SNS", "B36FD50SNS", "B11CB50SSS"],
      washer: ["WAW285H1UC", "WAT28400UC", "WAT28401UC"],
      dryer: ["WTG86400UC", "WTW87NH1UC", "WTG86401UC"],
      dishwasher: ["SHX878WD5N", "SHPM88Z75N", "SHE3AR75UC", "SHXM78Z55N", "SHEM63W55N", "SHP865WD5N"],
      range: ["HEI8056U", "HGI8056UC", "HII8056U"],
    },
  },
  {
    name: "Electrolux",
    type: "appliance",
    weight: 1,
    description:
      "Swedish appliance group and parent of Frigidaire. Electrolux-branded refrigerators, laundry and ranges share many components with Frigidaire models.",
    partNumbers: ["A0#######", "5304######", "8079#####"],
    models: {
      refrigerator: ["EI28BS80KS", "EW28BS85KS", "EI23BC32SS", "E23BC68JPS"],
      washer: ["EFLS627UTT", "EFLS527UIW", "ELFW7537AT"],
      dryer: ["EFME627UTT", "EFMG627UTT", "ELFE7537AT"],
      dishwasher: ["EI24ID50QS", "EI24ID81SS", "EDSH4944AS"],
      range: ["EI30EF55QS", "EW30ES65GS", "EI30GF55GS"],
    },
  },
  {
    name: "Amana",
    type: "appliance",
    weight: 1,
    description:
      "Value-priced refrigerators, ranges, washers and dryers from Whirlpool Corporation. Amana-brand heating and cooling equipment comes from a separate company and is not covered here.",
    partNumbers: ["R0######", "D7######", "W10######", "WP{R|D}0######"],
    models: {
      refrigerator: ["ABB1924BRM", "ART318FFDW", "ASI2575GRS", "ABB2224BRM"],
      washer: ["NTW4516FW", "NFW5800HW", "NTW4651BQ"],
      dryer: ["NED4655EW", "NGD4655EW", "NED4600YQ"],
      dishwasher: ["ADB1400AGW", "ADB1500ADW", "ADB1300AFW"],
      range: ["AER6303MFS", "AGR6603SFS", "ACR4303MFW"],
      microwave: ["AMV2307PFS", "AMV2307PFW"],
    },
  },
  {
    name: "Kenmore",
    type: "appliance",
    weight: 2,
    description:
      "Sears' house brand, built over the years by Whirlpool, LG, Frigidaire, Electrolux and others. The three digits before the dot in a Kenmore model number tell us who made the machine.",
    partNumbers: ["8######", "4######", "3######"],
    models: {
      refrigerator: ["106.51133211", "795.72043110", "253.70419411", "106.51789710", "795.74025410"],
      washer: ["110.28132410", "796.41392400", "417.41142100", "110.26132411"],
      dryer: ["110.61132410", "796.81392410", "417.81152100", "110.65132411"],
      dishwasher: ["665.13242K900", "665.13473N413", "587.15583010", "665.13223K900"],
      range: ["790.94232410", "790.95073410", "665.95022100"],
      microwave: ["721.80082310", "721.80592610"],
    },
  },
  {
    name: "Jenn-Air",
    type: "appliance",
    weight: 1,
    description:
      "Whirlpool Corporation's luxury line of built-in refrigerators, ranges, cooktops and wall ovens, first known for the downdraft cooktop.",
    partNumbers: ["W10######", "W11######", "74######", "WP74######"],
    models: {
      refrigerator: ["JFC2290REM", "JFFCC72EFS", "JS42PPDUDB", "JFX2897DRM"],
      dishwasher: ["JDB9200CWS", "JDTSS244GL", "JDB9600CWS"],
      range: ["JDS1750ML", "JGRP430WP", "JES1750FS", "JDRP430WP"],
      microwave: ["JMV9169DS", "JMW2430DS"],
    },
  },
  {
    name: "Speed Queen",
    type: "appliance",
    weight: 1,
    description:
      "Commercial-grade washers and dryers from Alliance Laundry Systems of Ripon, Wisconsin, built to run for decades. We stock the belts, switches, pumps and valves that keep them going.",
    partNumbers: ["80####P", "D5#####P", "F8#####P", "3#####P"],
    models: {
      washer: ["TC5003WN", "AWNE9RSN115TW01", "TR7003WN", "FF7005WN"],
      dryer: ["DR7004WE", "DC5004WE", "ADEE9BGS173TW01", "DR7000WG"],
    },
  },
  {
    name: "Thermador",
    type: "appliance",
    weight: 1,
    description:
      "BSH's luxury kitchen brand, known for pro-style ranges with star-shaped burners, dishwashers and built-in column refrigeration.",
    partNumbers: ["00######", "14-3#-###"],
    models: {
      range: ["PRD364WDHU", "PRG305WH", "PRD48WDSGU", "ME301WS"],
      dishwasher: ["DWHD770WFP", "DWHD650WFP", "DWHD560CFM"],
      refrigerator: ["T36IT901NP", "T36BB910SS", "T30IR900SP"],
    },
  },
  {
    name: "Sub-Zero",
    type: "appliance",
    weight: 1,
    description:
      "Madison, Wisconsin maker of built-in refrigerators, wine storage and ice makers, and sister company to Wolf cooking appliances.",
    partNumbers: ["70#####", "42#####", "3######"],
    models: {
      refrigerator: ["BI-36UFD/S", "BI-36U/S", "648PRO", "736TCI", "ICBBI-36UFD/S/TH"],
    },
  },
  {
    name: "Hotpoint",
    type: "appliance",
    weight: 1,
    description:
      "GE Appliances' value brand in the United States, with simple top-freezer refrigerators, ranges and laundry that share many parts with GE models.",
    partNumbers: ["WB##X1####"],
    partNumbersByKind: GE_PART_NUMBERS,
    models: {
      refrigerator: ["HPS18BTHWW", "HTS18GBPWW", "HTS17GBSWW", "HPS16BTNRWW"],
      washer: ["HTW240ASKWS", "HTW200ASKWS", "HTWP1400FWW"],
      dryer: ["HTX24EASKWS", "HTX24GASKWW", "HTDX100ED0WW"],
      range: ["RB526DHWW", "RGBS400DMWW", "RBS360DMWW"],
      dishwasher: ["HDF310PGRWW", "HDA2100HWW"],
      microwave: ["RVM5160DHWW", "HVM1750SMSS"],
    },
  },
  {
    name: "Haier",
    type: "appliance",
    weight: 1,
    description:
      "Chinese appliance group and parent of GE Appliances and Fisher & Paykel, selling compact refrigerators, laundry and small-space appliances under its own name.",
    partNumbers: ["006#######", "RF-####-##"],
    models: {
      refrigerator: ["HRF15N3AGS", "HA10TG21SW", "HRQ16N3BGS", "HRB15N3BGS"],
      washer: ["HLP21N", "HWT10MW1", "HLPW028AXW"],
      dryer: ["HLP141E", "HLPD028AXW"],
      microwave: ["HMV1472BHS", "HMV1476BHS"],
    },
  },
  {
    name: "Fisher & Paykel",
    type: "appliance",
    weight: 1,
    description:
      "New Zealand maker of DishDrawer dishwashers, integrated refrigerators and pro-style ranges, owned by Haier since 2012.",
    partNumbers: ["8#####", "42####P", "52####"],
    models: {
      refrigerator: ["RF170ADX4", "RS36A72J1", "RF201ACUSX1", "RF135BDRX4"],
      dishwasher: ["DD24DCTX9", "DD24SCTX9", "DW24U6I1", "DD24DTX6V2"],
      range: ["OR36SDG4X1", "CGRV366", "OR30SDG6X1"],
    },
  },
  {
    name: "Miele",
    type: "appliance",
    weight: 1,
    description:
      "Family-owned German maker of dishwashers, laundry and cooking appliances with a reputation for long service lives. Miele model numbers contain spaces, as in G 7316 SCU.",
    partNumbers: ["0#######", "1#######"],
    models: {
      dishwasher: ["G 7316 SCU", "G 5266 SCVi", "G 4998 SCVi", "G 6825 SCU"],
      washer: ["WWH860 WCS", "WWB020 WCS", "W 3038"],
      dryer: ["TWI180 WP", "TWB120 WP", "T 9802"],
      range: ["H 6880 BP", "HR 1124 G", "H 6280 BP"],
    },
  },
  {
    name: "Dacor",
    type: "appliance",
    weight: 1,
    description: "California-born luxury brand of ranges, wall ovens, dishwashers and refrigeration, owned by Samsung since 2016.",
    partNumbers: ["1#####", "7#####", "8#####"],
    models: {
      range: ["DOP36M96DLS", "ER30DSCH", "HDPR36S", "DOB30M977DS"],
      refrigerator: ["DRF367500AP", "DRR30980RAP", "DYF42SBIWR"],
      dishwasher: ["DDW24M999US", "DDW24T999PS"],
    },
  },
  {
    name: "Viking",
    type: "appliance",
    weight: 1,
    description: "Pro-style ranges, cooktops, refrigeration and dishwashers from Greenwood, Mississippi.",
    partNumbers: ["P{B|D|E|K}0#####"],
    models: {
      range: ["VGR5366BSS", "VDR5304BSS", "RVER3304BSS", "VGIC53616BSS"],
      refrigerator: ["VCBB5363ERSS", "DDSB423", "FDSB5423"],
      dishwasher: ["VDW302SS", "FDWU524"],
    },
  },
  {
    name: "InSinkErator",
    type: "appliance",
    weight: 2,
    description:
      "The Racine, Wisconsin company founded by the inventor of the household food waste disposer, and still the disposer found under most American sinks.",
    partNumbers: ["7#####", "78###{A|B|C}"],
    models: {
      disposal: ["Badger 5", "Badger 5XP", "Badger 1", "Evolution Excel", "Evolution Compact", "PRO750"],
    },
  },
  // HVAC brands
  {
    name: "Carrier",
    type: "hvac",
    weight: 4,
    description:
      "The company founded by Willis Carrier, inventor of modern air conditioning, now headquartered in Palm Beach Gardens, Florida. Many Carrier parts also fit Bryant and Payne equipment.",
    partNumbers: ["HC{39|41|43|45}GE###", "HH{18|19|84}HA###", "LH{32|33}WP0##{|A}", "HK{38|42|61}EA0##", "HN{51|52|61}KC0##", "P291-####"],
    models: {
      condenser: ["25HCB636A003", "24ABB336A003", "24ACC636A003", "25HBC536A003", "24ACB348A310", "24ACC436A003"],
      furnace: ["58STA090-16", "58CVA110-20", "59TP6B080V17--14", "58SB0A070E14--12", "59SC5A080S17--14"],
      airhandler: ["FV4CNF003", "FE4ANF003", "FB4CNP036", "FX4DNF037"],
      minisplit: ["38MHRBQ12AA3", "40MHHQ12---3", "38MARBQ24AA3", "40MAHBQ24XA3"],
    },
  },
  {
    name: "Trane",
    type: "hvac",
    weight: 4,
    description:
      "Maker of durable central air conditioners, heat pumps and furnaces, known for its Spine Fin outdoor coils. Trane and American Standard share engineering and many parts.",
    partNumbers: ["CPT0####", "MOT#####", "CAP0#####", "SEN0####", "BRD0####", "CNT0####", "SWT0####"],
    models: {
      condenser: ["4TTR6036J1000AA", "XR14", "4TTR4030L1000A", "4TWR4036G1000A", "2TTR2036A1000AA", "4TWR6048H1000AA"],
      furnace: ["TUD2B080A9V3VB", "S9V2B060U3PSAA", "TUE1B040A9241A", "S8X1B080M4PSCA", "XR80"],
      airhandler: ["TAM7A0C36H31SA", "TEM6A0C36H31SB", "GAM5B0C36M31SA", "TEM4A0B30S21SA"],
    },
  },
  {
    name: "Lennox",
    type: "hvac",
    weight: 4,
    description:
      "Richardson, Texas company selling high-efficiency furnaces, air conditioners and heat pumps through its own dealer network. Lennox catalog numbers are short codes such as 10M88.",
    partNumbers: ["{1|2|4|6|8|9}#{M|W|J|K|L|X}##", "LB-1#####{A|B}", "1#####-0#"],
    models: {
      condenser: ["XC21-036-230", "XC13-036-230", "13ACX-036-230", "XP16-036-230", "ML14XC1-036-230", "EL16XC1-036-230"],
      furnace: ["ML180UH070", "ML180UH090P48B", "EL296V080C36B", "SL280UH090V48B", "G61MPV-36B-071"],
      airhandler: ["CBX26UH-036-230", "CBX32MV-048-230", "CBA25UH-036-230"],
    },
  },
  {
    name: "Goodman",
    type: "hvac",
    weight: 4,
    description:
      "Houston-based maker of affordable split systems, heat pumps and furnaces, owned by Daikin since 2012. Goodman parts also fit many Amana-brand and Janitrol units.",
    partNumbers: ["B1######", "B1#####S", "0130M00###", "0131M00###", "0151M00###", "PCB{BF|DM|FK}1##S"],
    models: {
      condenser: ["GSX140361", "GSZ140361", "GSX130301", "GSZ160481", "GSXN403610", "GSX160361"],
      furnace: ["GMVC960803BN", "GMSS920804BN", "GMEC961005CN", "GMH95070", "GMVC970803BN"],
      airhandler: ["ARUF37C14", "AVPTC36B14", "ASPT36C14", "ARUF36C14"],
    },
  },
  {
    name: "Rheem",
    type: "hvac",
    weight: 4,
    description:
      "Atlanta-based maker of air conditioners, heat pumps and gas furnaces, and sister brand to Ruud. Rheem part numbers follow a 00-00000-00 pattern, such as 51-24010-07.",
    partNumbers: ["{51|62|47|60|70|42|43}-2####-##"],
    models: {
      condenser: ["RA1436AJ1NA", "RA1336AJ1NA", "RP1436AJ1NA", "RA1448AJ1NA", "RA1624AJ1NA"],
      furnace: ["RGPJ-07EAUER", "R96VA0702317MSA", "R801SA075314MSA", "R95TA0701317MSA"],
      airhandler: ["RH1T3617STANJA", "RHLL-HM3617JA", "RH2T3617STANJA"],
    },
  },
  {
    name: "York",
    type: "hvac",
    weight: 4,
    description:
      "Residential heating and cooling brand of Johnson Controls, with roots going back to 1874 in York, Pennsylvania. York part numbers carry an S1- prefix.",
    partNumbers: ["S1-0{2|3}######000", "S1-{024|025|031|032}-#####-000"],
    models: {
      condenser: ["YCE36B21S", "YHE36B21S", "YCD36B21S", "YCG36B21S", "YXT36B21S"],
      furnace: ["TG9S080B12MP11", "YP9C080B12MP12", "TM9V080C16MP11", "TG8S060A12MP11"],
      airhandler: ["AHR36B3XH21", "AHE36C3XH21", "AVC36C3XH21"],
    },
  },
  {
    name: "Ruud",
    type: "hvac",
    weight: 1,
    description: "Rheem's sister brand, sold through independent contractors, with outdoor units and furnaces that share most parts with Rheem.",
    partNumbers: ["{51|62|47|60|70|42|43}-1####-##"],
    models: {
      condenser: ["UA1436AJ1NA", "UP1436AJ1NA", "UA1336AJ1NA", "UA1448AJ1NA"],
      furnace: ["U96VA0702317MSA", "UGPJ-07EAUER", "U801SA075314MSA"],
      airhandler: ["UH1T3617STANJA", "UHLL-HM3617JA"],
    },
  },
  {
    name: "Bryant",
    type: "hvac",
    weight: 1,
    description: "Carrier's sister brand, founded in 1904, with furnaces, air conditioners and heat pumps that share many parts with Carrier equipment.",
    partNumbers: ["HC{39|41|43|45}EE###", "HH{18|19|84}HB###", "LH{32|33}ZS0##", "KA{1|2}#####", "P2##-####"],
    models: {
      condenser: ["113ANA036000", "126BNA036000", "215BNA036000", "123ANA036000"],
      furnace: ["315AAV036070", "926TB48080V17", "987MB42080V17", "313AAV036090"],
      airhandler: ["FV4CNF003", "FB4CNP036", "FE4ANF003"],
    },
  },
  {
    name: "Daikin",
    type: "hvac",
    weight: 2,
    description: "Osaka-based air conditioning maker and owner of Goodman, a world leader in inverter and ductless systems.",
    partNumbers: ["{1|2|4|6}######", "{1|2|4|6}######X"],
    models: {
      condenser: ["DX16SA0361", "DZ16SA0361", "DX14SA0361"],
      furnace: ["DM96VC0803BN", "DM80HS0803AN", "DM97MC0804CN"],
      airhandler: ["MBVC2000AA-1", "MBVC1600AA-1", "DV36PECB14"],
      minisplit: ["FTXS12LVJU", "RXS12LVJU", "FTX09NMVJU", "RX09NMVJU", "FTXR24TVJUW", "CTXS07LVJU"],
    },
  },
  {
    name: "Mitsubishi Electric",
    type: "hvac",
    weight: 2,
    description: "Japanese maker whose ductless mini-splits and multi-zone heat pumps are among the most widely installed in the United States.",
    partNumbers: ["E{12|22|27}{A|C|H|J|L}#####", "T7W{E|F}#####"],
    models: {
      minisplit: ["MSZ-FH12NA", "MUZ-FH12NA", "MSZ-GL18NA", "MUZ-GL18NA", "SLZ-KF12NA", "MXZ-3C24NA2", "PKA-A24KA7", "MSZ-FS09NA"],
    },
  },
  {
    name: "Fujitsu",
    type: "hvac",
    weight: 1,
    description: "Ductless mini-split and multi-zone systems sold under the Fujitsu name by Fujitsu General, popular for additions, garages and sunrooms.",
    partNumbers: ["97{0|1|3}#######"],
    models: {
      minisplit: ["ASU12RLF1", "AOU12RLF1", "ASU24RLF1", "AOU24RLXFZ", "ASU9RLS3Y", "AOU9RLS3Y"],
    },
  },
  {
    name: "Honeywell",
    type: "hvac",
    weight: 2,
    universal: true,
    description:
      "Thermostats, gas valves, ignition controls, humidifiers and media air cleaners. Honeywell gas controls are original equipment in many furnaces, and the Honeywell Home line is made under license by Resideo.",
    partNumbers: ["TH{6|8|9}{110|210|220|320}{D|U|WF}{1|2}0##"],
    partNumbersByCategory: {
      "thermostats": ["TH{6|8|9}{110|210|220|320}{D|U|WF}{1|2}0##", "YTH{6|8|9}{110|210|220|320}{D|U|WF}{1|2}0##"],
      "air-quality-parts": ["FC{100|200}A1###", "HC{22|26}E1###", "{32|50}0####"],
      "heating-parts": ["Q{3450|3400|3300|3800}A1###", "VR8{205|215|345}{M|Q|S}2###", "S9{200|201}U1###"],
    },
    models: {
      aircleaner: ["F100F2010", "F100F2028", "F300E1019", "F300E1035", "HE300A1005", "HE360A1075", "F200E1037"],
    },
    onlyTemplates: [
      "flame-sensor", "hsi", "gas-valve", "ignition-module",
      "prog-thermostat", "wifi-thermostat", "hp-thermostat", "wall-plate", "c-wire-adapter", "remote-sensor", "outdoor-sensor",
      "media-filter", "humidifier-pad", "uv-lamp", "air-cleaner-cell", "filter-door",
    ],
  },
  {
    name: "Emerson",
    type: "hvac",
    weight: 2,
    universal: true,
    description:
      "Universal replacement motors, capacitors and thermostats built to cross-reference original equipment parts across many brands.",
    partNumbers: ["K55HX{A|D|J}{M|N|W}{E|K|T}-{3|8}###"],
    partNumbersByCategory: {
      "motors-fans": ["K55HX{A|D|J}{M|N|W}{E|K|T}-{3|8}###", "K48HX{A|D|J}{M|N|W}{E|K|T}-{3|8}###"],
      "capacitors-contactors": ["EC{1|2|3}####{R|T}"],
      "thermostats": ["1F{83|85|86|87|95}{C|H|U}-{1|2|4}#{NP|PR}", "ST{55|75}-#####"],
    },
    models: {},
    onlyTemplates: [
      "condenser-fan-motor", "blower-motor", "ecm-module",
      "dual-run-cap", "run-cap", "start-cap",
      "prog-thermostat", "wifi-thermostat", "hp-thermostat",
    ],
  },
  {
    name: "White-Rodgers",
    type: "hvac",
    weight: 2,
    universal: true,
    description:
      "Thermostats, gas valves, ignition controls, relays and defrost boards used both as original equipment and as universal replacements in many furnaces and heat pumps.",
    partNumbers: ["{36J|36H|36G}{22|24|27|54}-{2|4|6}##", "{767A|768A}-3##", "50{A|E|M}{50|55|56|65}-{1|4|8}##", "1F{83|85|86|87|95}{C|H|U}-{0|1|4}{1|2}{NP|PR}", "47D0{1|2}U-{8|9}##"],
    models: {},
    onlyTemplates: [
      "gas-valve", "ignition-module", "hsi", "flame-sensor", "limit-switch", "rollout-switch",
      "prog-thermostat", "wifi-thermostat", "hp-thermostat",
      "fan-relay", "contactor", "time-delay", "defrost-board",
    ],
  },
  {
    name: "Heil",
    type: "hvac",
    weight: 1,
    description: "Heating and cooling brand of International Comfort Products, now part of Carrier, sharing designs and parts with Tempstar and the other ICP brands.",
    partNumbers: ["HQ1######", "11#####"],
    models: {
      condenser: ["H4A336GKC", "N4A336GKC", "N4H336AKF", "HCA436GKA"],
      furnace: ["N9MP1075B12B1", "N95ESN0701714A", "H95ESN0601714A", "N80ESN0701714A"],
      airhandler: ["FEM4X3600BL", "FSM4X3600AL"],
    },
  },
  {
    name: "American Standard",
    type: "hvac",
    weight: 1,
    description: "Trane's sister brand, built on the same platforms, with matching parts for its furnaces, air handlers and outdoor units.",
    partNumbers: ["CPT0####", "MOT#####", "CAP0#####", "SEN0####", "BRD0####", "CNT0####", "SWT0####"],
    models: {
      condenser: ["4A7A6036H1000A", "4A6H4036A1000A", "4A7A4030L1000A", "2A7A4036A1000A"],
      furnace: ["AUD2B080A9V3VB", "AUH1B060A9H21B", "AUE1B040A9241A"],
      airhandler: ["TAM7A0C36H31SA", "TEM6A0C36H31SB", "GAM5B0C36M31SA"],
    },
  },
  {
    name: "Payne",
    type: "hvac",
    weight: 1,
    description: "Carrier's value brand of furnaces, air conditioners and heat pumps, sharing many components with Carrier and Bryant equipment.",
    partNumbers: ["HC{39|41|43|45}PE###", "HH{18|19|84}HC###", "LH{32|33}PY0##", "P2{5|6}#-####"],
    models: {
      condenser: ["PA13NA036", "PA14NA036000", "PH14NA036000", "PA16NA036000"],
      furnace: ["PG95ESAA36070", "PG80ESAA36070", "PG92ESA36060"],
      airhandler: ["FB4CNF036", "FB4CNP036", "FB4CNF030"],
    },
  },
  {
    name: "Nordyne",
    type: "hvac",
    weight: 1,
    description: "Now Nortek Global HVAC, maker of systems for site-built and manufactured homes sold under names such as Frigidaire, Maytag and Westinghouse heating and cooling.",
    partNumbers: ["6#####", "9#####", "{62|90}#####"],
    models: {
      condenser: ["FT4BD-036K", "JS4BD-036K", "FS4BE-036K"],
      furnace: ["G6RC-090C-16", "M7RL-072K-BW", "FG7RL-072C-36A"],
      airhandler: ["B6VMAX36K-B", "E6EB-015HA"],
    },
  },
  {
    name: "Coleman",
    type: "hvac",
    weight: 1,
    description: "Johnson Controls' Coleman line of air conditioners, heat pumps and furnaces, built alongside York equipment and sharing its S1- part numbers.",
    partNumbers: ["S1-0{2|3}######000", "S1-{024|025|031|032}-#####-000"],
    models: {
      condenser: ["TCGD36S21S1", "AC13B36", "TCHD36S21S1"],
      furnace: ["CG8S060A12MP11", "TG9S080B12MP11", "CM9V080C16MP11"],
      airhandler: ["AHR36B3XH21", "AVC36C3XH21"],
    },
  },
  {
    name: "Tempstar",
    type: "hvac",
    weight: 1,
    description: "International Comfort Products brand, now part of Carrier, with furnaces and air conditioners that share most parts with Heil.",
    partNumbers: ["HQ1######", "11#####"],
    models: {
      condenser: ["N4A336GKC", "TCA436GKA", "N4H336AKF"],
      furnace: ["N9MP1075B12B1", "N95ESN0701714A", "N80ESN0701714A", "F9MXE0801714A"],
      airhandler: ["FEM4X3600BL", "FSM4X3600AL"],
    },
  },
];

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The lowercased name where that is a valid slug, else a slugified form: "Fisher & Paykel" -> "fisher-paykel". */
export function brandSlug(name: string): string {
  const lower = name.toLowerCase();
  if (SLUG_PATTERN.test(lower)) return lower;
  return lower
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// ---- Catalogue index: which brand makes which part for which machine ---------------------------

interface TemplateChoice {
  template: PartTemplate;
  /** The kinds this brand can supply the template for. */
  kinds: readonly Kind[];
}

interface BrandOffer {
  brandIndex: number;
  weight: number;
  templates: readonly TemplateChoice[];
}

interface CategoryOffer {
  categoryIndex: number;
  weight: number;
  brands: readonly BrandOffer[];
  brandWeight: number;
}

interface CatalogueIndex {
  categories: readonly CategoryOffer[];
  categoryWeight: number;
  /** Per brand: the categories it supplies (indexes into `categories`, which matches CATEGORY_DEFS). */
  brandCategories: readonly (readonly number[])[];
  /** Model pools by brand index and kind. */
  pools: readonly Partial<Record<Kind, readonly string[]>>[];
}

let catalogueIndex: CatalogueIndex | undefined;

function buildCatalogueIndex(): CatalogueIndex {
  if (catalogueIndex) return catalogueIndex;

  // Universal parts fit every other maker's machines of the same type.
  const unionPools: Record<PartType, Partial<Record<Kind, string[]>>> = { appliance: {}, hvac: {} };
  for (const brand of BRAND_DEFS) {
    if (brand.universal) continue;
    for (const [kind, models] of Object.entries(brand.models) as [Kind, readonly string[]][]) {
      const pool = (unionPools[brand.type][kind] ??= []);
      for (const model of models) if (!pool.includes(model)) pool.push(model);
    }
  }
  const pools = BRAND_DEFS.map((brand) => {
    if (!brand.universal) return brand.models;
    return { ...unionPools[brand.type], ...brand.models };
  });

  const categories: CategoryOffer[] = CATEGORY_DEFS.map((category, categoryIndex) => {
    const brands: BrandOffer[] = [];
    BRAND_DEFS.forEach((brand, brandIndex) => {
      if (brand.type !== category.type) return;
      const pool = pools[brandIndex] ?? {};
      const templates: TemplateChoice[] = [];
      for (const template of category.templates) {
        if (brand.onlyTemplates && !brand.onlyTemplates.includes(template.key)) continue;
        const kinds = template.kinds.filter((kind) => (pool[kind]?.length ?? 0) >= 2);
        if (kinds.length > 0) templates.push({ template, kinds });
      }
      if (templates.length > 0) brands.push({ brandIndex, weight: brand.weight, templates });
    });
    if (brands.length === 0) throw new Error(`no brand supplies ${category.slug}`);
    return { categoryIndex, weight: category.weight, brands, brandWeight: brands.reduce((sum, b) => sum + b.weight, 0) };
  });

  const brandCategories = BRAND_DEFS.map((brand, brandIndex) => {
    const offered = categories.filter((c) => c.brands.some((b) => b.brandIndex === brandIndex)).map((c) => c.categoryIndex);
    if (offered.length === 0) throw new Error(`brand ${brand.name} supplies no category`);
    return offered;
  });

  catalogueIndex = {
    categories,
    categoryWeight: categories.reduce((sum, c) => sum + c.weight, 0),
    brandCategories,
    pools,
  };
  return catalogueIndex;
}

// ---- Products -----------------------------------------------------------------------------------

const PRICE_ENDINGS = [95, 99, 49, 95, 99, 89, 29, 95] as const;

function money(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function partNumberPatterns(brand: BrandDef, kind: Kind, categorySlug: string): readonly string[] {
  return brand.partNumbersByKind?.[kind] ?? brand.partNumbersByCategory?.[categorySlug] ?? brand.partNumbers;
}

/** A part number in the brand's style that is not yet used anywhere in the catalogue. */
function uniquePartNumber(rng: Rng, patterns: readonly string[], used: Set<string>): string {
  let candidate = "";
  for (let attempt = 0; attempt < 12; attempt++) {
    candidate = expandPattern(rng, pick(rng, patterns));
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  // A crowded pattern: vary the last draw with a revision suffix until it is free.
  for (let revision = 2; ; revision++) {
    const varied = `${candidate}-${revision}`;
    if (!used.has(varied)) {
      used.add(varied);
      return varied;
    }
  }
}

function pickModels(rng: Rng, pool: readonly string[]): string[] {
  const wanted = Math.min(pool.length, randomInt(rng, 2, 8));
  const chosen = new Set<string>();
  // Skewed towards the front of each list, so the best-selling models fit many parts.
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 6; attempt++) {
    chosen.add(pool[Math.floor(pool.length * rng() ** 1.6)] as string);
  }
  for (const model of pool) {
    if (chosen.size >= wanted) break;
    chosen.add(model);
  }
  return [...chosen];
}

function fitNote(rng: Rng, brand: BrandDef, kind: Kind): string {
  if (brand.universal) {
    return pick(rng, [
      `Universal replacement from ${brand.name}; match the ratings and mounting of your original part before installing.`,
      `Cross-references the original part in the equipment listed below; confirm the ratings before you install.`,
      `A ${brand.name} replacement that fits many makes; check the model list and the label on the old part.`,
    ]);
  }
  const label = KIND_LABELS[kind];
  return pick(rng, [
    `Genuine ${brand.name} part; check your model number against the compatible models before ordering.`,
    `Made to the original ${brand.name} specification, with the same connectors and mounting as the part it replaces.`,
    `Fits the ${brand.name} models listed below; the model number is on the rating tag of your ${label}.`,
    `Order by the model number on your ${label}'s rating tag; call the counter if yours is not listed.`,
  ]);
}

function generateProducts(count: number, rng: Rng): Product[] {
  const index = buildCatalogueIndex();
  const planCategory = new Int32Array(count);
  const planBrand = new Int32Array(count);

  for (let i = 0; i < count; i++) {
    const category = pickWeighted(rng, index.categories, index.categoryWeight);
    const offer = pickWeighted(rng, category.brands, category.brandWeight);
    planCategory[i] = category.categoryIndex;
    planBrand[i] = offer.brandIndex;
  }

  // Every brand and every category gets at least one part (while N allows), at random positions.
  const coverage: [number, number][] = [];
  index.brandCategories.forEach((categories, brandIndex) => coverage.push([pick(rng, categories), brandIndex]));
  for (const category of index.categories) {
    coverage.push([category.categoryIndex, pickWeighted(rng, category.brands, category.brandWeight).brandIndex]);
  }
  const coveragePositions = samplePositions(rng, count, coverage.length);
  coveragePositions.forEach((position, k) => {
    const [categoryIndex, brandIndex] = coverage[k] as [number, number];
    planCategory[position] = categoryIndex;
    planBrand[position] = brandIndex;
  });

  // About one part in eight is out of stock: an exact share, so small catalogues stay realistic.
  const outOfStock = new Uint8Array(count);
  for (const position of samplePositions(rng, count, Math.round(count / 8))) outOfStock[position] = 1;

  // A large catalogue covers many more machines: makers ship each model in revisions (the last two
  // digits of "WRF555SDFZ04"), so beyond 1,000 parts the models gain revision suffixes and each
  // model keeps fitting a handful of parts, as in a real catalogue.
  const revisions = count > 1000 ? Math.ceil(count / 500) : 1;
  const used = new Set<string>();
  const products: Product[] = new Array<Product>(count);
  for (let i = 0; i < count; i++) {
    const categoryIndex = planCategory[i] as number;
    const brandIndex = planBrand[i] as number;
    const categoryDef = CATEGORY_DEFS[categoryIndex] as CategoryDef;
    const brandDef = BRAND_DEFS[brandIndex] as BrandDef;
    const offer = index.categories[categoryIndex]?.brands.find((b) => b.brandIndex === brandIndex);
    if (!offer) throw new Error(`${brandDef.name} does not supply ${categoryDef.slug}`);
    const { template, kinds } = pick(rng, offer.templates);
    const kind = pick(rng, kinds);
    const patterns = partNumberPatterns(brandDef, kind, categoryDef.slug);

    const name = expandPattern(rng, template.name);
    const partNumber = uniquePartNumber(rng, patterns, used);
    const priceCents = randomInt(rng, template.price[0], template.price[1]) * 100 + pick(rng, PRICE_ENDINGS);
    const onSale = rng() < 1 / 6;
    const originalCents = onSale ? Math.max(Math.floor((priceCents * (1.12 + rng() * 0.23)) / 100) * 100 + 99, priceCents + 500) : 0;
    const description = `${template.description} ${fitNote(rng, brandDef, kind)}`;
    const models = pickModels(rng, index.pools[brandIndex]?.[kind] ?? []);
    const compatibility =
      revisions > 1 ? models.map((m) => `${m}${String(randomInt(rng, 0, revisions - 1)).padStart(2, "0")}`) : models;
    let supersedes: string[] | undefined;
    if (rng() < 0.25) {
      const older = pick(rng, [1, 1, 1, 2, 2, 3]);
      supersedes = [];
      for (let k = 0; k < older; k++) supersedes.push(uniquePartNumber(rng, patterns, used));
    }

    const product: Product = {
      id: i + 1,
      name,
      partNumber,
      price: money(priceCents),
      ...(onSale ? { originalPrice: money(originalCents) } : {}),
      description,
      inStock: outOfStock[i] === 0,
      isPopular: false,
      isFeatured: false,
      brandId: brandIndex + 1,
      categoryId: categoryIndex + 1,
      compatibility,
      ...(supersedes ? { supersedes } : {}),
    };
    products[i] = product;
  }

  // Featured and popular parts are distinct and in stock: 6 and 10 in the default catalogue,
  // scaling with N (at least 4 and 6, at most 48 and 400).
  const inStock = products.filter((p) => p.inStock);
  const featuredCount = Math.min(inStock.length, Math.max(4, Math.min(48, Math.round((count * 6) / 320))));
  const popularCount = Math.min(inStock.length - featuredCount, Math.max(6, Math.min(400, Math.round((count * 10) / 320))));
  const chosen = samplePositions(rng, inStock.length, featuredCount + popularCount);
  chosen.forEach((position, k) => {
    const product = inStock[position] as Product;
    if (k < featuredCount) product.isFeatured = true;
    else product.isPopular = true;
  });

  return products;
}

// ---- Blog posts ---------------------------------------------------------------------------------

/** A paragraph, a numbered list of steps, or a block of short lines. */
type Block = string | { steps: readonly string[] } | { lines: readonly string[] };

interface PostDef {
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string;
  category: string | null;
  isPublished: boolean;
  author: string;
  body: readonly Block[];
}

function renderBody(body: readonly Block[]): string {
  return body
    .map((block) => {
      if (typeof block === "string") return block;
      if ("steps" in block) return block.steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
      return block.lines.join("\n");
    })
    .join("\n\n");
}

const POST_DEFS: readonly PostDef[] = [
  {
    title: "How to Find Your Appliance or HVAC Model Number",
    slug: "find-your-model-number",
    excerpt: "The model number is the key to ordering the right part the first time. Here is where makers hide the tag on every common appliance and on your heating and cooling equipment.",
    publishedAt: "2025-01-14",
    category: null,
    isPublished: true,
    author: "Dana Whitfield",
    body: [
      "Almost every call to our counter starts with the same question: what is the model number? A part that looks right in a photo can be off by a bracket, a connector or a few ohms, and the model number is how we tell one version of a machine from the next. Five minutes spent finding it saves a second trip across town.",
      "The model number is printed on a rating plate or sticker that the manufacturer puts somewhere out of sight. It usually sits next to the serial number, and the two are easy to confuse. The model number describes the design, such as WRF555SDFZ or GTW685BSLWS. The serial number identifies your single unit and mainly tells us when it was built. We need the model number first; the serial number helps when a maker changed parts partway through a production run.",
      "Where to look on each kind of equipment:",
      {
        steps: [
          "Refrigerator: inside the fresh-food section on a side wall or the ceiling, often behind the crisper drawers or near the light. On some bottom-freezer models it is low on the left wall.",
          "Dishwasher: on the edge of the door or the tub, visible only with the door open. Check the top edge and both sides.",
          "Top-load washer: under the lid, on the back of the control console or on the cabinet at the back. Front-load washer: around the door opening or inside the door rim.",
          "Dryer: inside the door opening on the frame, or on the back panel.",
          "Range or wall oven: on the frame behind the storage or warming drawer, or around the oven door opening. Some slide-in ranges have it under the cooktop.",
          "Over-the-range microwave: inside the door frame, on the back of the door or on the underside of the unit.",
          "Furnace or air handler: on the inside of the blower compartment door, or on the cabinet once that door is off. Turn the power off at the service switch before removing any panel.",
          "Outdoor air conditioner or heat pump: on the data plate on the side of the cabinet, usually near the electrical panel.",
        ],
      },
      "Kenmore appliances need one extra step. Sears sold machines built by Whirlpool, LG, Frigidaire and others, and a Kenmore model number has a three-digit prefix before the dot, such as 106 or 795, that identifies the original maker. Give us the whole number, prefix and dot included.",
      "Take a clear photo of the whole tag with your phone rather than copying it by hand. Characters that look alike, such as O and 0, B and 8, or I and 1, cause most failed look-ups. Include every character, dashes and the suffix at the end: on many models the last two or three characters mark a color or a revision, and a revision can change which part fits.",
      "If the tag is missing or worn away, do not guess from the look of the machine. Bring the old part in instead. Most parts carry their own number stamped or printed on them, and we can usually match it or find the number that replaced it. For heating and cooling equipment, the installer's paperwork or a sticker inside the furnace door often lists the model as well.",
      "Once you have the number, type it into the model search on our home page. The search ignores spaces and dashes, so WRF 555-SDFZ and WRF555SDFZ find the same parts. If nothing comes up, call the counter and read us the tag; we look parts up in the manufacturers' own catalogs every day.",
    ],
  },
  {
    title: "Replacing Your Refrigerator Water Filter",
    slug: "replace-refrigerator-water-filter",
    excerpt: "A refrigerator water filter takes five minutes to change and is easy to forget. Here is when to change it, how to do it without a mess, and what to do if the water stops flowing afterwards.",
    publishedAt: "2025-02-11",
    category: "water-filters",
    isPublished: true,
    author: "Luis Ortega",
    body: [
      "A refrigerator water filter is one of the easiest parts in the house to change, and one of the most often forgotten. Most makers rate their filters for about six months or a set number of gallons, whichever comes first. Our local water comes from the Floridan Aquifer and carries a fair amount of dissolved minerals, and the sediment a filter catches adds up faster than you might expect.",
      "Signs it is time: the filter light on the dispenser has come on, the water flow from the door has slowed to a trickle, the ice is cloudy or smaller than it used to be, or the water has started to taste or smell off. A clogged filter also makes the ice maker fill slowly, which leaves you with hollow or undersized cubes.",
      "Find the right filter by model number. Filters look alike, but the locking tabs differ from one design to the next, and a filter that does not seat fully can leak or let water bypass the cartridge. Common locations are the upper right corner of the fresh-food section, the base grille under the doors, or behind a flip-down cover inside the door.",
      "To change it:",
      {
        steps: [
          "Have a towel ready. A little water always spills when the old cartridge comes out.",
          "If the filter is in the base grille, press the eject button or turn the cap a quarter turn counterclockwise, then pull the cartridge straight out. For filters inside the cabinet, open the cover and turn the cartridge a quarter turn counterclockwise until it releases.",
          "Remove the protective caps from the new filter and compare it with the old one before you install it.",
          "Insert the new cartridge the same way the old one came out and turn it clockwise until it locks and stops. Do not force it; if it will not turn, take it out and line up the tabs again.",
          "Run three to four gallons of water through the dispenser in short bursts to flush out carbon dust and trapped air. The first water may look gray or sputter; that is normal.",
          "Reset the filter indicator. On many models you press and hold the filter or reset button for about three seconds; your owner's manual gives the method for yours.",
          "Check the filter housing for drips over the next day.",
        ],
      },
      "If you have just installed a new filter and the dispenser will not work at all, the cartridge is probably not fully seated. Take it out and install it again. If water still does not flow, hold the dispenser paddle for a minute to push trapped air out of the line; air locks are common after a filter change.",
      "A word on bargain look-alike filters. Genuine filters are tested and certified to NSF/ANSI standards for the contaminants listed on their packaging. Some cheap copies fit the housing but are not certified for the same reductions, and a poorly made cartridge can crack under line pressure. If you buy a non-OEM filter, look for the certification marks on the box, not just the word compatible.",
      "If you do not use the water dispenser or the ice maker, many refrigerators take a bypass plug in place of the filter. Otherwise do not run the refrigerator with the filter simply removed unless the owner's manual says you can: on some models the water system will not work without a filter or a plug in place.",
    ],
  },
  {
    title: "Why Your Dryer Runs but Won't Heat",
    slug: "dryer-not-heating",
    excerpt: "A dryer that tumbles but stays cold usually needs a part under fifty dollars. Work through the checks in the right order, and fix the airflow problem that caused the failure in the first place.",
    publishedAt: "2025-03-04",
    category: "washer-dryer-parts",
    isPublished: true,
    author: "Marcus Bell",
    body: [
      "A dryer that tumbles but stays cold is one of the most common repairs we see, and in most cases the fix is a part under fifty dollars. Before ordering anything, though, it pays to work out why the part failed, because the usual cause is airflow, not the part itself.",
      "Start with the easy checks. An electric dryer needs 240 volts from both halves of a double breaker; if one half trips, the drum can still turn on 120 volts while the heating element never warms up. Switch the dryer breaker fully off and then on again. For a gas dryer, make sure the gas valve behind the dryer is open and that your other gas appliances work.",
      "Then check the vent. A lint-packed duct or a crushed foil hose behind the dryer makes heat build up inside the cabinet until a safety device opens. On an electric dryer, pull it out, disconnect the vent from the back and run a short timed cycle: if it suddenly heats, the vent is your real problem. Never run a gas dryer disconnected from its vent, because the exhaust carries carbon monoxide. Clean the duct all the way to the outside hood. Dryers vented through a long duct in an attic or an interior wall need that duct cleaned at least once a year.",
      "Safety first: unplug the dryer or switch off its breaker before removing any panel. On a gas dryer, also close the gas valve. You will need a multimeter set to ohms or continuity.",
      "The parts to test on an electric dryer, in order:",
      {
        steps: [
          "Thermal fuse. A small one-time fuse on the blower housing or the exhaust duct. It should read continuity, close to zero ohms. If it is open, it blew for a reason, usually a restricted vent, so clean the vent before you replace it. Depending on the model, a blown thermal fuse either stops the heat or stops the dryer from starting at all.",
          "Heating element. It sits in a metal housing behind the back panel or under the drum. Disconnect the wires and measure across the two terminals: most elements read somewhere around 7 to 15 ohms. An open reading, or a break you can see in the coil, means it needs replacing. Also make sure the coil does not touch the housing anywhere.",
          "High-limit thermostat and cycling thermostat. Both should show continuity at room temperature. The high limit is mounted on the heater housing; the cycling thermostat is on the blower housing.",
          "Thermal cutoff. Many models pair the high-limit thermostat with a cutoff fuse on the heater housing. They are sold as a kit and should be replaced together.",
        ],
      },
      "On a gas dryer the suspects are different. Remove the lower front panel or the toe kick and watch the burner through the sight hole while the dryer starts. If the igniter glows and then goes dark without the gas lighting, the gas valve coils are the usual cause and are replaced as a set. If the igniter never glows, test the igniter itself, which typically reads somewhere between 50 and 400 ohms, and the flame sensor, which should show continuity while cold.",
      "Once the new part is in and the dryer is back together, run a timed cycle with a damp load and check that the air coming out of the outside hood is warm and strong. Weak airflow at the hood means the vent still needs attention, and a new thermal fuse will simply blow again.",
    ],
  },
  {
    title: "Dishwasher Not Draining? Check These Five Things",
    slug: "dishwasher-not-draining",
    excerpt: "Standing water in the dishwasher is messy but rarely serious. Most drain problems come down to a dirty filter, a disposer plug or a kinked hose, and you can check all of them in under an hour.",
    publishedAt: "2025-04-08",
    category: "dishwasher-parts",
    isPublished: true,
    author: "Luis Ortega",
    body: [
      "Standing water in the bottom of the dishwasher after a cycle is messy but rarely serious. A small amount of water under the filter is normal on many models; it keeps the seals wet. A pool that covers the bottom of the tub is not.",
      "Before you start, switch off the breaker or unplug the dishwasher. Lay towels on the floor and have a cup and a sponge ready to bail out the water.",
      {
        steps: [
          "Clean the filter. Most dishwashers built in the last decade use a manual filter under the lower spray arm that twists out for rinsing. A filter packed with food, seeds or broken glass is the most common reason for slow draining. Scrub it in the sink with a soft brush and warm soapy water, and check the sump underneath for anything stuck in the opening.",
          "Check the disposer connection. If the dishwasher drains into a disposer that was just installed, the knockout plug inside the disposer's dishwasher inlet may still be in place. With the disposer's power off, look into the inlet; if it is sealed, the plug has to be knocked out and fished out of the grinding chamber. Also run the disposer before starting the dishwasher, because a full disposer blocks the drain.",
          "Inspect the drain hose. Pull the dishwasher out a few inches if needed and follow the hose to the sink. It should be free of kinks and should loop up high under the counter, or connect to an air gap, so dirty sink water cannot siphon back. Disconnect the hose at the sink end and flush it with water to clear a clog.",
          "Clean the air gap. If there is a small chrome cap at the back of the sink, pull off its cover and clear out any debris. A clogged air gap often spits water into the sink while the dishwasher drains.",
          "Test the drain pump. Start a cycle, wait a few minutes, then cancel it to force a drain. You should hear the pump run and water moving. Silence suggests the pump is not getting power or its motor has failed; a hum with no water moving suggests something jammed in the impeller. With the power off, an ohmmeter across the pump terminals should show a reading; no continuity at all means the motor winding has failed.",
        ],
      },
      "Some models also have a check valve or flapper where the hose meets the pump. It lets water out but not back in. If it sticks closed, the pump runs but the water stays; if it sticks open, dirty water flows back from the sink. These are inexpensive and often come with a new drain hose or pump.",
      "Replacing a drain pump is usually a matter of removing the kick plate, disconnecting the wiring and hose, and turning the pump a quarter turn to release it from the sump. On some designs the dishwasher has to come out of the cabinet and be laid on its back to reach the pump, so have a helper and protect the floor. Shut off the water supply as well as the power, and watch for leaks with the kick plate off during the first cycle.",
      "Finally, if you drain the tub and it fills again on its own while the machine is off, the problem is not the drain at all. That points to a water inlet valve that does not close fully, and that valve should be replaced soon, before it floods the floor.",
      "A little routine care keeps the problem from coming back: scrape plates instead of rinsing them, clean the filter every month or two, and run hot water at the kitchen sink for a moment before starting the dishwasher so the first fill is hot.",
    ],
  },
  {
    title: "How to Test and Replace an AC Capacitor",
    slug: "test-replace-ac-capacitor",
    excerpt: "When the outdoor unit hums but will not start, the run capacitor is the first part to check. Here is how to test one safely, choose the right replacement and wire it in.",
    publishedAt: "2025-05-20",
    category: "capacitors-contactors",
    isPublished: true,
    author: "Marcus Bell",
    body: [
      "When the outdoor unit of a central air conditioner or heat pump hums but the fan does not spin, or the fan runs but the compressor does not start, the run capacitor is the first part to check. In a Tallahassee summer a capacitor works hard: the heat inside the outdoor cabinet wears it down, and a failing one can leave you in a hot house on a weekend.",
      "A capacitor stores a charge and gives the motors the push they need to start and run efficiently. Most split systems use one dual run capacitor that serves both the compressor and the outdoor fan. It has three terminals: C for common, HERM for the compressor and FAN for the condenser fan motor. Its label gives two ratings in microfarads, for example 45/5 MFD, and a voltage rating such as 370V or 440V.",
      "Safety comes first. A capacitor can hold a dangerous charge even after the power is off, and the outdoor unit has 240 volts inside it. If you are not comfortable working around line voltage, call a licensed technician; this is one of the few parts where a mistake can hurt you.",
      {
        steps: [
          "Turn the system off at the thermostat. Then pull the disconnect at the outdoor unit and switch off the air conditioner breaker at the main panel.",
          "Remove the service panel on the outdoor unit, usually a few screws near where the wiring enters.",
          "Confirm the power is off with a voltage tester at the line terminals of the contactor before touching anything.",
          "Look at the capacitor. A swollen or domed top, a split case or oil leaking from it means it has failed. A capacitor can also fail with no visible sign, so test it either way.",
          "Take a clear photo of the wiring before disconnecting anything.",
          "Discharge the capacitor. Using a screwdriver with an insulated handle, or better, a resistor made for discharging capacitors, bridge the HERM and C terminals, then the FAN and C terminals. Keep your hands on the insulated handle only.",
          "Disconnect the wires, label them if the colors are not obvious, and remove the capacitor from its bracket.",
          "Set a multimeter to capacitance and measure between C and HERM, then between C and FAN. Compare the readings with the label. Most run capacitors are rated plus or minus 5 or 6 percent, so a 45 MFD side reading below about 42 is weak and should be replaced.",
        ],
      },
      "Choosing the replacement is simple if you follow two rules. The microfarad ratings must match the old capacitor exactly. The voltage rating must be the same or higher: a 440V capacitor can replace a 370V one, but never the other way around. Round and oval cases both work as long as the new one fits the bracket.",
      "Install the new capacitor by moving one wire at a time from the old part to the new one, following your photo. Each terminal usually has several tabs, and any tab on the same terminal will do. Secure the capacitor in its bracket so it cannot rattle, replace the panel, restore power at the breaker and the disconnect, and turn the system back on at the thermostat. Many thermostats wait a few minutes before restarting the compressor, so give it time, then listen: both the compressor and the fan should start together.",
      "If the new capacitor does not solve the problem, look at the contactor next. Burned or pitted contacts, or a contactor that buzzes without pulling in, cause the same symptoms. An outdoor unit that still will not run with a good capacitor and contactor needs a technician's diagnosis.",
    ],
  },
  {
    title: "Why Furnace Flame Sensors Fail, and How to Clean One",
    slug: "furnace-flame-sensor",
    excerpt: "A furnace that lights, runs for a few seconds and shuts off again usually has a dirty flame sensor. Here is what the sensor does, how to clean it safely and when to replace it.",
    publishedAt: "2025-11-04",
    category: "heating-parts",
    isPublished: true,
    author: "Dana Whitfield",
    body: [
      "Tallahassee furnaces spend most of the year idle, then get called into service on the first cold morning in November. One of the most common complaints that week is a furnace that lights, runs for a few seconds and shuts the burners off again. After several tries it may lock out completely. Very often the cause is a dirty flame sensor.",
      "The flame sensor is a thin metal rod, usually bent at an angle, mounted so that its tip sits in the flame of one burner. It is held by a single screw and has one wire attached. The control board puts a small voltage on the rod, and the flame conducts a tiny current, measured in millionths of an amp, back to the grounded burner. If the board does not see that current within a few seconds of opening the gas valve, it assumes the gas did not light and closes the valve for safety.",
      "Over time the rod picks up a thin coating of oxide and combustion residue, and it does not take much to weaken the signal below what the board accepts. Dust pulled in past a dirty filter, and chemicals in the air such as those from laundry products or paint stored near the furnace, speed up the buildup.",
      "To clean it:",
      {
        steps: [
          "Set the thermostat to off, then turn off the furnace at its service switch or breaker and turn the gas valve to off.",
          "Remove the furnace front door. Find the burners and the rod with a single wire, usually at the far end of the burner row from the igniter.",
          "Remove the screw holding the sensor bracket and slide the sensor straight out. Handle it gently; the porcelain insulator cracks easily.",
          "Lightly clean the metal rod with a fine abrasive pad or fine steel wool until the metal is bright. Avoid coarse sandpaper, which scratches the rod and can leave residue that speeds the next buildup.",
          "Wipe the rod with a clean cloth and avoid touching the cleaned metal with your fingers.",
          "Reinstall the sensor in exactly the same position, reconnect the wire if you removed it, replace the door, and restore the gas and power.",
          "Run a heating cycle and watch through the sight glass that the burners stay lit.",
        ],
      },
      "When cleaning is not enough: replace the sensor if the porcelain is cracked, if the rod is bent out of the flame or pitted, or if the furnace still shuts down after a cleaning. A technician can measure the flame signal with a meter set to microamps. Many furnaces need at least about one microamp, and a healthy sensor often reads between two and six, but your furnace's documentation gives the exact figure. New flame sensors are inexpensive and worth keeping on hand.",
      "Also check the ground path. The signal returns through the burner assembly and the furnace cabinet to the board's ground connection. A loose ground wire, a corroded burner, or 120-volt supply wiring with the hot and neutral reversed can all produce the same symptom as a dirty sensor. Many control boards flash a code for a flame failure; the chart on the inside of the furnace door explains the blinks, so count them before you start taking parts out.",
      "Finally, change the furnace filter. A clogged filter makes the heat exchanger run hot and pulls more dust across the burners, and a clean or new sensor lasts longer in clean air.",
    ],
  },
  {
    title: "Choosing the Right MERV Rating for Your Air Filter",
    slug: "choosing-air-filter-merv-rating",
    excerpt: "A higher MERV rating catches smaller particles, but it can also choke your system's airflow. Here is how to pick a filter that cleans the air without hurting cooling in a humid climate.",
    publishedAt: "2025-06-17",
    category: "air-quality-parts",
    isPublished: true,
    author: "Luis Ortega",
    body: [
      "MERV stands for Minimum Efficiency Reporting Value. It is a scale from 1 to 16 defined by ASHRAE Standard 52.2, and it tells you how well a filter catches particles of different sizes: the higher the number, the smaller the particles it traps. It does not tell you how long the filter lasts or how much it restricts airflow, and in a home system those matter just as much.",
      "Here is how the common ratings compare in a house:",
      {
        lines: [
          "MERV 1 to 4: thin fiberglass filters. They protect the blower and coil from large dust and lint but do little for the air you breathe.",
          "MERV 5 to 8: basic pleated filters that catch most dust, pollen and mold spores. A sound default for most homes.",
          "MERV 9 to 12: better pleated filters that also catch a good share of finer particles such as pet dander. MERV 11 is a popular choice for households with allergies or pets.",
          "MERV 13 to 16: high-efficiency filters that capture many fine particles, including a good share of smoke. Worth considering for smoke or illness concerns, if your system can move enough air through them.",
        ],
      },
      "The trade-off is airflow. A residential blower is designed for a certain amount of resistance, and a dense one-inch filter can push a system past it. The warning signs are a filter that bows inward, a whistle at the return grille, rooms that no longer cool well, or an indoor coil that freezes in the middle of summer. In a humid climate like ours, weak airflow also hurts dehumidification and leaves the house feeling clammy.",
      "If you want MERV 11 or 13, the best way to get it is more filter area rather than a denser one-inch filter. A four- or five-inch media filter in a proper cabinet has several times the pleated surface of a one-inch filter, so it catches more with less resistance and lasts six months to a year instead of one to three months. If your system only has a one-inch slot, start with MERV 8 and move up one step at a time, watching for the signs above.",
      "Sizing the filter:",
      {
        steps: [
          "Read the size printed on the edge of the old filter. The nominal size, such as 16x25x1, is what you order.",
          "Do not be surprised that the actual size is a little smaller, for example 15.5 by 24.5 by 0.75 inches. That is normal; it lets the filter slide into the slot.",
          "If there is no old filter, measure the slot or grille opening and use the nearest standard nominal size.",
          "When installing, point the airflow arrow toward the blower: away from the return grille and toward the furnace or air handler.",
        ],
      },
      "How often to change it depends on the filter and the house. In Tallahassee, where the system runs most of the year and pollen coats everything each spring, one-inch filters usually need changing every one to two months, and more often with pets, during remodeling or in the heavy pine and oak pollen season. Check it monthly at first: if you cannot see light through it, it is time. Write the date on the edge of each new filter so you do not have to guess.",
      "A clean filter is cheap insurance. Dust that gets past a filter ends up on the indoor coil, where it cuts efficiency and feeds the mold that causes musty smells, and a coil cleaning costs far more than a year of filters.",
    ],
  },
  {
    title: "Does Your New Thermostat Need a C-Wire?",
    slug: "thermostat-c-wire",
    excerpt: "Most smart thermostats need a common wire for steady power. Here is what the C wire does, how to find out whether you already have one, and what to do if you don't.",
    publishedAt: "2025-08-12",
    category: "thermostats",
    isPublished: true,
    author: "Marcus Bell",
    body: [
      "Most smart and Wi-Fi thermostats need steady 24-volt power to run their screens and radios. That power comes through a common wire, usually labeled C, which completes the circuit back to the transformer in your furnace or air handler. Older mechanical and battery-powered thermostats never needed one, so many homes have no C wire connected at the wall.",
      "A typical thermostat cable uses the conductors below. Colors are a convention, not a rule, so always check where each wire lands at the equipment end:",
      {
        lines: [
          "R, Rh or Rc: 24-volt power from the transformer, usually red.",
          "C: common, the return side of the transformer, often blue or black.",
          "W: call for heat, usually white. W2 or AUX calls for second-stage or backup heat.",
          "Y: call for cooling, running the compressor, usually yellow.",
          "G: indoor fan, usually green.",
          "O/B: the reversing valve on a heat pump, usually orange or dark blue.",
        ],
      },
      "Checking for a C wire:",
      {
        steps: [
          "Turn off power to the system at the furnace or air handler switch or at the breaker. The thermostat's off setting does not cut the 24-volt power.",
          "Remove the old thermostat from its base and take a photo of the wiring and the terminal letters.",
          "Look for a wire on the C terminal. If there is none, look at the cable where it comes out of the wall: there is often an unused wire folded back behind the plate.",
          "At the furnace or air handler, remove the access panel and find the low-voltage terminal strip on the control board. If the spare wire in the same cable is loose there too, connect it to the C or COM terminal on the board and to C at the thermostat.",
          "Replace the panels, restore power and confirm that the new thermostat powers up without batteries.",
        ],
      },
      "On a heat pump or a split air conditioner, the outdoor unit's wires often land on the board's C terminal as well, so you may find two wires there already. That is normal; add the thermostat wire alongside them.",
      "If there is no spare wire, you have three good options. First, a power adapter or add-a-wire kit, which mounts at the furnace and uses the existing wires to carry a C connection; many thermostat makers include or sell one. Second, a new cable with more conductors pulled from the furnace to the thermostat. Third, a plug-in 24-volt transformer near the thermostat, which works when an outlet is close by but leaves a cord on the wall.",
      "We do not recommend using the G wire as a C wire. It works on some systems, but you lose independent control of the indoor fan, and on heat pumps and some two-stage systems it causes odd behavior. Thermostats that draw power through the heating or cooling wires without a C wire can also make some equipment click or short-cycle, especially high-efficiency furnaces with electronic controls.",
      "One more caution: the transformer in your furnace has a limited capacity, usually 40 VA, and touching the R wire to C while wiring can blow the small fuse on the control board, often rated 3 or 5 amps. If the new thermostat stays dark after you restore power, check that fuse before assuming the thermostat is bad.",
    ],
  },
  {
    title: "Replacing an Oven Bake Element",
    slug: "replace-oven-bake-element",
    excerpt: "If your electric oven preheats slowly or only heats on broil, the bake element has probably failed. Testing and replacing one takes about half an hour with basic tools.",
    publishedAt: "2025-10-07",
    category: "range-oven-parts",
    isPublished: true,
    author: "Dana Whitfield",
    body: [
      "If your electric oven takes forever to preheat, bakes with pale bottoms or only heats when you use broil, the bake element at the bottom of the oven has probably failed. It is one of the most straightforward appliance repairs, and with the right part it takes about half an hour.",
      "Bake elements often fail visibly. Look for a blister, a split in the sheath or a spot that glowed white and melted. Sometimes the element fails with a bright flash and a pop. If you can see damage, you can skip the test below. Many newer ovens use a hidden bake element under the oven floor; those take more work to reach, and on some models the range has to be pulled out and the back panel removed. Check your model before you start.",
      "Testing the element:",
      {
        steps: [
          "Switch off the range breaker at the main panel. A range runs on 240 volts, and reaching the plug behind it is not always easy or safe.",
          "Open the oven door and take out the racks. Remove the two screws that hold the element's mounting plate to the back wall of the oven.",
          "Gently pull the element forward about three inches to expose the terminals. Do not pull hard: the wires are short, and if they slip back through the wall you will have to remove the back panel to retrieve them.",
          "Take a photo, then pull the wire connectors off the terminals. Some are held with small screws.",
          "Set your multimeter to ohms and measure across the two terminals. A typical bake element rated around 2,500 to 3,000 watts reads roughly 15 to 30 ohms. An open reading means the element is burned out.",
          "Measure from each terminal to the metal sheath. Any reading other than open means the element is shorted to ground and must be replaced, even if it still heats.",
        ],
      },
      "Installing the new element is the same job in reverse. Push the connectors firmly onto the new terminals; a loose connector overheats and burns the terminal, which is a common reason for a second failure. If a connector is scorched or loose-fitting, replace it with a high-temperature terminal rather than reusing it. Slide the element back, fit the mounting plate flat against the oven wall and replace the screws. If the old element had a seal around the plate, make sure it is in place on the new one.",
      "Restore power and set the oven to bake at 350 degrees. The new element may smoke and smell for a few minutes as the factory coating burns off; that is normal, and an open window helps. Within a few minutes the element should glow evenly along its whole length.",
      "If the new element does not heat, test the oven temperature sensor next: the thin probe on the back wall near the top. Most read about 1,100 ohms at room temperature, and a reading far from that suggests a faulty sensor. Beyond that, a failed relay on the control board or a burned wire at the terminal block can stop the bake circuit. Call us with your model number before buying more parts, and we will help you narrow it down.",
    ],
  },
  {
    title: "Washer Won't Spin? Start With the Lid Switch",
    slug: "washer-wont-spin-lid-switch",
    excerpt: "A washer that leaves clothes soaking wet has stopped its spin for a reason. On top-load machines the lid switch or lid lock is the most common one; here is how to check it.",
    publishedAt: "2025-07-15",
    category: "washer-dryer-parts",
    isPublished: true,
    author: "Luis Ortega",
    body: [
      "A washer that fills and agitates but leaves your clothes sopping wet at the end of the cycle is telling you that something stopped the spin. On a top-load washer, the most common cause by far is the lid switch or lid lock, a safety device that keeps the basket from spinning while the lid is open.",
      "First rule out the easy causes. An unbalanced load, such as a single heavy blanket or towels bunched on one side, makes many washers stop the spin to protect themselves. Spread the load out and run a drain and spin cycle. Also make sure the water actually drained: a washer will not spin while there is water in the tub, so a clogged drain pump or a kinked hose can look like a spin problem.",
      "How the lid switch works depends on the age of the machine. Older top loaders use a simple switch pressed by a tab on the lid. Newer high-efficiency models use a lid lock assembly that locks the lid and reports the lock to the control board; if the board cannot confirm it, the washer will not spin and usually shows an error code or flashing lights. Front loaders use a door lock that works the same way.",
      "Quick checks first:",
      {
        steps: [
          "Close the lid and start a spin. On models with a lock you should hear it click within a few seconds.",
          "Look at the tab or striker on the lid. If it is bent or broken, it may not reach the switch.",
          "Look up any error code in the owner's manual or on the service sheet tucked inside the console. Many washers have a specific code for lid-lock faults.",
        ],
      },
      "Testing and replacing the switch:",
      {
        steps: [
          "Unplug the washer and turn off both water valves.",
          "Open the top or the control console to reach the switch. On many models the top lifts after releasing two clips at the front with a putty knife; on others, screws at the back hold the console.",
          "Unplug the switch connector and test the switch with a multimeter set to continuity. It should show continuity when pressed, as if the lid were closed, and open when released.",
          "A lid lock assembly is harder to test on the bench because it also contains a small motor or solenoid. If the lock does not engage and its wiring is sound, replacing the assembly is the usual fix.",
          "Remove the mounting screws, install the new switch, route the wiring harness exactly as the old one ran, and reassemble the washer.",
        ],
      },
      "Never bypass a lid switch with a jumper wire or by taping it down. The basket spins at hundreds of revolutions per minute, and it can seriously injure an arm that reaches in.",
      "If the lid switch tests good, the next suspects are the drive belt on belt-driven models, the motor coupler on older direct-drive Whirlpool-built washers, and the shifter or clutch on newer ones. A burned-rubber smell, or a motor that hums without turning the basket, points to a belt or a coupler. Give us your model number and we will tell you which of these parts your machine uses.",
    ],
  },
  {
    title: "Ice Maker Not Making Ice: A Troubleshooting Guide",
    slug: "ice-maker-not-making-ice",
    excerpt: "Most ice maker problems come down to a few causes, and several of them cost nothing to fix. Work through these checks before you order a new ice maker.",
    publishedAt: "2025-09-09",
    category: "ice-maker-parts",
    isPublished: true,
    author: "Marcus Bell",
    body: [
      "An empty ice bin in a Florida summer gets noticed quickly. Fortunately, most ice maker problems come down to a handful of causes, and several of them cost nothing to fix. Work through these checks in order.",
      {
        steps: [
          "Make sure the ice maker is on. Most have a wire shut-off arm on the side that must be down, or an on-off switch or setting on the control panel. An arm pushed up by a bag of frozen vegetables stops production.",
          "Check the freezer temperature. Ice makers need the freezer at about 0 to 5 degrees Fahrenheit, and many will not start a harvest until the mold is cold enough. If the freezer is warmer, look for a door left ajar, a torn gasket or a frosted-over evaporator, which is a separate repair.",
          "Check the water supply. The valve behind the refrigerator or under the sink should be fully open. Older saddle valves clamped onto a copper pipe often clog or fail, and replacing one with a proper quarter-turn valve is worth doing.",
          "Change the water filter. A clogged filter cuts the flow to the ice maker first. If your cubes have been getting smaller or hollow, this is a likely cause.",
          "Look for a frozen fill tube. The small tube that feeds water into the ice maker can freeze solid, especially when water pressure is low or the inlet valve drips. Thaw it carefully with a hair dryer on low, keeping the heat away from plastic parts, and then work out why it froze.",
          "Check the water pressure. Most inlet valves need at least 20 psi to open properly. Homes on wells, or with a reverse-osmosis system feeding the refrigerator, sometimes fall short.",
        ],
      },
      "If the ice maker has water and the freezer is cold, test the water inlet valve. It is mounted at the back of the refrigerator where the supply line connects. Unplug the refrigerator, shut off the water and check the valve's solenoid coils with a multimeter; most read a few hundred ohms each, and an open coil means the valve needs replacing. A valve that hums but lets no water through is usually clogged with sediment inside, and it is replaced rather than cleaned.",
      "Many ice makers also have a test mode that runs the mechanism through a harvest and a fill. On some it is a button on the ice maker; on others it is a control panel sequence. The method varies too much to list here, but the technical sheet tucked behind the kick plate or inside the control panel usually describes it. If the ice maker does not move at all in test mode, the ice maker itself is likely faulty; if it harvests but no water arrives, look again at the valve and the fill tube.",
      "Replacing the ice maker itself is usually easy: take out the bin, remove two or three screws, unplug the harness and fit the new one. Allow up to 24 hours before expecting the first ice, and throw out the first two or three batches, which can carry small bits of debris from the line or a plastic taste.",
      "Two smaller things to check when ice is slow rather than missing altogether: a very warm kitchen, or a door opened constantly during a party, slows production, and many refrigerators have a fast-ice setting that helps before a busy weekend. If your dispenser gives water but no ice while the bucket is full, the problem is in the dispenser, not the ice maker; check the auger motor and the dispenser door flap instead.",
    ],
  },
  {
    title: "Heat Pump Defrost: What's Normal in a North Florida Winter",
    slug: "heat-pump-defrost-north-florida-winter",
    excerpt: "A steaming outdoor unit on a frosty morning is usually a heat pump doing its job. Here is what a normal defrost cycle looks like and the signs that the defrost system needs a repair.",
    publishedAt: "2026-01-13",
    category: "heat-pump-parts",
    isPublished: true,
    author: "Dana Whitfield",
    body: [
      "Tallahassee gets more freezing nights than most of Florida, and a cold January morning is when many homeowners notice their heat pump steaming in the yard. Most of the time that is exactly what it should be doing.",
      "When a heat pump heats, the outdoor coil runs colder than the air around it so that it can pull heat out of that air. When the outdoor temperature drops to around 40 degrees or below and the air is damp, frost forms on the coil. Frost blocks airflow, so the heat pump periodically runs a defrost cycle: it shifts its reversing valve to cooling mode for a few minutes, stops the outdoor fan and sends hot refrigerant through the outdoor coil to melt the frost. Indoors, the backup electric heat strips usually come on during defrost so you do not feel cold air.",
      "What a normal defrost looks and sounds like:",
      {
        lines: [
          "A whoosh of refrigerant as the reversing valve shifts, at the start and again at the end of defrost.",
          "The outdoor fan stops while the compressor keeps running.",
          "A cloud of steam rising off the outdoor unit, sometimes thick enough to look like smoke.",
          "Water running off the coil, then the fan restarting after a few minutes, usually no more than ten.",
          "On many systems, defrost can repeat every 30, 60 or 90 minutes of run time while the weather calls for it.",
        ],
      },
      "What is not normal: a coil that stays covered in solid ice, a block of ice growing under or on top of the unit, a defrost cycle that never seems to end, or an outdoor fan that stays stopped for a long time while the compressor runs. Those point to a problem in the defrost system itself.",
      "The parts involved are the defrost control board, a coil temperature sensor or defrost thermostat clamped to a tube on the outdoor coil, the reversing valve and its solenoid coil, and on many systems an outdoor air temperature sensor. A sensor that has slipped off its tube or failed open can keep the board from ever starting defrost, and a burned-out reversing valve coil cannot shift the valve. We carry these parts for most major brands, matched by the model number on the outdoor unit.",
      "What you can safely do yourself:",
      {
        steps: [
          "Keep the unit clear. Rake leaves and pine straw away, and make sure the unit sits level and a few inches off the ground so meltwater drains away instead of refreezing underneath.",
          "Check that a gutter is not dumping water onto the unit; water pouring onto a cold coil freezes in layers.",
          "If the unit is iced solid, switch the thermostat to emergency heat. That shuts the heat pump off and heats the house with the backup strips while the ice melts.",
          "Never chip ice off the coil with a tool or pour boiling water on it; the fins and tubes are easily punctured.",
          "Change the indoor filter. Poor indoor airflow makes a heat pump work harder in every mode.",
        ],
      },
      "Emergency heat is expensive to run because it uses electric resistance heat for everything, so treat it as a temporary measure. If the ice comes back once the heat pump returns to normal heating, call for service, or bring us the model number and we will help you test the sensor and the reversing valve coil.",
      "One last note for our area: most winter nights here stay above freezing, so many heat pumps rarely need long defrost cycles. When a cold snap brings temperatures into the twenties, expect more frequent defrosts and more backup heat than usual. That is the system working, not failing.",
    ],
  },
  {
    title: "Hurricane Season Checklist for Your Air Conditioner",
    slug: "hurricane-season-ac-checklist",
    excerpt: "A little preparation in May keeps your air conditioner from becoming a storm casualty. What to do before the season, when a storm is coming and after it passes.",
    publishedAt: "2026-05-12",
    category: "ac-parts",
    isPublished: true,
    author: "Marcus Bell",
    body: [
      "Atlantic hurricane season runs from June 1 to November 30, and in the Big Bend a storm can mean days without power followed by a rush on repair services. A little preparation keeps your air conditioner from becoming a casualty and gets your house cool again sooner once the lights come back.",
      "Before the season:",
      {
        steps: [
          "Replace the filter, and with the power off rinse the outdoor coil gently with a garden hose. Cut plants back at least two feet from the unit.",
          "Clean the condensate drain. Pour a cup of white vinegar into the access port on the drain line near the indoor unit, or clear the line from its outdoor end with a wet-dry vacuum. A clogged drain is one of the most common summer service calls in humid climates, and a float switch that shuts the system off is far better than a ceiling stain.",
          "Check that the outdoor unit is secured to its pad. Florida's building code calls for outdoor units to be anchored against wind; if yours sits loose, ask a contractor about hurricane tie-downs.",
          "Consider a surge protector for the air conditioner or the whole house. Power often comes back from an outage with spikes that can damage control boards and compressors.",
          "Keep spares of the parts that fail most often after outages: a run capacitor and a contactor matched to your outdoor unit. They are inexpensive, and after a storm they can be hard to find.",
          "Photograph the data plates on your indoor and outdoor units so the model numbers are on your phone.",
        ],
      },
      "When a storm is coming:",
      {
        steps: [
          "Turn the system off at the thermostat, then switch off the breakers for the outdoor unit and the furnace or air handler before the storm arrives. That protects the equipment from surges and brownouts while the power flickers.",
          "If you cover the outdoor unit to keep debris out, remove the cover before the system runs again. Never run the unit covered.",
          "Bring in loose items that could be blown into the unit, such as patio furniture, pots and grills.",
        ],
      },
      "After the storm:",
      {
        steps: [
          "Walk around the outdoor unit before turning anything on. Look for debris in the fan, flattened fins, damaged wiring or a unit knocked off its pad.",
          "If the outdoor or indoor unit stood in floodwater, do not run it. Floodwater damages electrical parts and motors, and the system needs an inspection first.",
          "Once the power has been stable for a while, restore the breakers and turn the system on at the thermostat. Give the compressor a few minutes to start.",
          "If the outdoor fan does not spin or the unit hums without starting, a failed capacitor is a likely cause. Our capacitor guide explains how to test one safely.",
        ],
      },
      "If you run a portable generator, remember that most central air conditioners need a large generator, or a soft-start kit on the compressor, to start. Never connect a generator to house wiring without a proper transfer switch or interlock; feeding power back into the lines can electrocute utility crews working to restore service.",
      "Our counter stays busy after every storm. The more you prepare in May, the fewer parts you will need in September.",
    ],
  },
  {
    title: "Genuine OEM or Aftermarket: Which Part Should You Buy?",
    slug: "oem-vs-aftermarket-parts",
    excerpt: "Almost every repair part comes in a genuine OEM version and an aftermarket one. Here is when the original is worth it, when a universal part does the job, and how supersession works.",
    publishedAt: "2026-06-02",
    category: null,
    isPublished: false,
    author: "Dana Whitfield",
    body: [
      "Almost every repair part comes in two forms. A genuine OEM part is made by or for the company that built your appliance or system, to the same specification as the part that came out of it. An aftermarket part is made by another company to fit the same spot. Both have their place, and our counter stocks mostly OEM parts for good reasons.",
      "Fit is the first reason. An OEM part is designed for your model, with the same connectors, mounting points and wire lengths. Aftermarket parts are often built to cover several models at once, which can mean an adapter, a longer harness or a bracket that has to be bent to fit.",
      "Performance is the second. Electronic parts such as control boards, sensors and ignition modules depend on exact values. A sensor that reads a few percent off, or a board with different firmware, can make an appliance behave strangely in ways that are hard to diagnose.",
      "Warranty is the third. Genuine OEM parts typically carry a warranty of one to two years, depending on the maker, while aftermarket parts usually carry about 90 days. And a non-OEM part can complicate a claim on an appliance that is still under the manufacturer's warranty.",
      "When aftermarket makes sense: universal parts such as HVAC capacitors, contactors and many motors are made to industry ratings rather than for a single model, and a quality universal part with the right ratings works as well as the original. The same goes for simple items like filters, as long as they carry the relevant certifications. An aftermarket part may also be the only option for older equipment whose original parts are no longer made.",
      "How to decide:",
      {
        steps: [
          "Start with your model number and look up the OEM part.",
          "For electronics, sensors and anything that affects safety, such as gas valves and lid locks, buy OEM.",
          "For universal parts, compare the ratings on the label, not just the price.",
          "Check the warranty before you buy, and keep your receipt.",
        ],
      },
      "A note on part numbers: makers update parts over time, and an old number is often replaced by a new one. This is called supersession, and it is normal. The new part is the approved replacement even if it looks a little different. Our catalogue lists the older numbers each part replaces, so you can search with the number printed on the part you removed.",
      "If you are unsure, bring the old part in. Holding it next to the new one at the counter is still the most reliable way to be sure it is right.",
    ],
  },
  {
    title: "Garbage Disposal Hums but Won't Spin",
    slug: "garbage-disposal-hums-wont-spin",
    excerpt: "A disposal that hums without grinding is almost always jammed, not broken. Here is how to free it safely, reset it and deal with the leaks that often come next.",
    publishedAt: "2026-06-16",
    category: "garbage-disposal-parts",
    isPublished: false,
    author: "Luis Ortega",
    body: [
      "A disposal that hums but does not grind is almost always jammed, not broken. Something hard, such as a fruit pit, a bone or a piece of glass, has wedged the turntable against the grinding ring, and the motor cannot turn it. Left humming, the motor overheats and trips its internal overload, so switch it off right away.",
      "Safety first: never put your hand inside a disposal, even when it is off. Turn off the wall switch, and to be sure, unplug the unit under the sink or switch off its breaker before you work on it.",
      {
        steps: [
          "Turn off the power to the disposal.",
          "Look into the drain with a flashlight. If you can see the object, remove it with tongs or pliers.",
          "Find the hex socket in the center of the bottom of the disposal. Insert a 1/4-inch hex key or the service wrench that came with the unit, and work it back and forth until the turntable turns freely through full rotations.",
          "Remove the loosened object from the chamber with tongs.",
          "Press the red reset button on the bottom of the unit. If it does not click in, wait ten minutes for the motor to cool and try again.",
          "Restore power, run cold water and turn the disposal on.",
        ],
      },
      "If the disposal is silent instead of humming, press the reset button first, then check the breaker and the wall switch. If it still does nothing, the switch, the wiring or the motor may have failed.",
      "Leaks are the other common complaint. A leak at the sink flange usually means the putty or gasket has failed and the mounting needs resealing. A leak at the dishwasher inlet or the drain outlet often comes from a loose clamp or a worn gasket, both inexpensive parts. A leak from the body of the disposal itself means its internal seals have failed, and the unit needs replacing.",
      "To keep it running: run cold water before, during and for a few seconds after grinding; feed food in gradually; and keep out grease, stringy peels such as celery and corn husks, and large amounts of pasta or rice, which swell and clog the drain. Never use chemical drain cleaners in a disposal; they attack the metal parts and are dangerous if they splash back during a repair.",
      "We carry splash guards, mounting assemblies, stoppers, gaskets, dishwasher connector kits and power cord kits for the common disposal models. Bring the model number from the label on the bottom of the unit.",
    ],
  },
];

function buildPosts(categories: readonly Category[]): BlogPost[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c.id]));
  return POST_DEFS.map((post, i) => {
    let categoryId: number | null = null;
    if (post.category !== null) {
      const id = bySlug.get(post.category);
      if (id === undefined) throw new Error(`post ${post.slug}: unknown category ${post.category}`);
      categoryId = id;
    }
    return {
      id: i + 1,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: renderBody(post.body),
      publishedAt: post.publishedAt,
      categoryId,
      isPublished: post.isPublished,
      author: post.author,
    };
  });
}

// ---- The whole seed -----------------------------------------------------------------------------

/** The seed data: store, categories, brands, `products` parts and the blog; the rest starts empty. */
export function generateShopData(options: GenerateOptions): ShopData {
  const count = options.products;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`products must be a non-negative integer, got ${count}`);
  const rng = mulberry32(options.seed ?? DEFAULT_SEED);

  const categories: Category[] = CATEGORY_DEFS.map((c, i) => ({
    id: i + 1,
    name: c.name,
    slug: c.slug,
    type: c.type,
    description: c.description,
  }));
  const brands: Brand[] = BRAND_DEFS.map((b, i) => ({
    id: i + 1,
    name: b.name,
    slug: brandSlug(b.name),
    type: b.type,
    description: b.description,
  }));

  return {
    store: buildStore(),
    categories,
    brands,
    products: generateProducts(count, rng),
    posts: buildPosts(categories),
    cartItems: [],
    orders: [],
    contactMessages: [],
    newsletterSignups: [],
  };
}

// ---- Command line -------------------------------------------------------------------------------

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface CliOptions {
  products: number;
  seed: number;
  out: string;
}

const USAGE = "usage: tsx scripts/generate-db.ts [--products N] [--out PATH] [--seed N]";

function parseCli(argv: readonly string[]): CliOptions | "help" {
  const options: CliOptions = { products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED, out: resolve(REPO_ROOT, "db.json") };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--help" || arg === "-h") return "help";
    const eq = arg.indexOf("=");
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const takeValue = (): string => {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === "") throw new Error(`${flag} needs a value\n${USAGE}`);
      return value;
    };
    const takeInteger = (min: number): number => {
      const raw = takeValue();
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
        throw new Error(`${flag} must be an integer of at least ${min}, got ${raw}`);
      }
      return value;
    };
    if (flag === "--products") options.products = takeInteger(0);
    else if (flag === "--seed") options.seed = takeInteger(0);
    else if (flag === "--out") options.out = resolve(process.cwd(), takeValue());
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  return options;
}

function main(): void {
  const options = parseCli(process.argv.slice(2));
  if (options === "help") {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const data = generateShopData({ products: options.products, seed: options.seed });
  const generated = performance.now();
  const json = `${JSON.stringify(data, null, 2)}\n`;
  mkdirSync(dirname(options.out), { recursive: true });
  // Write beside the target and rename, so a reader never sees a half-written file.
  const temporary = `${options.out}.${process.pid}.tmp`;
  writeFileSync(temporary, json);
  renameSync(temporary, options.out);
  const finished = performance.now();
  const megabytes = (Buffer.byteLength(json) / 1024 / 1024).toFixed(2);
  console.log(
    `Wrote ${options.out} (${megabytes} MB): ${data.categories.length} categories, ${data.brands.length} brands, ` +
      `${data.products.length} products, ${data.posts.length} posts; generated in ${(generated - started).toFixed(0)} ms, ` +
      `${(finished - started).toFixed(0)} ms in all.`,
  );
}

function isDirectRun(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const self = fileURLToPath(import.meta.url);
  try {
    return realpathSync(entry) === realpathSync(self);
  } catch {
    return resolve(entry) === self;
  }
}

if (isDirectRun()) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
