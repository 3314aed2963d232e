import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { siteIconLinks } from "../../app/theme/site-icon-links";
import { writeSiteIcons } from "./site-icons";

/** A picture of the media library: its WebP files, as the studio's upload writes them. */
async function mediaImage(dir: string, name: string, width: number, height: number) {
  const picture = sharp({ create: { width, height, channels: 3, background: "#8a4b2a" } });
  writeFileSync(path.join(dir, `${name}-${width}.webp`), await picture.webp().toBuffer());
  return { width, height, widths: [width], placeholder: "#8a4b2a" };
}

describe("the site icon's files", () => {
  it("are written from the owner's picture: square PNGs at every size the pages link, and a favicon.ico in place of the site's own", async () => {
    const base = mkdtempSync(path.join(tmpdir(), "site-icons-"));
    writeFileSync(path.join(base, "favicon.svg"), "<svg/>");
    // A tenth wider than high: trimmed to a square, centred.
    const entry = await mediaImage(base, "studio-mark", 330, 300);
    const written = await writeSiteIcons(base, { name: "studio-mark", entry, mediaDir: base });
    expect(written).toEqual(["icon-32.png", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "favicon.ico"]);
    for (const [file, size] of [["icon-32.png", 32], ["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]] as const) {
      expect(await sharp(path.join(base, file)).metadata()).toMatchObject({ format: "png", width: size, height: size });
    }
    const ico = readFileSync(path.join(base, "favicon.ico"));
    // ICONDIR: reserved 0, type 1 (icon), three images of 16, 32 and 48 px.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[22], ico[38]]).toEqual([0, 1, 3, 16, 32, 48]);
    expect(existsSync(path.join(base, "favicon.svg"))).toBe(false);
  });

  it("are linked from every page when the owner set an icon; otherwise the site's own are", () => {
    expect(siteIconLinks(undefined)).toEqual([
      { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ]);
    expect(siteIconLinks("studio-mark")).toEqual([
      { rel: "icon", href: "/icon-32.png", sizes: "32x32", type: "image/png" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
      { rel: "icon", href: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { rel: "icon", href: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ]);
  });
});
