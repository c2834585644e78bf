/**
 * The catalogue CSV worker thread (reader.ts starts it): reads each file it is sent with the
 * domain's readCatalogueCsv and posts the rows back, plain data. In the production build this is
 * dist/catalogue-csv-worker.js (scripts/build-server.ts).
 */
import { parentPort } from "node:worker_threads";
import { readCatalogueCsv } from "@shop/domain/catalogue-csv";
import type { CsvJob, CsvJobAnswer } from "./reader.ts";

const port = parentPort;
if (!port) throw new Error("The catalogue CSV worker runs as a worker thread (reader.ts), not on its own");
port.on("message", ({ id, text }: CsvJob) => {
  let answer: CsvJobAnswer;
  try {
    answer = { id, rows: readCatalogueCsv(text) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
