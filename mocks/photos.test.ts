import { CSRF_HEADER, partPhotoPath, photoUrl, type StaffPartView } from "@shop/domain";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlers } from "./handlers/index.ts";
import { getMockData, getMockStaffSession, resetMockData } from "./data.ts";

/** The mocks' photo upload: checked and recorded as the server does, the image kept in memory. */

const base = "http://shop.test";
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => resetMockData());
afterAll(() => server.close());

const image = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

function upload(id: number, headers: Record<string, string>) {
  return fetch(`${base}${partPhotoPath(id)}`, {
    method: "PUT",
    headers,
    body: image,
  });
}

describe("the mocks' photo upload", () => {
  it("sets the part's photo with its history and serves the image at its files' addresses", async () => {
    const csrf = getMockStaffSession()?.csrfToken ?? "";
    const response = await upload(2, {
      "content-type": "image/jpeg",
      [CSRF_HEADER]: csrf,
    });
    expect(response.status).toBe(200);
    const view = (await response.json()) as StaffPartView;
    expect(view.history[0]?.summary).toBe("Photo added");
    const photo = getMockData().products.find((p) => p.id === 2)?.photo;
    expect(photo).toEqual(view.part.photo);
    const file = await fetch(`${base}${photoUrl(photo!, 400)}`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(image);
  });

  it("refuses a write without the CSRF token, and a type other than JPEG, PNG or WebP", async () => {
    expect((await upload(2, { "content-type": "image/jpeg" })).status).toBe(403);
    const gif = await upload(2, {
      "content-type": "image/gif",
      [CSRF_HEADER]: getMockStaffSession()?.csrfToken ?? "",
    });
    expect(gif.status).toBe(415);
    expect(await gif.json()).toMatchObject({ field: "photo" });
    expect(getMockData().products.find((p) => p.id === 2)?.photo).toBeUndefined();
  });
});
