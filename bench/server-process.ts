import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The repository's root: servers run from there. */
export const ROOT = fileURLToPath(new URL("../", import.meta.url));

export interface Child {
  url: string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: nothing is flushed or closed. */
  kill(): Promise<void>;
}

/**
 * Runs a server script in its own process, as in production: the load generator must not share
 * an event loop with the server it measures. Resolves once the script prints its address.
 */
export async function spawnServer(args: string[], env: Record<string, string> = {}): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
    lines.on("line", (line) => {
      const found = /listening on (http:\/\/[^\s"]+)/.exec(line);
      if (found?.[1]) resolve(found[1]);
    });
  });
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    },
    async kill() {
      child.kill("SIGKILL");
      if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
    },
  };
}

