import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The repository's root: servers run from there. */
export const ROOT = fileURLToPath(new URL("../", import.meta.url));

export interface Child {
  url: string;
  /** The server's process id (with WEB_CONCURRENCY above 1, the first process's). */
  pid: number;
  /** The server's memory so far, in MB: see {@link Memory}. */
  memory(): Memory;
  /** Its resident memory now (VmRSS), in MB; NaN where there is no /proc. */
  rssMB(): number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: nothing is flushed or closed. */
  kill(): Promise<void>;
}

/**
 * Resident memory of the server process from /proc (Linux): the highest VmRSS seen by sampling
 * every 50 ms, and the kernel's own high-water mark VmHWM, which no sample can miss.
 */
export interface Memory {
  peakRssMB: number;
  hwmMB: number;
}

/** A "VmRSS:  123456 kB" line of /proc/<pid>/status, in MB; NaN where there is no /proc. */
function statusMB(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  try {
    const found = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return found ? Number(found[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Runs a server script in its own process, as in production: the load generator must not share
 * an event loop with the server it measures. Resolves once the script prints its address. A
 * TypeScript script runs under tsx (as `npm start`); a built one (dist/main.js) under plain node,
 * as a deployed shop runs it.
 */
export async function spawnServer(args: string[], env: Record<string, string> = {}, cwd = ROOT): Promise<Child> {
  const loader = args[0]?.endsWith(".js") ? [] : ["--import", "tsx"];
  const child = spawn(process.execPath, [...loader, ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // A bench that stops on an error must not leave its server running (and loading the machine).
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  child.once("exit", () => process.off("exit", orphanGuard));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
    lines.on("line", (line) => {
      const found = /listening on (http:\/\/[^\s"]+)/.exec(line);
      if (found?.[1]) resolve(found[1]);
    });
  });
  let peakRssMB = 0;
  let hwmMB = 0;
  const sample = () => {
    peakRssMB = Math.max(peakRssMB, statusMB(child.pid, "VmRSS") || 0);
    hwmMB = Math.max(hwmMB, statusMB(child.pid, "VmHWM") || 0);
  };
  const sampler = setInterval(sample, 50);
  sampler.unref();
  return {
    url,
    pid: child.pid ?? 0,
    memory() {
      sample();
      return { peakRssMB, hwmMB };
    },
    rssMB: () => statusMB(child.pid, "VmRSS"),
    async stop() {
      sample();
      clearInterval(sampler);
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    },
    async kill() {
      child.kill("SIGKILL");
      if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
    },
  };
}

/** Builds the storefront when its build is older than its code, as `npm start` does. */
export function buildStorefrontIfStale(): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-app.ts"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the storefront did not build");
}
