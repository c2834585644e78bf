/** MSW handlers for every /api call, their named scenarios and the in-memory data they use. */
export * from "./handlers/index.ts";
export { getMockData, getMockStaffSession, MOCK_STAFF, resetMockData, setMockStaffSession } from "./data.ts";
export { mockChanges, type MockChange } from "./changes.ts";
/** The mocks' order page keys (not the server's HMAC), and orders placed for stories in any status. */
export { mockConfirmKey, mockOrderKey, mockUnsubscribeKey } from "./handlers/scenarios.ts";
export {
  MOCK_CUSTOMER,
  MOCK_ORDER_PLACED_AT,
  mockOrderNumber,
  placeMockOrder,
  type MockOrder,
  type MockOrderOptions,
} from "./orders.ts";
