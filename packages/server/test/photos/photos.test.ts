/**
 * Part photos over the real server (docs/architecture.md, Part photos): real images made with
 * sharp are uploaded, resized into WebP files beside the database, served for a year, and
 * recorded on the part with its history; anything else is refused and changes nothing.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, partPhotoPath, photoSrcSet, type PartView, type StaffPartView, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, photosDirFor, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
let dir: string;
let photos: string;
let server: RunningServer;
let staff: { cookie: string; [CSRF_HEADER]: string };

beforeAll(async () => {
  dir = await tempDir("shop-photos-");
  const dbFile = path.join(dir, "shop.db");
  photos = photosDirFor(dbFile);
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  server = await startServer({
    port: 0,
    dbFile,
    ...(await engineOptions(dbFile)),
    seedFile: await seedFile(dir),
    storefront: { serverBuildFile: SERVER_BUILD },
    log: () => undefined,
  });
  const response = await fetch(`${server.url}/api/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  });
  const session = (await response.json()) as StaffSessionView;
  staff = {
    cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "",
    [CSRF_HEADER]: session.csrfToken,
  };
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

function upload(id: number, body: Buffer, type = "image/jpeg", headers: Record<string, string> = staff) {
  return fetch(`${server.url}${partPhotoPath(id)}`, {
    method: "PUT",
    headers: { ...headers, "content-type": type },
    body: new Uint8Array(body),
  });
}

const partOf = async (id: number) => (await (await fetch(`${server.url}/api/products/${id}`)).json()) as PartView;
const filesIn = async () => (await readdir(photos).catch(() => [] as string[])).sort();

describe("uploading a part's photo", () => {
  it("makes three WebP widths of a 1200x900 JPEG, served for a year, and shows them on the part", async () => {
    const response = await upload(1, await jpeg(1200, 900));
    expect(response.status).toBe(200);
    const view = (await response.json()) as StaffPartView;
    const photo = view.part.photo!;
    expect(photo).toMatchObject({
      widths: [200, 400, 800],
      width: 1200,
      height: 900,
    });
    expect(view.history[0]).toMatchObject({
      by: STAFF.email,
      summary: "Photo added",
    });
    expect(await filesIn()).toEqual([200, 400, 800].map((w) => `${photo.key}-${w}.webp`));

    const file = await fetch(`${server.url}/photos/${photo.key}-400.webp`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(400);

    // The storefront's answer and page carry it at once: the catalogue moved on.
    expect(photoSrcSet((await partOf(1)).photo!)).toContain(`/photos/${photo.key}-800.webp 800w`);
    const page = await (await fetch(`${server.url}/products/1`)).text();
    const img = /<img[^>]*data-slot="part-image-photo"[^>]*>/.exec(page)?.[0] ?? "";
    expect(img).toContain(`srcSet="/photos/${photo.key}-200.webp 200w, /photos/${photo.key}-400.webp 400w, /photos/${photo.key}-800.webp 800w"`);
    expect(img).toContain('width="1200"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(page).toMatch(new RegExp(`"image":\\["https?://[^"]+/photos/${photo.key}-800\\.webp"`));
  });

  it("never makes a width larger than the original", async () => {
    const response = await upload(
      2,
      await sharp({
        create: { width: 300, height: 300, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer(),
      "image/png",
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as StaffPartView).part.photo?.widths).toEqual([200]);
  });

  it("refuses a text file named as a JPEG, a GIF and an empty body, changing nothing", async () => {
    const before = await filesIn();
    const part = await partOf(3);
    const text = await upload(3, Buffer.from("not a photo at all"));
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ field: "photo" });
    const gif = await upload(
      3,
      await sharp({
        create: { width: 10, height: 10, channels: 3, background: "#000" },
      })
        .gif()
        .toBuffer(),
      "image/gif",
    );
    expect(gif.status).toBe(415);
    expect(await gif.json()).toMatchObject({
      message: "The photo must be a JPEG, PNG or WebP image",
      field: "photo",
    });
    // Declared a JPEG, decoded a GIF: the bytes decide.
    expect(
      (
        await upload(
          3,
          await sharp({
            create: { width: 10, height: 10, channels: 3, background: "#000" },
          })
            .gif()
            .toBuffer(),
        )
      ).status,
    ).toBe(415);
    expect((await upload(3, Buffer.alloc(0))).status).toBe(400);
    expect(await filesIn()).toEqual(before);
    expect(await partOf(3)).toEqual(part);
  });

  it("refuses more than 10 MB with 413 naming the photo", async () => {
    const response = await upload(3, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      message: "The photo is larger than 10 MB",
      field: "photo",
    });
  });

  it("answers 404 for a part that does not exist", async () => {
    const response = await upload(999_999, await jpeg(50, 50));
    expect(response.status).toBe(404);
  });

  it("refuses an upload without a staff session (401) or without its CSRF token (403)", async () => {
    const image = await jpeg(50, 50);
    expect((await upload(3, image, "image/jpeg", {})).status).toBe(401);
    const forged = await upload(3, image, "image/jpeg", {
      cookie: staff.cookie,
    });
    expect(forged.status).toBe(403);
    expect((await partOf(3)).photo).toBeUndefined();
  });
});

describe("removing a part's photo", () => {
  it("takes it off the part with a 'Photo removed' entry; the files stay for pages still open", async () => {
    const files = await filesIn();
    const response = await fetch(`${server.url}${partPhotoPath(1)}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(response.status).toBe(200);
    const view = (await response.json()) as StaffPartView;
    expect(view.part.photo).toBeUndefined();
    expect(view.history[0]).toMatchObject({
      summary: "Photo removed",
      fields: [{ field: "photo", after: null }],
    });
    expect((await partOf(1)).photo).toBeUndefined();
    expect(await filesIn()).toEqual(files);
  });

  it("answers 404 for a photo file that is not there", async () => {
    const response = await fetch(`${server.url}/photos/0000000000000000-200.webp`);
    expect(response.status).toBe(404);
  });
});
