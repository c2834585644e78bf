import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT, repoRootFrom } from "./repo-root.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("the repository's root", () => {
  it("is the folder with the workspace's package.json, seen from the server's sources", () => {
    expect(REPO_ROOT).toBe(path.resolve(fileURLToPath(import.meta.url), "../../../.."));
  });

  it("is found from a bundle in dist/ and from a workspace package's sources alike, skipping the package's own package.json", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "shop-root-"));
    dirs.push(root);
    await writeFile(path.join(root, "package.json"), JSON.stringify({ workspaces: ["packages/server"] }));
    await mkdir(path.join(root, "dist"));
    await mkdir(path.join(root, "packages", "server", "src"), { recursive: true });
    await writeFile(path.join(root, "packages", "server", "package.json"), JSON.stringify({ name: "@shop/server" }));
    expect(repoRootFrom(pathToFileURL(path.join(root, "dist", "main.js")).href)).toBe(root);
    expect(repoRootFrom(pathToFileURL(path.join(root, "packages", "server", "src", "main.ts")).href)).toBe(root);
  });
});
