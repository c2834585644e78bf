import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The edges between folders are lint rules (eslint.config.js, docs/architecture.md, Edges): these
 * cases lint a one-line module as if it stood in a package's folder, so a wrong import is seen
 * failing `npm run lint` and a right one passing.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function edgeErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = value;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

// The first lint loads the whole config (typescript-eslint, the boundaries plugin): seconds on a busy
// machine, so it is done once before the cases, each of which then takes milliseconds.
beforeAll(() => edgeErrors("packages/server/src/mail/probe.ts", "const value = 1;"), 60_000);

describe("feature edges in lint", { timeout: 30_000 }, () => {
  it("refuses a server folder reaching past another folder's index.ts", async () => {
    const errors = await edgeErrors("packages/server/src/mail/probe.ts", 'import { value } from "../db/store.ts";');
    expect(errors).toEqual([expect.stringContaining("through its index.ts")]);
  });

  it("lets a server folder import another through its index.ts", async () => {
    expect(await edgeErrors("packages/server/src/mail/probe.ts", 'import { value } from "../db/index.ts";')).toEqual([]);
  });

  it("refuses a ui feature reaching into another feature's hooks", async () => {
    const errors = await edgeErrors("packages/ui/src/orders/probe.ts", 'import { useCart as value } from "../cart/hooks.ts";');
    expect(errors).toEqual([expect.stringContaining("through its index.ts")]);
  });

  it("refuses a design primitive that imports a feature, even through its index.ts", async () => {
    const errors = await edgeErrors("packages/ui/src/design/probe.ts", 'import { useCart as value } from "../cart/index.ts";');
    expect(errors).toEqual([expect.stringContaining("import no feature")]);
  });

  it("refuses the domain's kernel importing a feature", async () => {
    const errors = await edgeErrors("packages/domain/src/kernel/probe.ts", 'import { addToCart as value } from "../cart/index.ts";');
    expect(errors).toEqual([expect.stringContaining("import no feature")]);
  });

  it("lets a feature use the kernel and the page kit directly, and another feature through its index.ts", async () => {
    expect(await edgeErrors("packages/domain/src/orders/probe.ts", 'import { addToCart as value } from "../cart/index.ts";\nimport "../kernel/money.ts";')).toEqual([]);
    expect(await edgeErrors("packages/ui/src/orders/probe.ts", 'import { useCart as value } from "../cart/index.ts";\nimport "../shell/page-status.ts";')).toEqual([]);
  });
});
