// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createBrokenImages, type BrokenImages } from "./broken-images";

let broken: BrokenImages | undefined;

afterEach(() => {
  broken?.destroy();
  broken = undefined;
  document.body.innerHTML = "";
});

function fake(img: HTMLImageElement, state: { complete: boolean; naturalWidth: number }) {
  Object.defineProperty(img, "complete", { value: state.complete });
  Object.defineProperty(img, "naturalWidth", { value: state.naturalWidth });
}

describe("broken images (lazy-error)", () => {
  it("marks an image whose error event fires, and unmarks it when it loads after all", () => {
    document.body.innerHTML = '<figure><img src="/media/gone.webp" alt="Gone"></figure>';
    broken = createBrokenImages();
    const img = document.querySelector("img")!;
    img.dispatchEvent(new Event("error"));
    expect(img.classList.contains("lazy-error")).toBe(true);
    img.dispatchEvent(new Event("load"));
    expect(img.classList.contains("lazy-error")).toBe(false);
  });

  it("finds images that failed before it started", () => {
    document.body.innerHTML = '<img id="a" src="/a.webp" alt=""><img id="b" src="/b.webp" alt=""><img id="c" alt="">';
    const [a, b, c] = Array.from(document.querySelectorAll("img"));
    fake(a!, { complete: true, naturalWidth: 0 });
    fake(b!, { complete: true, naturalWidth: 800 });
    fake(c!, { complete: true, naturalWidth: 0 });
    broken = createBrokenImages();
    broken.scan(document);
    expect(a!.classList.contains("lazy-error")).toBe(true);
    expect(b!.classList.contains("lazy-error")).toBe(false);
    expect(c!.classList.contains("lazy-error")).toBe(false); // no source: nothing failed
  });

  it("stops listening after destroy", () => {
    document.body.innerHTML = '<img src="/a.webp" alt="">';
    createBrokenImages().destroy();
    const img = document.querySelector("img")!;
    img.dispatchEvent(new Event("error"));
    expect(img.classList.contains("lazy-error")).toBe(false);
  });
});
