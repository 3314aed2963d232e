// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import lazyBackgrounds from "../lazy-backgrounds.enhancer";
import loadLazyBackground from "./lazy-backgrounds-setup";

const images: FakeImage[] = [];
let store: EventStore;

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
  store = createEventStore();
  vi.stubGlobal("Image", FakeImage);
  document.body.innerHTML =
    '<section id="s" class="lazy-bg" data-bg-src="/media/kiln-1200.webp" data-bg-srcset="/media/kiln-480.webp 480w, /media/kiln-1200.webp 1200w"></section>';
});

afterEach(() => {
  store.clear();
  vi.unstubAllGlobals();
});

const section = () => document.getElementById("s")!;

describe("lazy backgrounds (docs/behaviour/in-page.md#lazy-backgrounds)", () => {
  it("wake when the section is near the viewport: a visible trigger on every lazy section", () => {
    expect(lazyBackgrounds.trigger).toBe("visible");
    expect(section().matches(lazyBackgrounds.selector)).toBe(true);
  });

  it("preload the picked candidate and then apply it", () => {
    loadLazyBackground(section(), { store });
    const img = images[0]!;
    expect(img.src).toBe("/media/kiln-1200.webp");
    expect(img.sizes).toBe("100vw");
    expect(img.srcset).toContain("480w");
    expect(section().style.backgroundImage).toBe("");
    img.currentSrc = "http://localhost/media/kiln-480.webp";
    img.onload!();
    expect(section().style.backgroundImage).toBe('url("http://localhost/media/kiln-480.webp")');
    expect(section().classList.contains("lazy-loaded")).toBe(true);
  });

  it("take the element's own sizes, and a plain source without a srcset", () => {
    section().setAttribute("data-bg-sizes", "50vw");
    loadLazyBackground(section(), { store });
    expect(images[0]!.sizes).toBe("50vw");
    section().removeAttribute("data-bg-srcset");
    loadLazyBackground(section(), { store });
    expect(images[1]!.srcset).toBe("");
    images[1]!.onload!();
    expect(section().style.backgroundImage).toBe('url("/media/kiln-1200.webp")');
  });

  it("mark a background that fails with lazy-error", () => {
    loadLazyBackground(section(), { store });
    images[0]!.onerror!();
    expect(section().classList.contains("lazy-error")).toBe(true);
    expect(section().style.backgroundImage).toBe("");
  });

  it("leave a pending load alone once destroyed", () => {
    loadLazyBackground(section(), { store });
    store.clear();
    expect(images[0]!.onload).toBeNull();
  });
});
