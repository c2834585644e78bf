import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { readStaffAccounts, staffFileFor, verifyPassword } from "@shop/server";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDb(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-staff-cli-"));
  dirs.push(dir);
  return path.join(dir, "shop.db");
}

/** `npm run staff -- ...args` against `dbFile`, with no terminal (as from a script). */
function staff(dbFile: string, password: string | undefined, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, INIT_CWD: ROOT };
  delete env.STAFF_PASSWORD;
  if (password !== undefined) env.STAFF_PASSWORD = password;
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
    cwd: ROOT,
    env,
    input: "",
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each run starts tsx, and add and reset hash a password with scrypt: seconds on a busy machine.
describe("npm run staff", { timeout: 120_000 }, () => {
  it("adds an account with the password from STAFF_PASSWORD, lists it, resets and removes it", async () => {
    const dbFile = await tempDb();
    const file = staffFileFor(dbFile);
    expect(staff(dbFile, undefined, "list")).toMatchObject({ code: 0, stdout: expect.stringContaining("No staff accounts") });

    const added = staff(dbFile, "first password 1", "add", "Counter@Example.com");
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining("Added counter@example.com") });
    const [account] = await readStaffAccounts(file);
    expect(account?.email).toBe("counter@example.com");
    expect(await verifyPassword("first password 1", account!.passwordHash)).toBe(true);
    expect(staff(dbFile, undefined, "list").stdout).toMatch(/^counter@example\.com\tadded \d{4}-\d\d-\d\dT/);

    expect(staff(dbFile, "second password 2", "reset", "counter@example.com").code).toBe(0);
    const [reset] = await readStaffAccounts(file);
    expect(await verifyPassword("second password 2", reset!.passwordHash)).toBe(true);
    expect(reset?.id).not.toBe(account?.id);

    expect(staff(dbFile, undefined, "remove", "COUNTER@example.com")).toMatchObject({ code: 0, stdout: expect.stringContaining("Removed") });
    expect(await readStaffAccounts(file)).toEqual([]);
  });

  it("refuses a short password, a bad email, a taken email and a missing account with exit 1, changing nothing", async () => {
    const dbFile = await tempDb();
    const file = staffFileFor(dbFile);
    expect(staff(dbFile, "too short", "add", "a@example.com")).toMatchObject({ code: 1, stderr: "The password must be at least 12 characters.\n" });
    expect(await readStaffAccounts(file)).toEqual([]);
    expect(staff(dbFile, "long enough password", "add", "not-an-email")).toMatchObject({ code: 1, stderr: expect.stringContaining("not a valid email") });
    expect(staff(dbFile, "long enough password", "add", "a@example.com").code).toBe(0);
    expect(staff(dbFile, "long enough password", "add", "A@example.com")).toMatchObject({ code: 1, stderr: expect.stringContaining("already has an account") });
    expect(staff(dbFile, undefined, "remove", "b@example.com")).toMatchObject({ code: 1, stderr: expect.stringContaining("b@example.com has no account") });
    expect(staff(dbFile, "long enough password", "reset", "b@example.com").code).toBe(1);
    expect((await readStaffAccounts(file)).map((a) => a.email)).toEqual(["a@example.com"]);
  });

  it("asks for STAFF_PASSWORD when there is no terminal to type it in", async () => {
    const dbFile = await tempDb();
    expect(staff(dbFile, undefined, "add", "a@example.com")).toMatchObject({ code: 1, stderr: expect.stringContaining("Set STAFF_PASSWORD") });
  });

  it("shows its usage with exit 2 for anything that is not a command", async () => {
    const dbFile = await tempDb();
    for (const args of [[], ["delete", "a@example.com"], ["list", "extra"]]) {
      expect(staff(dbFile, undefined, ...args)).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run staff") });
    }
  });
});
