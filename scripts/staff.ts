/**
 * The back office's accounts: `npm run staff -- <command>`.
 *
 *   add <email>      a new account; its password from STAFF_PASSWORD, else asked for (hidden)
 *   list             every account's email and when it was added
 *   remove <email>   the account goes, and its sessions end at their next call
 *   reset <email>    a new password; every session signed in with the old one ends
 *
 * The accounts are in `staff.json` beside the live database (DATABASE_URL as for `npm start`,
 * default sqlite:.data/shop.db), not in the shop's data, so this works while the server runs: it reads the file
 * again at the next staff call. See docs/architecture.md, "Staff sign-in".
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseStaffSignIn } from "@shop/domain";
import {
  addStaffAccount,
  hashPassword,
  MIN_PASSWORD_CHARS,
  readStaffAccounts,
  removeStaffAccount,
  resetStaffPassword,
  shopDatabaseFromEnv,
  StaffAccountError,
  staffFileFor,
} from "@shop/server";

/** Sign-in refuses longer ones (the domain's cap), so no account may be made with one. */
const MAX_PASSWORD_CHARS = 200;

const USAGE = `Usage: npm run staff -- add <email>
       npm run staff -- list
       npm run staff -- remove <email>
       npm run staff -- reset <email>
The password (add, reset) comes from STAFF_PASSWORD, else it is asked for; at least ${MIN_PASSWORD_CHARS} characters.`;

/** Exit codes: 0 done, 1 refused (bad email or password, no such account, taken), 2 not a command. */
function stop(message: string, code: 1 | 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** A line typed on the terminal without echoing it: readline writes the echo to a muted stream. */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.once("line", (line) => {
      rl.close();
      process.stdout.write("\n");
      resolve(line);
    });
    rl.once("SIGINT", () => {
      rl.close();
      stop("\nStopped: nothing changed.", 1);
    });
  });
}

async function newPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  let password: string;
  if (fromEnv !== undefined && fromEnv !== "") {
    password = fromEnv;
  } else if (process.stdin.isTTY) {
    password = await askHidden("Password: ");
    if ((await askHidden("Password again: ")) !== password) stop("The two passwords differ: nothing changed.", 1);
  } else {
    stop("Set STAFF_PASSWORD, or run this in a terminal to be asked for the password.", 1);
  }
  if (password.length < MIN_PASSWORD_CHARS) stop(`The password must be at least ${MIN_PASSWORD_CHARS} characters.`, 1);
  if (password.length > MAX_PASSWORD_CHARS) stop(`The password must be at most ${MAX_PASSWORD_CHARS} characters.`, 1);
  return password;
}

/** The email as sign-in will read it (trimmed, lowercased), or a stop when sign-in would refuse it. */
function checkedEmail(text: string): string {
  const parsed = parseStaffSignIn({ email: text, password: "-" });
  if (!parsed.ok) stop(`"${text}" is not a valid email address.`, 1);
  return parsed.value.email;
}

async function main(): Promise<void> {
  const [command, emailText, ...rest] = process.argv.slice(2);
  const takesEmail = { add: true, remove: true, reset: true, list: false } as const;
  if (command === undefined || !(command in takesEmail) || rest.length > 0) stop(USAGE, 2);
  if (takesEmail[command as keyof typeof takesEmail] !== (emailText !== undefined)) stop(USAGE, 2);

  let dbFile = "";
  try {
    ({ dbFile } = shopDatabaseFromEnv());
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error), 1);
  }
  const file = staffFileFor(dbFile);

  try {
    if (command === "list") {
      const accounts = await readStaffAccounts(file);
      if (accounts.length === 0) process.stdout.write(`No staff accounts in ${file}. Add one: npm run staff -- add <email>\n`);
      for (const account of accounts) process.stdout.write(`${account.email}\tadded ${account.createdAt}\n`);
      return;
    }
    const email = checkedEmail(emailText!);
    if (command === "remove") {
      await removeStaffAccount(file, email);
      process.stdout.write(`Removed ${email}: its sessions end at their next call.\n`);
      return;
    }
    // Refused before the password is asked for, not after.
    const exists = (await readStaffAccounts(file)).some((account) => account.email === email);
    if (command === "add" && exists) throw new StaffAccountError(`${email} already has an account (reset changes its password).`);
    if (command === "reset" && !exists) throw new StaffAccountError(`${email} has no account (add makes one).`);
    const hash = await hashPassword(await newPassword());
    if (command === "add") {
      // The data folder is the owner's alone, as the server makes it (docs/architecture.md, The SQLite store).
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await addStaffAccount(file, email, hash);
      process.stdout.write(`Added ${email} to ${file}. Sign in at /staff.\n`);
    } else {
      await resetStaffPassword(file, email, hash);
      process.stdout.write(`New password for ${email}; its other sessions have ended.\n`);
    }
  } catch (error) {
    if (error instanceof StaffAccountError) stop(error.message, 1);
    stop(error instanceof Error ? error.message : String(error), 1);
  }
}

void main();
