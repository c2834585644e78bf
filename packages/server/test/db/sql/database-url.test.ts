/** DATABASE_URL as the shop reads it: where a SQLite file is, and clear refusals for the rest. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTargetFromEnv, DEFAULT_DATABASE_URL, parseDatabaseUrl, processUrlBase, shopDatabaseFromEnv } from "../../../src/db/sql/index.ts";

const base = { cwd: "/home/pat/work", root: "/srv/shop" };
const read = (value: string | undefined) => parseDatabaseUrl(value, base);
/** The file a sqlite: URL names. */
const fileOf = (value: string) => {
  const target = read(value);
  if (target.engine !== "sqlite") throw new Error(`${value} is not a SQLite database`);
  return target.file;
};

/** The message DATABASE_URL `value` is refused with. */
function refusal(value: string): string {
  try {
    read(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${value} was accepted`);
}

describe("DATABASE_URL", () => {
  it("defaults to .data/shop.db in the repository when unset or blank", () => {
    expect(DEFAULT_DATABASE_URL).toBe("sqlite:.data/shop.db");
    for (const value of [undefined, "", "   "]) expect(read(value)).toEqual({ engine: "sqlite", file: "/srv/shop/.data/shop.db" });
  });

  it("takes a relative sqlite: path from the directory npm was started in", () => {
    expect(fileOf("sqlite:shop.db")).toBe("/home/pat/work/shop.db");
    expect(fileOf("sqlite:../data/shop.db")).toBe("/home/pat/data/shop.db");
    expect(fileOf(" sqlite:.data/shop.db ")).toBe("/home/pat/work/.data/shop.db");
  });

  it("keeps an absolute sqlite: path as it is, whatever the scheme's case", () => {
    expect(read("sqlite:/var/lib/shop/shop.db")).toEqual({ engine: "sqlite", file: "/var/lib/shop/shop.db" });
    expect(fileOf("SQLite:/var/lib/shop/shop.db")).toBe("/var/lib/shop/shop.db");
  });

  it("reads a PostgreSQL URL as it is, and refuses one that is not a whole URL without repeating it", () => {
    for (const value of ["postgres://shop:s3cret@db.example/shop", "postgresql://shop:s3cret@localhost:5432/shop"]) {
      expect(read(value)).toEqual({ engine: "postgres", url: value });
    }
    const message = refusal("postgres://shop:s3cret@");
    expect(message).toMatch(/^DATABASE_URL must be a whole postgres:\/\/user:password@host:port\/database URL/);
    expect(message).not.toContain("s3cret");
  });

  it("names DATABASE_URL and the form it takes for anything else", () => {
    expect(refusal("mysql://root:hunter2@localhost/shop")).toMatch(/^DATABASE_URL starts with "mysql:"; it must be sqlite:PATH/);
    expect(refusal("mysql://root:hunter2@localhost/shop")).not.toContain("hunter2");
    expect(refusal("shop.db")).toMatch(/^DATABASE_URL has no scheme; it must be sqlite:PATH \(for example sqlite:\.data\/shop\.db/);
    expect(refusal("sqlite:")).toMatch(/^DATABASE_URL has no path after "sqlite:"/);
    expect(refusal("sqlite:   ")).toMatch(/^DATABASE_URL has no path after "sqlite:"/);
    expect(refusal("sqlite:///var/lib/shop.db")).toMatch(/^DATABASE_URL must be sqlite:PATH .*not "sqlite:\/\/…"/);
    expect(refusal("sqlite::memory:")).toMatch(/^DATABASE_URL must name a database file/);
  });

  it("reads INIT_CWD when npm set it, else the current directory", () => {
    expect(processUrlBase({ INIT_CWD: "/somewhere" }).cwd).toBe("/somewhere");
    expect(processUrlBase({}).cwd).toBe(process.cwd());
    expect(path.isAbsolute(processUrlBase({}).root)).toBe(true);
  });
});

describe("the database the environment names", () => {
  it("is DATABASE_URL's file, taken from INIT_CWD", () => {
    expect(shopDatabaseFromEnv({ DATABASE_URL: "sqlite:data/shop.db", INIT_CWD: "/home/pat/work" })).toEqual({ dbFile: "/home/pat/work/data/shop.db" });
  });

  it("names PostgreSQL for the server and its commands, with the data folder DATA_DIR names (default .data); DATA_DIR only there", () => {
    const env = { DATABASE_URL: "postgres://shop:s3cret@db.example/shop" };
    expect(databaseTargetFromEnv(env)).toEqual({ engine: "postgres", url: env.DATABASE_URL });
    const byDefault = shopDatabaseFromEnv(env);
    expect(byDefault.postgresUrl).toBe(env.DATABASE_URL);
    expect(path.dirname(byDefault.dbFile)).toBe(path.join(processUrlBase({}).root, ".data"));
    expect(shopDatabaseFromEnv({ ...env, DATA_DIR: "/var/lib/shop", INIT_CWD: "/srv" })).toEqual({ dbFile: "/var/lib/shop/postgresql", postgresUrl: env.DATABASE_URL });
    expect(path.dirname(shopDatabaseFromEnv({ ...env, DATA_DIR: "data", INIT_CWD: "/srv" }).dbFile)).toBe("/srv/data");
    expect(shopDatabaseFromEnv({ DATABASE_URL: "sqlite:/srv/shop.db" })).toEqual({ dbFile: "/srv/shop.db" });
    // On SQLite the data folder is the file's: a DATA_DIR there would be a mistake, said so.
    expect(() => shopDatabaseFromEnv({ DATABASE_URL: "sqlite:/srv/shop.db", DATA_DIR: "/var/lib/shop" })).toThrow(/^DATA_DIR is for a shop on PostgreSQL/);
  });

  it("refuses DB_FILE, the earlier JSON database's setting, naming what replaces it", () => {
    expect(() => shopDatabaseFromEnv({ DB_FILE: "/var/lib/shop/db.json" })).toThrow(/DB_FILE is no longer read.*DATABASE_URL=sqlite:PATH/);
    expect(() => databaseTargetFromEnv({ DB_FILE: "/var/lib/shop/db.json" })).toThrow(/DB_FILE is no longer read/);
    // Blank counts as unset, as for every other setting.
    expect(shopDatabaseFromEnv({ DB_FILE: " ", DATABASE_URL: "sqlite:/srv/shop.db" })).toEqual({ dbFile: "/srv/shop.db" });
  });
});
