/**
 * The server's own secret (docs/architecture.md, Order page keys): the key of each order's page is an HMAC
 * of the order number under it, so only the server can issue one and none need be stored.
 *
 * It comes from `SHOP_SECRET` when set (at least 32 characters), else from `secret.key` beside the
 * database, made with 32 random bytes on first start and readable by the owner only. Keeping it
 * beside the database means a restored backup keeps every emailed link working; changing it makes
 * every link already sent stop opening its order ("Find my order" still works).
 */
import { createHmac, randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const secretFileFor = (dbFile: string): string => path.join(path.dirname(dbFile), "secret.key");

const MIN_SECRET_CHARS = 32;

/** The server's secret: `fromEnv` when given, else the file's, made when missing. */
export async function loadSecret(file: string, fromEnv?: string): Promise<Buffer> {
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_SECRET_CHARS) throw new Error(`SHOP_SECRET must be at least ${MIN_SECRET_CHARS} characters.`);
    return Buffer.from(fromEnv, "utf8");
  }
  try {
    const text = (await readFile(file, "utf8")).trim();
    if (text.length >= MIN_SECRET_CHARS) return Buffer.from(text, "utf8");
    throw new Error(`${file} holds fewer than ${MIN_SECRET_CHARS} characters; remove it to make a new secret.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const made = randomBytes(32).toString("base64url");
  try {
    await writeFile(file, `${made}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return loadSecret(file);
    throw error;
  }
  return Buffer.from(made, "utf8");
}

/** The key of an order's page: 22 characters of base64url (128 bits of an HMAC-SHA256). */
export function orderKeyMaker(secret: Buffer): (orderNumber: string) => string {
  return (orderNumber) => createHmac("sha256", secret).update(`order:${orderNumber}`).digest("base64url").slice(0, 22);
}

/**
 * The key of an address's unsubscribe link (docs/architecture.md, Email): 22 characters of an
 * HMAC-SHA256 of the lowercased address, under its own prefix so it is never an order's key.
 */
export function unsubscribeKeyMaker(secret: Buffer): (email: string) => string {
  return (email) => createHmac("sha256", secret).update(`unsubscribe:${email.toLowerCase()}`).digest("base64url").slice(0, 22);
}

/**
 * The key of an address's newsletter confirmation link (docs/architecture.md, Email): like the
 * unsubscribe key, under a prefix of its own, so neither key ever does the other's work.
 */
export function confirmKeyMaker(secret: Buffer): (email: string) => string {
  return (email) => createHmac("sha256", secret).update(`newsletter-confirm:${email.toLowerCase()}`).digest("base64url").slice(0, 22);
}

/** The key that signs the staff session cookie: derived from the secret, so it is never the order keys' own. */
export function sessionSecretOf(secret: Buffer): string {
  return createHmac("sha256", secret).update("staff-session-cookie").digest("base64url");
}
