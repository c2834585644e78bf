import { CSRF_HEADER, partPhotoPath, type PartView, type StaffPartView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for part photos (docs/architecture.md, Part photos): who may upload or
 * remove one, and what is refused. A real image's resizing is the server's own test
 * (packages/server/test/photos/photos.test.ts); here both adapters must refuse alike and change nothing.
 */

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
}

/** The photo path as `call` takes it: without the /api prefix. */
const path = (id: number) => partPhotoPath(id).replace(/^\/api/, "");

export function definePhotoCases({ call, get, staff }: Kit): void {
  describe("part photos", () => {
    it.each(["PUT", "DELETE"])("answers %s of a part's photo with 401 before sign-in", async (method) => {
      await call("DELETE", "/staff/session");
      expectError(
        await call(method, path(1), {
          raw: "x",
          contentType: "image/jpeg",
          session: newSessionId(),
          headers: { [CSRF_HEADER]: "anything" },
        }),
        401,
      );
    });

    it("refuses an upload or removal without the CSRF token with 403 naming the header", async () => {
      const { read } = await staffSignIn(call, staff);
      expectError(
        await call("PUT", path(1), {
          headers: read,
          raw: "x",
          contentType: "image/jpeg",
        }),
        403,
        CSRF_HEADER,
      );
      expectError(await call("DELETE", path(1), { headers: read }), 403, CSRF_HEADER);
    });

    it("refuses a type other than JPEG, PNG or WebP with 415, and text sent as a JPEG with 400, naming the photo and changing nothing", async () => {
      const { write } = await staffSignIn(call, staff);
      const before = expectOk(await get<PartView>("/products/1"));
      expectError(await call("PUT", path(1), { headers: write, json: { photo: "x" } }), 415, "photo");
      expectError(
        await call("PUT", path(1), {
          headers: write,
          raw: "<svg/>",
          contentType: "image/svg+xml",
        }),
        415,
        "photo",
      );
      expectError(
        await call("PUT", path(1), {
          headers: write,
          raw: "not a photo at all",
          contentType: "image/jpeg",
        }),
        400,
        "photo",
      );
      expect(expectOk(await get<PartView>("/products/1"))).toEqual(before);
    });

    it("answers 404 for an unknown part, and removing a photo that is not there changes nothing", async () => {
      const { read, write } = await staffSignIn(call, staff);
      expectError(await call("DELETE", path(999_999), { headers: write }), 404);
      const history = expectOk(await get<StaffPartView>("/staff/parts/1", { headers: read })).history;
      const removed = expectOk(await call<StaffPartView>("DELETE", path(1), { headers: write }));
      expect(removed.part.photo).toBeUndefined();
      expect(removed.history).toEqual(history);
    });
  });
}
