import { normalizeModelNumber } from "./model-number.ts";

/**
 * "Does this fit my model?" on a part page (docs/product.md, Pages: the part page's fit check).
 * Pure: the part's listed models and what the visitor typed in, one answer out.
 */

/** Typed input shorter than this (normalised) is only ever an exact match: too short to guess from. */
export const MIN_CLOSE_LENGTH = 4;

/** From this length (normalised) a guess may be two edits away; shorter input allows one. */
export const TWO_EDITS_FROM = 8;

/**
 * The answer: `yes` with the model as the part lists it, `close` with the listed model the visitor
 * most likely meant, or `no`. `model` on `no` is what was typed, trimmed.
 */
export type ModelFit =
  | { answer: "yes"; model: string }
  | { answer: "close"; model: string; typed: string }
  | { answer: "no"; typed: string };

/**
 * Edits (insert, delete, substitute one character) turning `a` into `b`, giving up past `max`:
 * returns `max + 1` as soon as the answer must be larger, so a long list costs little.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * Whether a part listing `models` fits the model the visitor typed. Both sides are compared in
 * normalised form (case, spaces, dashes, dots, slashes: normalizeModelNumber).
 *
 * The close-match rule: input of at least MIN_CLOSE_LENGTH characters, and a listed model at most
 * one edit away (two from TWO_EDITS_FROM characters). An edit is a wrong, missing or extra
 * character, so a dropped or added suffix letter ("WRF555SDF" for "WRF555SDFZ") counts too. The
 * nearest wins; on a tie, a listed model extending the input (the visitor stopped typing early),
 * then the list's order.
 */
export function checkModelFit(models: readonly string[], typed: string): ModelFit {
  const trimmed = typed.trim();
  const key = normalizeModelNumber(trimmed);
  if (!key) return { answer: "no", typed: trimmed };
  const exact = models.find((model) => normalizeModelNumber(model) === key);
  if (exact !== undefined) return { answer: "yes", model: exact };
  if (key.length < MIN_CLOSE_LENGTH) return { answer: "no", typed: trimmed };

  const max = key.length >= TWO_EDITS_FROM ? 2 : 1;
  let best: { model: string; distance: number; extends: boolean } | undefined;
  for (const model of models) {
    const listed = normalizeModelNumber(model);
    const distance = editDistance(key, listed, max);
    if (distance > max) continue;
    const extendsInput = listed.startsWith(key);
    if (!best || distance < best.distance || (distance === best.distance && extendsInput && !best.extends)) {
      best = { model, distance, extends: extendsInput };
    }
  }
  return best ? { answer: "close", model: best.model, typed: trimmed } : { answer: "no", typed: trimmed };
}

/** Whether a part listing `models` lists `model` (normalised): the cards' "Fits your model". */
export function listsModel(models: readonly string[], model: string): boolean {
  const key = normalizeModelNumber(model);
  return key !== "" && models.some((listed) => normalizeModelNumber(listed) === key);
}
