/**
 * New, empty databases in the postgres project's cluster, one per test that asks, each opened
 * through `openPostgres`; closed and dropped after the file's last test.
 */
import pg from "pg";
import { afterAll, inject } from "vitest";
import { openPostgres, type PostgresDatabase } from "../../src/db/sql/open-postgres.ts";

/** The cluster's URL (its database `shop_test`), or "" where there is no PostgreSQL (the tests are skipped). */
export const postgresUrl = inject("postgresUrl");

export function postgresDatabases() {
  const opened: PostgresDatabase[] = [];
  const made: string[] = [];
  let counter = 0;

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => undefined);
    if (!postgresUrl || made.length === 0) return;
    await admin(async (client) => {
      for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
    });
  });

  return {
    /** A new, empty database; answers its URL. */
    async newDatabase(): Promise<string> {
      const name = `shop_${process.pid}_${Date.now().toString(36)}_${++counter}`;
      await admin((client) => client.query(`create database ${name}`));
      made.push(name);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    /** Opens (migrating) the database at `url`, closed after the file's tests. */
    async open(url: string): Promise<PostgresDatabase> {
      const database = await openPostgres(url);
      opened.push(database);
      return database;
    },
  };
}
