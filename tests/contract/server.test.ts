import { defineServerContract } from "../../packages/server/test/support/contract-server.ts";

/** The contract against the real server on SQLite (on PostgreSQL: packages/server/test/postgres/contract.test.ts). */
defineServerContract("json-server");
