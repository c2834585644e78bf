/**
 * The back office's accounts (docs/architecture.md, Staff sign-in): `staff.json` beside the
 * database, not in the shop's data, so `npm run staff` can add or remove one while the shop runs
 * and the server sees it at the next staff request. Written whole to a temporary file, then
 * renamed over the old one (a reader sees the old list or the new, never half of one), readable
 * by the owner only: it holds password hashes.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isPasswordHash } from "./passwords.ts";

/** One staff account as the file keeps it. */
export interface StaffAccount {
  id: string;
  /** Lowercased: the one spelling sign-in compares. */
  email: string;
  passwordHash: string;
  /** ISO 8601. */
  createdAt: string;
}

export const staffFileFor = (dbFile: string): string => path.join(path.dirname(dbFile), "staff.json");

/** The one spelling of an email the accounts file and sign-in compare. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

function isAccount(value: unknown): value is StaffAccount {
  if (typeof value !== "object" || value === null) return false;
  const { id, email, passwordHash, createdAt } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    id !== "" &&
    typeof email === "string" &&
    email === normalizeEmail(email) &&
    email !== "" &&
    typeof passwordHash === "string" &&
    isPasswordHash(passwordHash) &&
    typeof createdAt === "string"
  );
}

/** Every account in `file`; none when it does not exist. A file that is not a list of accounts throws, naming it. */
export async function readStaffAccounts(file: string): Promise<StaffAccount[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${file} must hold a list of staff accounts`);
  const bad = parsed.findIndex((entry) => !isAccount(entry));
  if (bad >= 0) throw new Error(`${file}: entry ${bad + 1} is not a staff account (id, lowercase email, scrypt passwordHash, createdAt)`);
  return parsed as StaffAccount[];
}

/** Replaces the file's accounts with `accounts`, atomically, owner-only. */
async function writeStaffAccounts(file: string, accounts: readonly StaffAccount[]): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600, flag: "wx", flush: true });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A change refused for what the accounts already hold (an email taken, an account missing). */
export class StaffAccountError extends Error {}

/** Adds an account; refuses an email that already has one. */
export async function addStaffAccount(file: string, email: string, passwordHash: string, now = new Date()): Promise<StaffAccount> {
  const accounts = await readStaffAccounts(file);
  const wanted = normalizeEmail(email);
  if (accounts.some((account) => account.email === wanted)) throw new StaffAccountError(`${wanted} already has an account`);
  const account: StaffAccount = { id: randomUUID(), email: wanted, passwordHash, createdAt: now.toISOString() };
  await writeStaffAccounts(file, [...accounts, account]);
  return account;
}

/** Removes the account of `email`; refuses when there is none. */
export async function removeStaffAccount(file: string, email: string): Promise<void> {
  const accounts = await readStaffAccounts(file);
  const wanted = normalizeEmail(email);
  if (!accounts.some((account) => account.email === wanted)) throw new StaffAccountError(`${wanted} has no account`);
  await writeStaffAccounts(file, accounts.filter((account) => account.email !== wanted));
}

/**
 * Gives the account of `email` a new password hash and a new id: the id is what a staff session
 * holds, so every session signed in with the old password ends.
 */
export async function resetStaffPassword(file: string, email: string, passwordHash: string): Promise<void> {
  const accounts = await readStaffAccounts(file);
  const wanted = normalizeEmail(email);
  if (!accounts.some((account) => account.email === wanted)) throw new StaffAccountError(`${wanted} has no account`);
  await writeStaffAccounts(
    file,
    accounts.map((account) => (account.email === wanted ? { ...account, id: randomUUID(), passwordHash } : account)),
  );
}

/** The server's view of the accounts file: read again whenever the file changes on disk. */
export interface StaffDirectory {
  byEmail(email: string): Promise<StaffAccount | undefined>;
  byId(id: string): Promise<StaffAccount | undefined>;
}

/**
 * Reads `file` on first use and again when its modification time, size or inode moves (a rename
 * by `npm run staff` gives a new inode). A file that cannot be read lets nobody in and is logged.
 */
export function staffDirectory(file: string, onProblem: (message: string) => void): StaffDirectory {
  let known: { stamp: string; accounts: StaffAccount[] } | undefined;
  async function accounts(): Promise<StaffAccount[]> {
    let stamp: string;
    try {
      const info = await stat(file, { bigint: true });
      stamp = `${info.ino}:${info.size}:${info.mtimeNs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    if (known?.stamp !== stamp) {
      try {
        known = { stamp, accounts: await readStaffAccounts(file) };
      } catch (error) {
        onProblem(`staff accounts: ${error instanceof Error ? error.message : String(error)}; nobody can sign in`);
        known = { stamp, accounts: [] };
      }
    }
    return known.accounts;
  }
  return {
    byEmail: async (email) => (await accounts()).find((account) => account.email === normalizeEmail(email)),
    byId: async (id) => (await accounts()).find((account) => account.id === id),
  };
}
