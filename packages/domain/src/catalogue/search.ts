import { normalizeModelNumber } from "./models/model-number.ts";

/**
 * What a catalogue search matches and in what order (docs/product.md, Search), one rule for the
 * domain's answer over memory and the server's in SQL:
 *
 * - every term must match the part: be part of its name or its brand's name (lower case); or, a
 *   word of letters only of `FUZZY_MIN_LENGTH` or more, have a word of the catalogue one typo away
 *   (a wrong, missing, extra or two swapped letters) that is; or, normalised as part numbers are
 *   (`code`: no case, spaces, dashes, dots or slashes), begin the part number, a superseded number
 *   or a model (from `CODE_PREFIX_MIN_LENGTH` characters), or be part of one (from
 *   `CODE_INNER_MIN_LENGTH`). A typo in a number is a different part: numbers are never fuzzy.
 * - the parts found come in three groups, each in the listing's order: the part whose number, or
 *   one of whose superseded numbers, is the whole search; then parts fitting a model a term names
 *   exactly; then the rest.
 */

/** The shortest word that still finds a part with one typo: shorter ones are too near too many words. */
export const FUZZY_MIN_LENGTH = 4;
/** A code term finds the codes it begins from this length. */
export const CODE_PREFIX_MIN_LENGTH = 2;
/** A code term finds the codes it is inside of from this length. */
export const CODE_INNER_MIN_LENGTH = 4;

export interface SearchTerm {
  /** The term in lower case, compared with the name and the brand. */
  term: string;
  /** The term as part numbers are compared (`normalizeModelNumber`). */
  code: string;
  /** A word of letters only, long enough to be found with one typo. */
  fuzzy: boolean;
}

/** A search's terms, split at white space. */
export function searchTerms(search: string): SearchTerm[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => ({ term, code: normalizeModelNumber(term), fuzzy: term.length >= FUZZY_MIN_LENGTH && /^[a-z]+$/.test(term) }));
}

/** The whole search as one part number: what the first group's parts are numbered. */
export const wholeCode = (search: string): string => normalizeModelNumber(search);

/** The words of a part's search text (its name and its brand's, lower case) that a typo can be measured from. */
export function wordsOf(text: string): string[] {
  return text.match(/[a-z]{3,}/g) ?? [];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every word of letters one typo away from `word`: a letter wrong, missing or extra, or two next to each other swapped. */
export function oneTypoAway(word: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    for (const letter of LETTERS) found.add(head + letter + tail);
    if (i < word.length) {
      found.add(head + tail.slice(1));
      for (const letter of LETTERS) found.add(head + letter + tail.slice(1));
      if (i + 1 < word.length) found.add(head + (tail[1] ?? "") + (tail[0] ?? "") + tail.slice(2));
    }
  }
  found.delete(word);
  return [...found];
}

/** Whether `code` (a term's) begins one of `codes`, or is inside one, by the lengths above. */
export function codeMatches(code: string, codes: readonly string[]): boolean {
  if (code.length < CODE_PREFIX_MIN_LENGTH) return false;
  return codes.some((candidate) => candidate.startsWith(code) || (code.length >= CODE_INNER_MIN_LENGTH && candidate.includes(code)));
}
