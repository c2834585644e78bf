import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readCatalogueCsv } from "@shop/domain/catalogue-csv";
import { catalogueCsvReader, CatalogueCsvReadFailed, csvReaderForRequest, type CatalogueCsvReader } from "./reader.ts";

const HEADER = "part_number,name,brand,category,price,quantity,compatible_models";
/** Every kind of row: good, a bad cell, too few values, a blank line, a name to create, and a quote never closed. */
const FILE = [HEADER, "A-1,One,Whirlpool,Refrigerator Parts,1.00,1,M1|M2", "A-2,Two,Whirlpool,Refrigerator Parts,abc,1,", "A-3,Three", "", "A-4,Four,!!!,New Category,2.00,3,", 'A-5,"Five'].join("\n");

const readers: CatalogueCsvReader[] = [];
const logged: string[] = [];
const readerOf = (file?: URL) => {
  const reader = catalogueCsvReader({ log: (msg) => logged.push(msg), file });
  readers.push(reader);
  return reader;
};

afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
  logged.length = 0;
});

describe("the catalogue CSV worker", () => {
  it("reads a file in a worker thread into the rows the domain reads at once", async () => {
    const reader = readerOf();
    expect(await reader.read(FILE)).toEqual(readCatalogueCsv(FILE));
    // The same worker, kept, reads the next file, and files sent together each get their own rows.
    const header = `${HEADER}\nB-1,x`;
    expect(await Promise.all([reader.read(header), reader.read("nothing,known")])).toEqual([readCatalogueCsv(header), readCatalogueCsv("nothing,known")]);
  });

  describe("that fails", () => {
    let dir: string;
    let failing: URL;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "csv-worker-"));
      const file = path.join(dir, "worker.mjs");
      // Reads "crash" by throwing, "exit" by stopping, anything else into no rows.
      await writeFile(
        file,
        `import { parentPort } from "node:worker_threads";
parentPort.on("message", ({ id, text }) => {
  if (text === "crash") throw new Error("out of luck");
  if (text === "exit") process.exit(3);
  parentPort.postMessage({ id, rows: { ok: true, rows: [] } });
});
`,
      );
      failing = pathToFileURL(file);
    });

    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it("fails the file it held with CatalogueCsvReadFailed, logs why, and the next file starts a new worker", async () => {
      const reader = readerOf(failing);
      await expect(reader.read("crash")).rejects.toThrow(new CatalogueCsvReadFailed("The catalogue CSV worker failed: out of luck"));
      expect(await reader.read("fine")).toEqual({ ok: true, rows: [] });
      await expect(reader.read("exit")).rejects.toBeInstanceOf(CatalogueCsvReadFailed);
      expect(await reader.read("fine")).toEqual({ ok: true, rows: [] });
      expect(logged).toEqual([
        "The catalogue CSV worker failed: out of luck; 1 file(s) it held could not be read",
        "The catalogue CSV worker stopped (exit code 3); 1 file(s) it held could not be read",
      ]);
    });

    it("reads nothing once closed", async () => {
      const reader = readerOf(failing);
      await reader.close();
      await expect(reader.read("fine")).rejects.toBeInstanceOf(CatalogueCsvReadFailed);
    });
  });
});

describe("a request's reader", () => {
  /** A reader that counts the files it is given and reads them at once. */
  const counting = () => {
    const files: string[] = [];
    const reader: CatalogueCsvReader = { read: (text) => (files.push(text), Promise.resolve(readCatalogueCsv(text))), close: () => Promise.resolve() };
    return { files, reader };
  };

  it("hands an import's file to the worker at once, and gives the rule that reading", async () => {
    for (const [route, body] of [
      ["staffCatalogueImportPreview", { csv: FILE }],
      ["staffCatalogueImportApply", { csv: FILE, fingerprint: "abc" }],
    ] as const) {
      const { files, reader } = counting();
      const request = csvReaderForRequest(reader, route, JSON.stringify(body));
      expect(files).toEqual([FILE]);
      await request.ready;
      expect(await request.read(FILE)).toEqual(readCatalogueCsv(FILE));
      expect(files).toHaveLength(1);
    }
  });

  it("reads nothing early for other calls or for a body the rule refuses, and reads when the rule asks", async () => {
    for (const [route, bodyText] of [
      ["createOrder", JSON.stringify({ csv: FILE })],
      ["staffCatalogueImportPreview", null],
      ["staffCatalogueImportPreview", "{"],
      ["staffCatalogueImportPreview", JSON.stringify({ csv: FILE, fingerprint: "not on a preview" })],
      ["staffCatalogueImportPreview", JSON.stringify({ csv: `${HEADER}${"\n".repeat(10_000)}` })],
    ] as const) {
      const { files, reader } = counting();
      const request = csvReaderForRequest(reader, route, bodyText);
      await request.ready;
      expect(files).toEqual([]);
      await request.read("a,b");
      expect(files).toEqual(["a,b"]);
    }
  });
});
