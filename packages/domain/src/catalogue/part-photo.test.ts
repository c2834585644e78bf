import { describe, expect, it } from "vitest";
import { applyChanges } from "../shop/index.ts";
import { productJsonLd } from "../site/index.ts";
import { ctx, makeShop, store } from "../testing/index.ts";
import { getPart } from "./catalogue.ts";
import { partImagePath, photoSrc, photoSrcSet, photoUploadRefusal, photoWidthsFor, setPartPhoto } from "./part-photo.ts";
import { staffPartView } from "./staff/part-edit.ts";
import type { PartPhoto } from "./types.ts";

const who = { now: ctx.now, by: "counter@parts.test", newId: ctx.newId };
const photo: PartPhoto = {
  key: "0123456789abcdef",
  widths: [200, 400, 800],
  width: 1200,
  height: 900,
};

describe("setting a part's photo", () => {
  it("stores the photo on the part with a 'Photo added' history entry", () => {
    const shop = makeShop();
    const result = setPartPhoto(shop, 2, photo, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(getPart(shop, 2)?.photo).toEqual(photo);
    expect(staffPartView(shop, 2)?.history[0]).toMatchObject({
      by: "counter@parts.test",
      subject: "part:2",
      summary: "Photo added",
      fields: [{ field: "photo", before: null, after: photo.key }],
    });
  });

  it("records a new photo over an old one as replaced, and removing it as removed", () => {
    const shop = makeShop();
    for (const next of [photo, { ...photo, key: "fedcba9876543210" }, null]) {
      const result = setPartPhoto(shop, 2, next, who);
      if (!result.ok) throw new Error(result.error.message);
      applyChanges(shop, result.changes);
    }
    expect(getPart(shop, 2)?.photo).toBeUndefined();
    expect(staffPartView(shop, 2)?.history.map((h) => h.summary)).toEqual(["Photo removed", "Photo replaced", "Photo added"]);
  });

  it("changes nothing for the same photo again or for removing a photo that is not there", () => {
    const shop = makeShop();
    const none = setPartPhoto(shop, 2, null, who);
    expect(none).toMatchObject({ ok: true, changes: [] });
    const first = setPartPhoto(shop, 2, photo, who);
    if (!first.ok) throw new Error(first.error.message);
    applyChanges(shop, first.changes);
    expect(setPartPhoto(shop, 2, { ...photo }, who)).toMatchObject({
      ok: true,
      changes: [],
    });
  });

  it("answers 404 naming the id for a part that does not exist", () => {
    expect(setPartPhoto(makeShop(), 999, photo, who)).toMatchObject({
      ok: false,
      status: 404,
      error: { field: "id" },
    });
  });
});

describe("what an upload may be", () => {
  it("takes JPEG, PNG and WebP up to 10 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "IMAGE/JPEG; charset=x"]) expect(photoUploadRefusal(type, 1000)).toBeUndefined();
    expect(photoUploadRefusal("image/png", 10 * 1024 * 1024)).toBeUndefined();
  });

  it("refuses other types with 415, more than 10 MB with 413 and no bytes with 400, each naming the photo", () => {
    expect(photoUploadRefusal("image/gif", 10)).toMatchObject({
      status: 415,
      error: { field: "photo" },
    });
    expect(photoUploadRefusal(null, 10)).toMatchObject({ status: 415 });
    expect(photoUploadRefusal("image/jpeg", 10 * 1024 * 1024 + 1)).toMatchObject({ status: 413, error: { field: "photo" } });
    expect(photoUploadRefusal("image/jpeg", 0)).toMatchObject({
      status: 400,
      error: { field: "photo" },
    });
  });
});

describe("a photo's widths and srcset", () => {
  it("makes every width up to the original's and never upscales a small one", () => {
    expect(photoWidthsFor(1200)).toEqual([200, 400, 800]);
    expect(photoWidthsFor(500)).toEqual([200, 400]);
    expect(photoWidthsFor(120)).toEqual([120]);
  });

  it("lists each width's hashed WebP file with its w descriptor, and uses the widest as src", () => {
    expect(photoSrcSet(photo)).toBe(
      "/photos/0123456789abcdef-200.webp 200w, /photos/0123456789abcdef-400.webp 400w, /photos/0123456789abcdef-800.webp 800w",
    );
    expect(photoSrc(photo)).toBe("/photos/0123456789abcdef-800.webp");
    expect(partImagePath({ photo, image: "/old.jpg" })).toBe(photoSrc(photo));
    expect(partImagePath({ image: "/old.jpg" })).toBe("/old.jpg");
  });

  it("gives a part's JSON-LD every width as an absolute URL, widest first", () => {
    const shop = makeShop();
    const result = setPartPhoto(shop, 2, photo, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(productJsonLd(store, getPart(shop, 2)!).image).toEqual([
      "https://parts.test/photos/0123456789abcdef-800.webp",
      "https://parts.test/photos/0123456789abcdef-400.webp",
      "https://parts.test/photos/0123456789abcdef-200.webp",
    ]);
  });
});
