// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { extensionOf, lightboxHash, lightboxKind, parseLightboxHash } from "./lightbox-match";

const link = (html: string) => {
  const wrap = document.createElement("div");
  wrap.innerHTML = html;
  return wrap.firstElementChild!;
};

describe("extensionOf", () => {
  it.each([
    ["/media/a.JPG", "jpg"],
    ["/media/a.jpeg?w=2#top", "jpeg"],
    ["https://example.com/x.tar.gz", "gz"],
    ["/media/.hidden", ""],
    ["/about/", ""],
    ["/blog/post.html", "html"],
  ])("%s → %j", (href, ext) => expect(extensionOf(href)).toBe(ext));
});

describe("lightboxKind", () => {
  it.each(["bmp", "gif", "jpeg", "jpg", "png", "tiff", "tif", "jfif", "jpe", "svg", "webp"])("opens a .%s link as an image", (ext) =>
    expect(lightboxKind(link(`<a href="/f.${ext}">x</a>`))).toBe("image"));
  it.each(["mp4", "ogg", "webm"])("opens a .%s link as a video", (ext) => expect(lightboxKind(link(`<a href="/f.${ext}?v=1">x</a>`))).toBe("video"));
  it("leaves ordinary links alone", () => {
    expect(lightboxKind(link(`<a href="/about/">x</a>`))).toBeUndefined();
    expect(lightboxKind(link(`<a href="/f.pdf">x</a>`))).toBeUndefined();
    expect(lightboxKind(link(`<a>no address</a>`))).toBeUndefined();
  });
  it("never opens a link that downloads", () => {
    expect(lightboxKind(link(`<a href="/f.jpg" download>x</a>`))).toBeUndefined();
    expect(lightboxKind(link(`<a class="lightbox" href="#care" download>x</a>`))).toBeUndefined();
  });
  it("opens flagged links: an element on the page inline, another address as a fragment", () => {
    expect(lightboxKind(link(`<a class="lightbox" href="#care">x</a>`))).toBe("inline");
    expect(lightboxKind(link(`<a data-lightbox href="/fragments/glazes/">x</a>`))).toBe("ajax");
    expect(lightboxKind(link(`<a class="lightbox" href="/m/big.webp">x</a>`))).toBe("image");
    expect(lightboxKind(link(`<a class="lightbox" href="/x" data-lightbox-type="video">x</a>`))).toBe("video");
  });
});

describe("lightbox hashes", () => {
  it("round-trips a gallery and slide", () => {
    const hash = lightboxHash({ gallery: "studio shelves", slide: 3 });
    expect(hash).toBe("#lightbox:gallery=studio+shelves&slide=3");
    expect(parseLightboxHash(hash)).toEqual({ gallery: "studio shelves", slide: 3 });
  });
  it.each(["", "#top", "#lightbox:", "#lightbox:slide=2", "#lightbox:gallery=1&slide=0", "#lightbox:gallery=1&slide=x"])("ignores %j", (hash) =>
    expect(parseLightboxHash(hash)).toBeUndefined());
  it("defaults to the first slide", () => expect(parseLightboxHash("#lightbox:gallery=2")).toEqual({ gallery: "2", slide: 1 }));
});
