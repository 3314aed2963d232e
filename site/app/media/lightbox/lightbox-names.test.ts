import { describe, expect, it } from "vitest";
import { LIGHTBOX, LIGHTBOX_IMAGE_EXTENSIONS, LIGHTBOX_LINK_SELECTOR, LIGHTBOX_VIDEO_EXTENSIONS } from "./lightbox-names";

describe("LIGHTBOX_LINK_SELECTOR", () => {
  it("is every link the lightbox takes: the build's flag, the authors' class, and each image and video extension", () => {
    const byExtension = [...LIGHTBOX_IMAGE_EXTENSIONS, ...LIGHTBOX_VIDEO_EXTENSIONS].map((ext) => `a[href*=".${ext}" i]`);
    expect(LIGHTBOX_LINK_SELECTOR).toBe([`a[${LIGHTBOX.flag}]`, `a.${LIGHTBOX.className}`, ...byExtension].join(", "));
  });
});
