/**
 * WEB_CONCURRENCY: the shop as several server processes on one port (node:cluster). The first
 * process (the primary) answers no request: it starts the others (the workers), each a whole
 * server with its own connection to the database, and the primary hands each new connection to
 * the next worker in turn. Their shared state is in the database (docs/architecture.md, Several
 * processes).
 *
 * A worker that stops once it was serving is replaced; a worker that could not start (a bad
 * database, a port in use) stops them all, its own one-line reason on stderr. SIGTERM or SIGINT
 * to the primary stops every worker cleanly (each as one server would) before it exits.
 */
import cluster, { type Worker } from "node:cluster";

/** What a worker tells the primary. */
type WorkerNews = { listening: string };

const STOP = "stop";

/** In a worker: tells the primary its server is listening at `url`. */
export function tellListening(url: string): void {
  process.send?.({ listening: url } satisfies WorkerNews);
}

/** In a worker: `stop` runs when the primary asks the workers to stop. */
export function onStopAsked(stop: () => void): void {
  process.on("message", (message) => {
    if (message === STOP) stop();
  });
}

export interface PrimaryOptions {
  workers: number;
  /** A log line, as the server writes them (JSON on stdout). */
  log: (message: string, level: "info" | "warn" | "error", fields?: Record<string, string | number>) => void;
  /** Once every worker listens: the address they share. */
  listening: (url: string) => void;
}

export function runPrimary({ workers, log, listening }: PrimaryOptions): void {
  /** The workers that have said they listen. */
  const serving = new Set<Worker>();
  let allListening = false;
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    worker.on("message", (news: WorkerNews) => {
      if (typeof news?.listening !== "string" || serving.has(worker)) return;
      serving.add(worker);
      if (!allListening && serving.size === workers) {
        allListening = true;
        listening(news.listening);
      }
    });
  };

  const stopAll = (code: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(STOP);
    }
    process.exitCode = code;
  };

  cluster.on("exit", (worker, code, signal) => {
    const served = serving.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!served) {
      log(`a server process could not start (${how}): stopping the others`, "error");
      stopAll(1);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    log(`server process ${worker.process.pid ?? "?"} stopped (${how}): starting another`, "warn");
    start();
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    log(`${signal}: closing ${Object.keys(cluster.workers ?? {}).length} server processes`, "info");
    stopAll(0);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  for (let i = 0; i < workers; i++) start();
}
