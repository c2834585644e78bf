/**
 * The server's real CLI (packages/server/src/main.ts) started as a child process, for the tests
 * of how it starts and stops; `stopClis` kills what is still running after a file's tests.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";
import { REPO_ROOT } from "./fixtures.ts";

type Child = ChildProcessByStdio<null, Readable, Readable>;

const children = new Set<Child>();

/** The CLI with `env`; `output()` is everything it wrote so far, stdout and stderr. */
export function cli(env: Record<string, string>): { child: Child; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  return { child, output: () => output, exited };
}

export async function until<T>(what: string, check: () => T | undefined, ms = 60_000): Promise<T> {
  const giveUpAt = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > giveUpAt) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Kills every CLI still running. */
export function stopClis(): void {
  for (const child of children) child.kill("SIGKILL");
}
