import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword } from "./passwords.ts";
import {
  addStaffAccount,
  readStaffAccounts,
  removeStaffAccount,
  resetStaffPassword,
  StaffAccountError,
  staffDirectory,
  staffFileFor,
} from "./staff-accounts.ts";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function accountsFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-staff-"));
  dirs.push(dir);
  return staffFileFor(path.join(dir, "db.json"));
}

/** One hash for the whole file: scrypt is slow on purpose. */
const hash = hashPassword("a long enough password");

describe("the staff accounts file", () => {
  it("lies beside the database", () => {
    expect(staffFileFor("/srv/shop/.data/db.json")).toBe("/srv/shop/.data/staff.json");
  });

  it("holds no accounts until one is added, then keeps it lowercased, owner-only, with nothing left behind", async () => {
    const file = await accountsFile();
    expect(await readStaffAccounts(file)).toEqual([]);
    const added = await addStaffAccount(file, "  Counter@Example.COM ", await hash, new Date("2026-11-24T10:00:00Z"));
    expect(added).toMatchObject({ email: "counter@example.com", createdAt: "2026-11-24T10:00:00.000Z" });
    expect(await readStaffAccounts(file)).toEqual([added]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(file))).toEqual(["staff.json"]);
  });

  it("refuses a second account for the same email in any case", async () => {
    const file = await accountsFile();
    await addStaffAccount(file, "a@example.com", await hash);
    await expect(addStaffAccount(file, "A@EXAMPLE.com", await hash)).rejects.toThrow(StaffAccountError);
    expect(await readStaffAccounts(file)).toHaveLength(1);
  });

  it("removes an account, and refuses to remove one that is not there", async () => {
    const file = await accountsFile();
    await addStaffAccount(file, "a@example.com", await hash);
    await addStaffAccount(file, "b@example.com", await hash);
    await removeStaffAccount(file, "A@example.com");
    expect((await readStaffAccounts(file)).map((a) => a.email)).toEqual(["b@example.com"]);
    await expect(removeStaffAccount(file, "a@example.com")).rejects.toThrow("a@example.com has no account");
  });

  it("gives a reset account a new hash and a new id, so its old sessions no longer match it", async () => {
    const file = await accountsFile();
    const before = await addStaffAccount(file, "a@example.com", await hash);
    const newHash = await hashPassword("another long password");
    await resetStaffPassword(file, "a@example.com", newHash);
    const [after] = await readStaffAccounts(file);
    expect(after).toMatchObject({ email: "a@example.com", passwordHash: newHash, createdAt: before.createdAt });
    expect(after?.id).not.toBe(before.id);
    await expect(resetStaffPassword(file, "z@example.com", newHash)).rejects.toThrow(StaffAccountError);
  });

  it("names the file when it is not a list of accounts", async () => {
    const file = await accountsFile();
    await writeFile(file, "{ nope");
    await expect(readStaffAccounts(file)).rejects.toThrow(`${file} is not valid JSON`);
    await writeFile(file, JSON.stringify([{ id: "1", email: "A@x.com", passwordHash: await hash, createdAt: "" }]));
    await expect(readStaffAccounts(file)).rejects.toThrow("entry 1 is not a staff account");
  });
});

describe("the server's staff directory", () => {
  it("sees accounts added and removed by another process at its next look-up", async () => {
    const file = await accountsFile();
    const problems: string[] = [];
    const directory = staffDirectory(file, (line) => problems.push(line));
    expect(await directory.byEmail("a@example.com")).toBeUndefined();
    const added = await addStaffAccount(file, "a@example.com", await hash);
    expect(await directory.byEmail("A@Example.com")).toEqual(added);
    expect(await directory.byId(added.id)).toEqual(added);
    await removeStaffAccount(file, "a@example.com");
    expect(await directory.byId(added.id)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it("lets nobody in while the file cannot be read, and says so", async () => {
    const file = await accountsFile();
    const problems: string[] = [];
    const directory = staffDirectory(file, (line) => problems.push(line));
    await addStaffAccount(file, "a@example.com", await hash);
    const text = await readFile(file, "utf8");
    await writeFile(file, `${text}garbage`);
    expect(await directory.byEmail("a@example.com")).toBeUndefined();
    expect(problems).toEqual([`staff accounts: ${file} is not valid JSON; nobody can sign in`]);
  });
});
