/** MSW handlers for every /api call, their named scenarios and the in-memory data they use. */
export * from "./handlers/index.ts";
export { getMockData, getMockStaffSession, MOCK_STAFF, resetMockData, setMockStaffSession } from "./data.ts";
export { mockChanges, type MockChange } from "./changes.ts";
