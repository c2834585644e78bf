import { describe, expect, it } from "vitest";
import { isValidSessionId } from "./limits.ts";

describe("session ids", () => {
  it("are 21 characters of A-Z, a-z, 0-9, _ and -", () => {
    expect(isValidSessionId("V1StGXR8_Z5jdHi6B-myT")).toBe(true);
    expect(isValidSessionId("V1StGXR8_Z5jdHi6B-my")).toBe(false);
    expect(isValidSessionId("V1StGXR8_Z5jdHi6B-myT!")).toBe(false);
    expect(isValidSessionId("V1StGXR8 Z5jdHi6B-myT")).toBe(false);
    expect(isValidSessionId(null)).toBe(false);
  });
});
