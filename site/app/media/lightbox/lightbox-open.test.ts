// @vitest-environment jsdom
import type PhotoSwipe from "photoswipe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { galleryOf } from "./lightbox-gallery";
import { openLightbox } from "./lightbox-open";

/** The viewer over a gallery of three images (docs/behaviour/media.md#lightbox), opened from the keyboard. */
let pswp: PhotoSwipe | undefined;

function open() {
  document.body.innerHTML = `
    <a href="#main" id="skip">Skip to content</a>
    <div data-gallery="studio">
      ${[1, 2, 3].map((n) => `<a href="/media/${n}.webp" data-lightbox data-pswp-width="1200" data-pswp-height="800"><img src="/media/${n}-s.webp" alt="Piece ${n}"></a>`).join("")}
    </div>
    <a href="/after" id="after">After</a>`;
  const link = document.querySelector<HTMLAnchorElement>("[data-gallery] a")!;
  link.focus();
  pswp = openLightbox(galleryOf(link), { index: 0, deepLink: false });
  return pswp.element!;
}

/** Presses Tab where focus is, as a browser's keydown reaches the document; true when the trap moved focus itself. */
function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

const controls = (viewer: HTMLElement) => Array.from(viewer.querySelectorAll<HTMLButtonElement>("button"));

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  pswp?.destroy();
  pswp = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the lightbox's focus", () => {
  it("Tab past the last control comes back to the first, never out to the page", () => {
    const viewer = open();
    const buttons = controls(viewer);
    expect(buttons.length).toBeGreaterThan(1);
    buttons.at(-1)!.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("Shift+Tab before the first control goes round to the last", () => {
    const viewer = open();
    const buttons = controls(viewer);
    buttons[0]!.focus();
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(buttons.at(-1));
  });

  it("from the viewer itself, Tab goes to its first control", () => {
    const viewer = open();
    viewer.focus();
    tab();
    expect(document.activeElement).toBe(controls(viewer)[0]);
  });

  it("closed, it lets go of Tab and gives focus back to the link that opened it", async () => {
    open();
    const opener = document.querySelector<HTMLAnchorElement>("[data-gallery] a")!;
    pswp!.close();
    pswp = undefined;
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    document.querySelector<HTMLElement>("#after")!.focus();
    expect(tab()).toBe(false);
  });
});
