import { CODE_INNER_MIN_LENGTH, CODE_PREFIX_MIN_LENGTH, oneTypoAway, searchTerms, wholeCode } from "@shop/domain";
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "./schema.ts";
import { isPostgres, textMatchOf } from "./text-match.ts";

/**
 * The storefront's text search in SQL, for the catalogue's listing (catalogue-reads.ts): the
 * domain's matching rules (search.ts in the domain) turned into a query of the trigram index and
 * an exact check of each part that index finds. The index is FTS5's trigram table on SQLite and
 * pg_trgm's GIN indexes on PostgreSQL (migration 0002): the same terms are looked up in each, as
 * an FTS5 query or as `like '%term%'` conditions, which pg_trgm answers from its index.
 */

/** A search term inside an FTS5 query: a phrase in double quotes, which the trigram index finds anywhere. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Characters (not UTF-16 units): the trigram index needs three of them to look a run up. */
const length = (text: string) => [...text].length;

/** A term as a `like` pattern that finds it anywhere (PostgreSQL's escape character is the backslash). */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One way a term may match, for the index: a column of `part_search` and the text it holds. */
type Way = { column: "name" | "words" | "codes"; text: string };

/** The ids of the parts every term's ways find in the index, in each engine's words. */
function indexLookup(db: Kysely<Database>, terms: readonly Way[][]): RawBuilder<{ id: number }> {
  if (isPostgres(db)) {
    const all = terms.map((ways) => sql`(${sql.join(ways.map((way) => sql`s.${sql.ref(way.column)} like ${anywhere(way.text)}`), sql` or `)})`);
    return sql<{ id: number }>`(select s.rowid as id from part_search s where ${sql.join(all, sql` and `)})`;
  }
  const match = terms.map((ways) => `(${ways.map((way) => `{${way.column}}: ${phrase(way.text)}`).join(" OR ")})`).join(" AND ");
  return sql<{ id: number }>`(select rowid as id from part_search where part_search match ${match})`;
}

export interface SearchPlan {
  /** The parts the index finds (a superset where `check` is given); undefined when no term can be looked up there. */
  found: RawBuilder<{ id: number }> | undefined;
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
  const match = textMatchOf(db);
  const clauses: Way[][] = [];
  /** Whether the index's answer is the terms' exact answer: not when a term is too short for it, or a code only begins codes. */
  let exact = true;
  const checks = terms.map(({ term, code }, i) => {
    const words = typos[i] ?? [];
    // Each way the term may match, for the index: only when every way can be looked up there.
    if (length(term) >= 3 && (code.length < CODE_PREFIX_MIN_LENGTH || length(code) >= 3)) {
      const ways: Way[] = [{ column: "name", text: term }, ...words.map((word): Way => ({ column: "words", text: ` ${word} ` }))];
      if (code.length >= CODE_PREFIX_MIN_LENGTH) ways.push({ column: "codes", text: code });
      clauses.push(ways);
      // A three-character code is found inside codes by the index, but only begins them by the rules.
      if (code.length >= CODE_PREFIX_MIN_LENGTH && code.length < CODE_INNER_MIN_LENGTH) exact = false;
    } else {
      exact = false;
    }
    const ways = [match.contains(sql`s.name`, term), ...words.map((word) => match.contains(sql`s.words`, ` ${word} `))];
    if (code.length >= CODE_PREFIX_MIN_LENGTH) ways.push(match.contains(sql`' ' || s.codes`, ` ${code}`));
    if (code.length >= CODE_INNER_MIN_LENGTH) ways.push(match.contains(sql`s.codes`, code));
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
  const inList = (rows: readonly { id: number }[]) => (rows.length > 0 ? sql`p.id in (${sql.join(rows.map((row) => row.id))})` : match.never);
  return {
    found: clauses.length > 0 ? indexLookup(db, clauses) : undefined,
    check: exact ? undefined : sql<SqlBool>`exists (select 1 from part_search s where s.rowid = p.id and ${sql.join(checks, sql` and `)})`,
    group: sql`case when ${inList(numbered)} then 0 when ${inList(fitting)} then 1 else 2 end`,
  };
}
