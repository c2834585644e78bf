import { defineConfig } from "vitest/config";

/**
 * The test projects. `npm test` runs them all:
 * - unit: pure rules (domain), the seed generator and server internals, in node;
 * - contract: the same HTTP cases against the MSW handlers and against the real server;
 * - server: crash and load tests that spawn the server as a child process.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.ts", "mocks/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "contract",
          environment: "node",
          include: ["tests/contract/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["packages/server/test/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // These spawn servers and load the machine; one file at a time keeps timings honest.
          fileParallelism: false,
        },
      },
    ],
  },
});
