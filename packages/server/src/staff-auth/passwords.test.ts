import { describe, expect, it } from "vitest";
import { hashPassword, isPasswordHash, verifyNobody, verifyPassword } from "./passwords.ts";

describe("staff password hashes", () => {
  it("verify the password they were made from and no other", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("carry scrypt's cost and a salt of their own, so the same password hashes differently each time", async () => {
    const [first, second] = [await hashPassword("same password here"), await hashPassword("same password here")];
    expect(first).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password here", second)).toBe(true);
  });

  it("check a hash made with other costs by the costs it names", async () => {
    const hash = (await hashPassword("cheaper hash please")).replace("N=32768,r=8,p=1", "N=16384,r=8,p=1");
    // The same salt and password under other costs is another key: the stored one no longer matches.
    expect(await verifyPassword("cheaper hash please", hash)).toBe(false);
    expect(isPasswordHash(hash)).toBe(true);
  });

  it("refuse a hash that is not theirs or asks for too much memory, without trying it", async () => {
    const hash = await hashPassword("some password 1");
    for (const bad of ["", "plain text", hash.replace("N=32768", "N=30000"), hash.replace("N=32768", "N=4194304"), hash.replace("r=8", "r=99")]) {
      expect(isPasswordHash(bad)).toBe(false);
      expect(await verifyPassword("some password 1", bad)).toBe(false);
    }
  });

  it("spend a real check's work on a sign-in for no account, and refuse it", async () => {
    expect(await verifyNobody("no account has this password")).toBe(false);
  });
});
