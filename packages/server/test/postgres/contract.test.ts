/**
 * The contract suite (tests/contract/) against the real server on a new PostgreSQL database,
 * filled from the seed at its first start, as on SQLite.
 */
import { describe } from "vitest";
import { defineServerContract } from "../support/contract-server.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const { newDatabase } = postgresDatabases();

describe.skipIf(!postgresUrl)("on PostgreSQL", () => {
  defineServerContract("json-server on PostgreSQL", async () => ({ postgresUrl: await newDatabase() }));
});
