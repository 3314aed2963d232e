// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLazyBackgrounds, type LazyBackgrounds } from "./lazy-backgrounds";
import { installFakeIntersectionObserver } from "./test-helpers";

let lazy: LazyBackgrounds | undefined;
let io: ReturnType<typeof installFakeIntersectionObserver>;
const images: FakeImage[] = [];

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = "";
  srcset = "";
  sizes = "";
  currentSrc = "";
  constructor() {
    images.push(this);
  }
}

beforeEach(() => {
  images.length = 0;
  io = installFakeIntersectionObserver();
  vi.stubGlobal("Image", FakeImage);
  document.body.innerHTML =
    '<section id="s" class="lazy-bg" data-bg-src="/media/kiln-1200.webp" data-bg-srcset="/media/kiln-480.webp 480w, /media/kiln-1200.webp 1200w"></section>';
});

afterEach(() => {
  lazy?.destroy();
  lazy = undefined;
  vi.unstubAllGlobals();
});

describe("lazy backgrounds (spec §9: 200 px margin)", () => {
  it("observes with a 200 px margin and loads nothing before the section is near", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    expect(io.instances[0]!.options.rootMargin).toBe("200px");
    expect(images).toHaveLength(0);
    expect(document.getElementById("s")!.style.backgroundImage).toBe("");
  });

  it("preloads the picked candidate when near and then applies it", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    const s = document.getElementById("s")!;
    io.trigger(s, true);
    const img = images[0]!;
    expect(img.src).toBe("/media/kiln-1200.webp");
    expect(img.sizes).toBe("100vw");
    expect(img.srcset).toContain("480w");
    img.currentSrc = "http://localhost/media/kiln-480.webp";
    img.onload!();
    expect(s.style.backgroundImage).toBe('url("http://localhost/media/kiln-480.webp")');
    expect(s.classList.contains("lazy-loaded")).toBe(true);
    expect(io.instances[0]!.observed.has(s)).toBe(false);
  });

  it("marks a background that fails with lazy-error (spec §8)", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    const s = document.getElementById("s")!;
    io.trigger(s, true);
    images[0]!.onerror!();
    expect(s.classList.contains("lazy-error")).toBe(true);
    expect(s.style.backgroundImage).toBe("");
  });

  it("loads a section only once however often it is scanned", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    const s = document.getElementById("s")!;
    io.trigger(s, true);
    lazy.scan(document);
    io.trigger(s, true);
    expect(images).toHaveLength(1);
  });

  it("loads the new background when a kept element is given a new source (client navigation)", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    const s = document.getElementById("s")!;
    io.trigger(s, true);
    images[0]!.onload!();
    expect(s.classList.contains("lazy-loaded")).toBe(true);
    s.setAttribute("data-bg-src", "/media/barn-1200.webp");
    s.removeAttribute("data-bg-srcset");
    lazy.scan(document);
    expect(s.classList.contains("lazy-loaded")).toBe(false);
    expect(s.style.backgroundImage).toBe("");
    io.trigger(s, true);
    expect(images[1]!.src).toBe("/media/barn-1200.webp");
    images[1]!.onload!();
    expect(s.style.backgroundImage).toBe('url("/media/barn-1200.webp")');
  });

  it("drops a load that finishes after its element changed source", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    const s = document.getElementById("s")!;
    io.trigger(s, true);
    s.setAttribute("data-bg-src", "/media/barn-1200.webp");
    images[0]!.onload!();
    expect(s.style.backgroundImage).toBe("");
  });

  it("leaves pending loads alone after destroy", () => {
    lazy = createLazyBackgrounds();
    lazy.scan(document);
    const s = document.getElementById("s")!;
    io.trigger(s, true);
    lazy.destroy();
    expect(images[0]!.onload).toBeNull();
    expect(io.instances[0]!.disconnected).toBe(true);
  });
});
