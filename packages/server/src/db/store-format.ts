import { applyChanges, CATALOGUE_COLLECTIONS, MUTABLE_COLLECTIONS, upgradePartRecord, type Change, type ShopData } from "@shop/domain";

/**
 * A shop in db.json's shape, read and checked: the seed, a file given to `npm run db -- import`,
 * and the earlier JSON database (json-database.ts), a snapshot in that shape with its journal
 * beside it, NDJSON, one batch of changes per line. The live database is SQLite and has no journal;
 * the journal is only ever read, for the first-start import.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads a shop in db.json's shape (a seed, an import file, a JSON snapshot); throws a message that names the file for anything unusable. */
export function parseShopData(text: string, file: string, label = "Database file"): ShopData {
  const recovery =
    label === "Database file"
      ? " Restore it from a backup, or move it away to start again from the seed."
      : "";
  if (text.trim() === "") {
    throw new Error(`${label} ${file} is empty; refusing to start from nothing.${recovery}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label} ${file} is not valid JSON (${errorMessage(error)}).${recovery}`);
  }
  if (!isObject(value)) throw new Error(`${label} ${file} does not hold a JSON object.${recovery}`);
  const missing: string[] = isObject(value.store) ? [] : ["store"];
  for (const key of CATALOGUE_COLLECTIONS) if (!Array.isArray(value[key])) missing.push(key);
  if (missing.length > 0) {
    throw new Error(`${label} ${file} lacks ${missing.join(", ")}: it is not a shop database.${recovery}`);
  }
  for (const key of MUTABLE_COLLECTIONS) {
    if (value[key] === undefined) value[key] = [];
    else if (!Array.isArray(value[key])) throw new Error(`${label} ${file}: "${key}" must be a list.${recovery}`);
  }
  // Parts stored before stock on hand kept only a yes/no inStock (docs/architecture.md, Stock on hand).
  value.products = (value.products as unknown[]).map((p) => (isObject(p) ? upgradePartRecord(p) : p));
  return value as unknown as ShopData;
}

const COLLECTIONS = new Set<string>([...CATALOGUE_COLLECTIONS, ...MUTABLE_COLLECTIONS]);
const isId = (id: unknown) => typeof id === "string" || typeof id === "number";

function isChange(value: unknown): value is Change {
  if (!isObject(value)) return false;
  if (value.op === "store") return isObject(value.record);
  if (typeof value.collection !== "string" || !COLLECTIONS.has(value.collection)) return false;
  if (value.op === "put") return isObject(value.record) && isId(value.record.id);
  return value.op === "delete" && isId(value.id);
}

/** A part put by an older version, journalled with inStock only, gets its quantity as a snapshot's would. */
function upgradeChange(change: Change): Change {
  if (change.op !== "put" || change.collection !== "products") return change;
  const record = upgradePartRecord(change.record as unknown as Record<string, unknown>);
  return record === (change.record as unknown) ? change : { ...change, record: record as unknown as typeof change.record };
}

export interface ReplayResult {
  batches: number;
  changes: number;
  /** True when the last line was cut short by a crash mid-append and was skipped. */
  tornTail: boolean;
}

/**
 * Applies a journal's batches in order. A last line that does not parse is a write cut short by a
 * crash (never acknowledged) and is skipped; a bad line before the last means damage, and throws.
 */
export function replayJournal(data: ShopData, text: string, file: string): ReplayResult {
  const lines = text.split("\n");
  let last = lines.length - 1;
  while (last >= 0 && (lines[last] ?? "").trim() === "") last--;
  const result: ReplayResult = { batches: 0, changes: 0, tornTail: false };
  for (let i = 0; i <= last; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    let batch: unknown;
    try {
      batch = JSON.parse(line);
    } catch {
      batch = undefined;
    }
    if (!Array.isArray(batch) || !batch.every(isChange)) {
      if (i === last) {
        result.tornTail = true;
        break;
      }
      throw new Error(`Journal ${file} is damaged at line ${i + 1} of ${last + 1}; it is not a list of changes.`);
    }
    applyChanges(data, batch.map(upgradeChange));
    result.batches++;
    result.changes += batch.length;
  }
  return result;
}
