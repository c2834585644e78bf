import type { ShopData, ShopSeed, StaffSessionView } from "@shop/domain";
import { shopFromSeed } from "@shop/domain/testing";
import seed from "../db.json";

/**
 * The mocks' database: an in-memory copy of the seed db.json. Writes made through the handlers
 * (cart lines, orders, messages, sign-ups) change this copy only; the seed file is never touched.
 */

/** A writable copy of the seed; the collections it leaves out (they only fill up at run time) start empty. */
const freshCopy = (): ShopData => shopFromSeed(seed as unknown as ShopSeed);

let current: ShopData = freshCopy();

/**
 * The mocks' one back-office account. The mocks keep no password hashes: sign-in compares the
 * text, which is all a story or a jsdom test needs. The real server hashes (npm run staff).
 */
export const MOCK_STAFF = { email: "counter@example.com", password: "counter-demo-password" } as const;

const SIGNED_IN: StaffSessionView = { email: MOCK_STAFF.email, csrfToken: "mock-csrf-token" };

/** Who is signed in to the mocks' back office: signed in from the start, so staff stories open on their screen. */
let staffSession: StaffSessionView | null = SIGNED_IN;

export function getMockStaffSession(): StaffSessionView | null {
  return staffSession;
}

/** Signs the mocks' staff in (the default) or out (`null`): a story of the sign-in screen starts signed out. */
export function setMockStaffSession(session: StaffSessionView | null | "signed-in"): void {
  staffSession = session === "signed-in" ? SIGNED_IN : session;
}

/** The data every success handler reads and writes. */
export function getMockData(): ShopData {
  return current;
}

/** Starts over from the seed: call it before a test or story that must not see earlier writes. */
export function resetMockData(): ShopData {
  current = freshCopy();
  staffSession = SIGNED_IN;
  return current;
}
