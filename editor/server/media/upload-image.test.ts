import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { png } from "./png-for-tests";
import { createImageUploads, MAX_PIXELS, pixelLimitProblem, UploadRefused } from "./upload-image";

function setUp() {
  const base = mkdtempSync(path.join(tmpdir(), "uploads-"));
  const roots = { contentDir: path.join(base, "content"), mediaDir: path.join(base, "public", "media") };
  mkdirSync(path.join(roots.contentDir, "media"), { recursive: true });
  mkdirSync(roots.mediaDir, { recursive: true });
  const manifest = path.join(roots.contentDir, "media", "manifest.json");
  writeFileSync(manifest, "{}\n");
  let writes = 0;
  const uploads = createImageUploads(roots, { onWrite: () => writes++ });
  return { uploads, manifest, mediaDir: roots.mediaDir, writes: () => writes };
}

describe("an image upload's size in pixels (a decompression bomb)", () => {
  it("refuses 49 megapixels in 6 KB with a plain message naming the limit, and writes nothing", async () => {
    const { uploads, manifest, mediaDir, writes } = setUp();
    const bomb = png(7000, 7000);
    expect(bomb.length).toBeLessThan(10_000);
    const refused = uploads.upload("bomb.png", bomb);
    await expect(refused).rejects.toBeInstanceOf(UploadRefused);
    await expect(refused).rejects.toThrow(
      "This image is 7000 × 7000 pixels (49 megapixels); the editor takes images of up to 25 megapixels. Save a smaller copy (the site shows images at most 1,200 pixels wide) and upload that.",
    );
    expect(readFileSync(manifest, "utf8")).toBe("{}\n");
    expect(readdirSync(mediaDir)).toEqual([]);
    expect(writes()).toBe(0);
  });

  it("refuses it from the header, before decoding: image data that could not be decoded gets the same answer", async () => {
    const { uploads } = setUp();
    await expect(uploads.upload("bomb.png", png(7000, 7000, Buffer.from("not deflate data")))).rejects.toThrow(/^This image is 7000 × 7000 pixels/);
  });

  it("takes an image up to the limit", async () => {
    expect(pixelLimitProblem(6000, 4000)).toBeUndefined();
    expect(pixelLimitProblem(5000, 5000)).toBeUndefined();
    expect(MAX_PIXELS).toBe(25_000_000);
    expect(pixelLimitProblem(5000, 5001)).toMatch(/^This image is 5000 × 5001 pixels \(25 megapixels\)/);
    const { uploads, manifest } = setUp();
    const { name, entry } = await uploads.upload("Kiln Door.png", png(1600, 900));
    expect(name).toBe("kiln-door");
    expect(entry).toMatchObject({ width: 1600, height: 900, widths: [480, 800, 1200] });
    expect(Object.keys(JSON.parse(readFileSync(manifest, "utf8")))).toEqual(["kiln-door"]);
  }, 30_000);
});
