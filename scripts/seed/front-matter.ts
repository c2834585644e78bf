/**
 * The format of seed/guides/*.md: front matter between two "---" lines, one `key: value` a line
 * with each value a JSON scalar ("a quoted string", 12, true, false or null), then a blank line
 * and the article text exactly as the site shows it. JSON values keep the parser this small and
 * exact, and are valid YAML too, so editors and GitHub still read the front matter.
 */

export interface FrontMatterFile {
  /** The front matter's values by key, in file order. */
  data: Record<string, unknown>;
  /** Everything after the front matter, without the blank lines around it. */
  body: string;
}

/** Splits a guide file; throws a message naming the offending line when it is malformed. */
export function parseFrontMatter(source: string): FrontMatterFile {
  if (source.includes("\r")) throw new Error("has CR line endings; save it with LF (\\n) line endings");
  const match = /^---\n([^]*?)\n---\n/.exec(source);
  if (!match) throw new Error('must start with front matter between two "---" lines');
  const data: Record<string, unknown> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const field = /^([A-Za-z]\w*): (.+)$/.exec(line);
    if (!field) throw new Error(`front matter line is not "key: value": ${line}`);
    const [, key = "", raw = ""] = field;
    if (Object.hasOwn(data, key)) throw new Error(`front matter has ${key} twice`);
    try {
      data[key] = JSON.parse(raw);
    } catch {
      throw new Error(`front matter ${key} must be a JSON value (a "quoted string", number, true, false or null), got ${raw}`);
    }
  }
  return { data, body: source.slice(match[0].length).replace(/^\n+|\n+$/g, "") };
}
