import { CODE_INNER_MIN_LENGTH, CODE_PREFIX_MIN_LENGTH, oneTypoAway, searchTerms, wholeCode } from "@shop/domain";
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The storefront's text search in SQL, for the catalogue's listing (catalogue-reads.ts): the
 * domain's matching rules (search.ts in the domain) turned into a query of the trigram index and
 * an exact check of each part that index finds.
 */

/** A search term inside an FTS5 query: a phrase in double quotes, which the trigram index finds anywhere. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Characters (not UTF-16 units): the trigram index needs three of them to look a run up. */
const length = (text: string) => [...text].length;

export interface SearchPlan {
  /** The FTS5 query over `part_search` (empty when no term can be looked up in the index). */
  match: string;
  /** The exact check of every term on part `p`, where the index's answer is only a superset. */
  check: RawBuilder<SqlBool> | undefined;
  /** The group part `p` falls in: 0 by its part number, 1 by a model it fits, 2 by its words. */
  group: RawBuilder<unknown>;
}

/**
 * A search in SQL (the rules are the domain's, search.ts): an FTS5 query that finds a superset of
 * the matching parts through the trigram index (every term of three or more characters, and its
 * one-typo neighbours among the catalogue's words, `part_words`), the exact check of every term on
 * each part's search row, and the group each part falls in. A search whose terms are all too short
 * for the index has no FTS5 query: its check is made on every part.
 */
export async function searchPlan(db: Kysely<Database>, text: string): Promise<SearchPlan | undefined> {
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  const typos = await Promise.all(
    terms.map(async ({ term, fuzzy }) => {
      if (!fuzzy) return [];
      const near = oneTypoAway(term);
      const known = await db.selectFrom("part_words").select("word").where("word", "in", near).execute();
      return known.map((row) => row.word);
    }),
  );
  const clauses: string[] = [];
  /** Whether the index's answer is the terms' exact answer: not when a term is too short for it, or a code only begins codes. */
  let exact = true;
  const checks = terms.map(({ term, code }, i) => {
    const words = typos[i] ?? [];
    // Each way the term may match, for the index: only when every way can be looked up there.
    if (length(term) >= 3 && (code.length < CODE_PREFIX_MIN_LENGTH || length(code) >= 3)) {
      const ways = [`{name}: ${phrase(term)}`, ...words.map((word) => `{words}: ${phrase(` ${word} `)}`)];
      if (code.length >= CODE_PREFIX_MIN_LENGTH) ways.push(`{codes}: ${phrase(code)}`);
      clauses.push(`(${ways.join(" OR ")})`);
      // A three-character code is found inside codes by the index, but only begins them by the rules.
      if (code.length >= CODE_PREFIX_MIN_LENGTH && code.length < CODE_INNER_MIN_LENGTH) exact = false;
    } else {
      exact = false;
    }
    const ways = [sql`instr(s.name, ${term}) > 0`, ...words.map((word) => sql`instr(s.words, ${` ${word} `}) > 0`)];
    if (code.length >= CODE_PREFIX_MIN_LENGTH) ways.push(sql`instr(' ' || s.codes, ${` ${code}`}) > 0`);
    if (code.length >= CODE_INNER_MIN_LENGTH) ways.push(sql`instr(s.codes, ${code}) > 0`);
    return sql`(${sql.join(ways, sql` or `)})`;
  });
  const whole = wholeCode(text);
  const codes = [...new Set(terms.map(({ code }) => code).filter(Boolean))];
  const [numbered, fitting] = await Promise.all([
    whole === ""
      ? Promise.resolve([])
      : db
          .selectFrom("parts")
          .select("id")
          .where("part_number_norm", "=", whole)
          .union(db.selectFrom("part_supersedes").select("part_id as id").where("part_number_norm", "=", whole))
          .execute(),
    codes.length === 0 ? Promise.resolve([]) : db.selectFrom("part_fits").select("part_id as id").distinct().where("model_norm", "in", codes).execute(),
  ]);
  const inList = (rows: readonly { id: number }[]) => (rows.length > 0 ? sql`p.id in (${sql.join(rows.map((row) => row.id))})` : sql`0`);
  return {
    match: clauses.join(" AND "),
    check: exact ? undefined : sql<SqlBool>`exists (select 1 from part_search s where s.rowid = p.id and ${sql.join(checks, sql` and `)})`,
    group: sql`case when ${inList(numbered)} then 0 when ${inList(fitting)} then 1 else 2 end`,
  };
}
