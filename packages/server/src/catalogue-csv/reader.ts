import { Worker, type WorkerOptions } from "node:worker_threads";
import { type CatalogueCsvRows, parseCatalogueApply, parseCatalogueImport } from "@shop/domain/catalogue-csv";
import type { Log } from "../http/index.ts";

/**
 * Catalogue CSV files read in a worker thread (docs/architecture.md, Catalogue CSV): the parse and
 * the check of every cell (the domain's readCatalogueCsv) take about half a second for a 10,000-line
 * file, and on the event loop no other request, /healthz included, would be answered meanwhile.
 * One worker, started at the first file and kept; files wait their turn in it. A worker that
 * fails or stops fails the files it holds (CatalogueCsvReadFailed: the server answers 503) and the
 * next file starts a new one.
 */

/** A file sent to the worker. */
export interface CsvJob {
  id: number;
  text: string;
}

/** The worker's answer: the rows, or why it could not read them. */
export type CsvJobAnswer = { id: number; rows: CatalogueCsvRows } | { id: number; error: string };

/** The file could not be read (the worker failed or stopped), which is the server's fault, not the file's. */
export class CatalogueCsvReadFailed extends Error {
  override name = "CatalogueCsvReadFailed";
}

export interface CatalogueCsvReader {
  read(text: string): Promise<CatalogueCsvRows>;
  /** Stops the worker; files it still holds fail. */
  close(): Promise<void>;
}

/**
 * The worker's script: from the sources (tsx: `npm start`, `npm run dev`, the tests) worker.ts
 * beside this file; from the build, dist/catalogue-csv-worker.js beside the chunk holding this code.
 */
const FROM_SOURCES = import.meta.url.endsWith(".ts");
const CSV_WORKER_FILE = FROM_SOURCES ? new URL("./worker.ts", import.meta.url) : new URL("./catalogue-csv-worker.js", import.meta.url);

/**
 * The worker as `new Worker` takes it. A TypeScript one is started by a line of JavaScript that
 * registers tsx's loader in the worker first: under Node 20 a worker's .ts entry is refused
 * ("Unknown file extension") even with the `--import tsx` it inherits from `npm start`, and a
 * test runner's process has no tsx at all.
 */
function workerFor(file: URL, options: WorkerOptions): Worker {
  if (!file.pathname.endsWith(".ts")) return new Worker(file, options);
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/** Far above what a 2 MB file needs; past it the worker stops, not the server. */
const WORKER_HEAP_MB = 256;

type Job = { resolve(rows: CatalogueCsvRows): void; reject(error: Error): void };

export function catalogueCsvReader({ log, file = CSV_WORKER_FILE }: { log: Log; file?: URL }): CatalogueCsvReader {
  let current: { worker: Worker; jobs: Map<number, Job> } | undefined;
  let nextId = 1;
  let closed = false;

  function start() {
    const worker = workerFor(file, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const started = { worker, jobs: new Map<number, Job>() };
    worker.on("message", (answer: CsvJobAnswer) => {
      const job = started.jobs.get(answer.id);
      if (!job) return;
      started.jobs.delete(answer.id);
      // An idle worker keeps no process alive.
      if (started.jobs.size === 0) worker.unref();
      if ("rows" in answer) job.resolve(answer.rows);
      else job.reject(new CatalogueCsvReadFailed(`The catalogue CSV worker could not read a file: ${answer.error}`));
    });
    // An uncaught error (out of memory among them) ends the worker: the next file starts another.
    let failure: string | undefined;
    worker.on("error", (error) => {
      failure = error.message;
      if (current === started) current = undefined;
    });
    worker.on("exit", (code) => {
      if (current === started) current = undefined;
      const why = `The catalogue CSV worker ${failure ? `failed: ${failure}` : `stopped (exit code ${code})`}`;
      if (!closed) log(`${why}; ${started.jobs.size} file(s) it held could not be read`, "error");
      for (const job of started.jobs.values()) job.reject(new CatalogueCsvReadFailed(why));
      started.jobs.clear();
    });
    return started;
  }

  return {
    read(text) {
      if (closed) return Promise.reject(new CatalogueCsvReadFailed("The catalogue CSV reader is closed"));
      current ??= start();
      const { worker, jobs } = current;
      const id = nextId++;
      return new Promise<CatalogueCsvRows>((resolve, reject) => {
        jobs.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, text } satisfies CsvJob);
      });
    },
    async close() {
      closed = true;
      const stopping = current;
      current = undefined;
      if (stopping) await stopping.worker.terminate();
    },
  };
}

const IMPORT_ROUTES: Record<string, (body: unknown) => { ok: true; value: { csv: string } } | { ok: false }> = {
  staffCatalogueImportPreview: parseCatalogueImport,
  staffCatalogueImportApply: parseCatalogueApply,
};

/**
 * What one request's rule reads a catalogue CSV with (ApiContext.readCatalogueCsv). The file of an
 * import call whose body the rule will take is handed to the worker at once, and `ready` settles
 * when it is read: the server waits for it before the request's write turn, so the writes queued
 * behind an import wait for its match against the catalogue, not for its parse.
 */
export function csvReaderForRequest(reader: CatalogueCsvReader, routeName: string, bodyText: string | null): { ready: Promise<void>; read(text: string): Promise<CatalogueCsvRows> } {
  const parse = IMPORT_ROUTES[routeName];
  let early: { text: string; rows: Promise<CatalogueCsvRows> } | undefined;
  if (parse && bodyText) {
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      body = undefined;
    }
    const parsed = body === undefined ? undefined : parse(body);
    if (parsed?.ok) early = { text: parsed.value.csv, rows: reader.read(parsed.value.csv) };
  }
  return {
    ready: early ? early.rows.then(() => undefined, () => undefined) : Promise.resolve(),
    read: (text) => (early && early.text === text ? early.rows : reader.read(text)),
  };
}
