import { pick, type Rng } from "./random.ts";

/**
 * The small pattern language of seed/categories.json (part names) and seed/brands.json (part
 * numbers): "#" is a digit, "@" a letter, "{a|b|c}" one of the alternatives (which may be empty),
 * anything else is literal. "WR{55|57}X1####" gives WR55X10234 or WR57X19981.
 */

type Token = { kind: "text"; text: string } | { kind: "digit" } | { kind: "letter" } | { kind: "choice"; options: string[] };

// No I, O or Q: they read as 1 and 0 on a rating tag.
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const compiledPatterns = new Map<string, Token[]>();

/** The pattern's tokens (cached); throws on an unclosed "{". */
export function compilePattern(pattern: string): Token[] {
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

/** One random string the pattern describes. */
export function expandPattern(rng: Rng, pattern: string): string {
  let out = "";
  for (const token of compilePattern(pattern)) {
    if (token.kind === "text") out += token.text;
    else if (token.kind === "digit") out += String(Math.floor(rng() * 10));
    else if (token.kind === "letter") out += LETTERS.charAt(Math.floor(rng() * LETTERS.length));
    else out += pick(rng, token.options);
  }
  return out;
}
