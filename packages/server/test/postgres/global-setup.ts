/**
 * The postgres project's database: SHOP_TEST_POSTGRES_URL when set (.ci/run starts a cluster and
 * sets it), else a throw-away cluster started here from the machine's PostgreSQL and removed after
 * the run. Without PostgreSQL the project says why and its tests are skipped; under CI=true that
 * is a failure instead: CI never skips them.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM with no types, shared with .ci/run.
import { postgresMissing, startCluster, stopCluster } from "../../../../scripts/machine/postgres-cluster.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test cluster's URL (its database `shop_test`), or "" when there is none. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const given = process.env.SHOP_TEST_POSTGRES_URL?.trim();
  if (given) {
    project.provide("postgresUrl", given);
    return undefined;
  }
  const missing = (postgresMissing as () => string | undefined)();
  if (missing) {
    if (process.env.CI) throw new Error(`The postgres project needs PostgreSQL and CI never skips it: ${missing}`);
    process.stderr.write(`\npostgres project SKIPPED: ${missing}. Set SHOP_TEST_POSTGRES_URL, or install PostgreSQL 15 or newer.\n\n`);
    project.provide("postgresUrl", "");
    return undefined;
  }
  // In the system's temp folder itself: the cluster's folder must be reachable by the postgres user.
  const dir = await mkdtemp(path.join(tmpdir(), "shop-pg-"));
  const url = await (startCluster as (dir: string) => Promise<string>)(dir);
  project.provide("postgresUrl", url);
  return () => (stopCluster as (dir: string) => void)(dir);
}
