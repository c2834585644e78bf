import { MOCK_STAFF, mockConfirmKey, mockUnsubscribeKey, resetMockData } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { afterAll, beforeAll } from "vitest";
import { defineContract } from "./contract.ts";

/** The contract against the MSW handlers (the default set), as Storybook and component tests use them. */
const base = "http://shop.test";

beforeAll(() => {
  resetMockData();
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

defineContract("MSW handlers", () => base, MOCK_STAFF, { unsubscribe: mockUnsubscribeKey, confirm: mockConfirmKey });
