/**
 * Staff password hashes (docs/architecture.md, Staff sign-in): scrypt from node:crypto, a
 * memory-hard function, with a random 16-byte salt per password. The cost parameters are written
 * into each hash (`scrypt$N=32768,r=8,p=1$<salt>$<hash>`), so raising them later leaves every
 * existing hash verifiable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The shortest password `npm run staff` accepts. */
export const MIN_PASSWORD_CHARS = 12;

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** About 32 MiB and some tens of milliseconds per hash: slow for a guesser, fine for a sign-in. */
const COST: Cost = { N: 32768, r: 8, p: 1 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** The most a hash found in the accounts file may ask for, so a tampered file cannot exhaust memory. */
const MAX_COST: Cost = { N: 1 << 20, r: 16, p: 4 };

/** Node refuses scrypt over its default maxmem (32 MiB) even at exactly 32 MiB: give it room. */
const optionsFor = ({ N, r, p }: Cost): ScryptOptions => ({ N, r, p, maxmem: 2 * 128 * N * r + 1024 * 1024 });

function derive(password: string, salt: Buffer, cost: Cost, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, bytes, optionsFor(cost), (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new hash of `password`, with its own salt and the current cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return `scrypt$N=${COST.N},r=${COST.r},p=${COST.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const HASH_PATTERN = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

/** The parts of a stored hash, or null when it is not one this module makes (or asks too much). */
function parseHash(stored: string): { cost: Cost; salt: Buffer; key: Buffer } | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_COST.N || r < 1 || r > MAX_COST.r || p < 1 || p > MAX_COST.p) return null;
  const salt = Buffer.from(match[4]!, "base64");
  const key = Buffer.from(match[5]!, "base64");
  if (salt.length < SALT_BYTES || key.length < 32) return null;
  return { cost: { N, r, p }, salt, key };
}

/** Whether `stored` looks like a hash `verifyPassword` can check. */
export const isPasswordHash = (stored: string): boolean => parseHash(stored) !== null;

/** Whether `password` is the one `stored` was made from; false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time a real check takes, for a sign-in with an unknown email: the answer and its
 * timing are then the same as for a wrong password, so neither tells which emails have accounts.
 */
export async function verifyNobody(password: string): Promise<false> {
  dummy ??= hashPassword("no account has this password");
  await verifyPassword(password, await dummy);
  return false;
}
