/**
 * The deploy/ folder (docs/deploy.md) is checked by the tools that will run it: systemd's own
 * verifier for the units and Caddy's for the site. A missing tool fails these tests rather than
 * skipping them (scripts/machine/ensure-deploy-tools.mjs installs both, as `npm test` and CI run it).
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const DEPLOY = fileURLToPath(new URL("../../../../deploy/", import.meta.url));
const UNITS = ["shop.service", "shop-backup.service", "shop-backup.timer"];

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "shop-deploy-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs a tool; a missing one is a failure that says how to get it. */
function tool(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: dir, encoding: "utf8", env: { ...process.env, ...env } });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): run node scripts/machine/ensure-deploy-tools.mjs`);
  return result;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The units, copied into the temp folder for systemd-analyze. It refuses a unit whose ExecStart
 * program is missing, and the units name Debian's /usr/bin/node: on a machine whose Node is
 * elsewhere (nvm, a CI image) the copy names the running one instead. Nothing else changes.
 */
async function unitCopies(units: Record<string, string>): Promise<string[]> {
  const node = executable("/usr/bin/node") ? "/usr/bin/node" : process.execPath;
  return Promise.all(
    Object.entries(units).map(async ([name, text]) => {
      await writeFile(path.join(dir, name), text.replaceAll("/usr/bin/node", node));
      return name;
    }),
  );
}

/** systemd-analyze verify answers 0 with warnings on stderr for a misspelt setting: both count. */
function verify(files: string[]) {
  const result = tool("systemd-analyze", ["verify", ...files]);
  return { status: result.status, problems: result.stderr.trim() };
}

async function deployed(name: string): Promise<string> {
  return readFile(path.join(DEPLOY, name), "utf8");
}

describe("the systemd units", () => {
  it("pass systemd-analyze verify with no warning", async () => {
    const units = Object.fromEntries(await Promise.all(UNITS.map(async (name) => [name, await deployed(name)] as const)));
    const result = verify(await unitCopies(units));
    expect(result.problems).toBe("");
    expect(result.status).toBe(0);
  });

  it("a misspelt setting fails the same check", async () => {
    const broken = (await deployed("shop.service")).replace("Restart=on-failure", "Restart=on-failur");
    const result = verify(await unitCopies({ "broken.service": broken }));
    expect(result.problems).toMatch(/broken\.service:\d+: Failed to parse service restart specifier/);
  });

  it("the server's unit runs the production bundle behind a proxy on loopback, with its data in /var/lib/shop", async () => {
    const unit = await deployed("shop.service");
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node dist\/main\.js$/m);
    for (const setting of ["NODE_ENV=production", "HOST=127.0.0.1", "DATABASE_URL=sqlite:/var/lib/shop/shop.db", "TRUST_PROXY=loopback"]) {
      expect(unit).toContain(`Environment=${setting}\n`);
    }
    expect(unit).toMatch(/^User=shop$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    // Longer than the server's own close: 10 s for running requests, then email and closing the database.
    expect(Number(/^TimeoutStopSec=(\d+)s$/m.exec(unit)?.[1])).toBeGreaterThan(10);
  });
});

describe("the Caddy site", () => {
  it("passes caddy validate for a domain", async () => {
    const result = tool("caddy", ["validate", "--adapter", "caddyfile", "--config", path.join(DEPLOY, "Caddyfile")], {
      SHOP_DOMAIN: "shop.example.com",
    });
    expect(result.stdout + result.stderr).toContain("Valid configuration");
    expect(result.status).toBe(0);
  });

  it("proxies to the address and port the server's unit listens on", async () => {
    const unit = await deployed("shop.service");
    const port = /^Environment=PORT=(\d+)$/m.exec(unit)?.[1];
    expect(port).toBeDefined();
    expect(await deployed("Caddyfile")).toMatch(new RegExp(`^\\s*reverse_proxy 127\\.0\\.0\\.1:${port}$`, "m"));
  });
});
