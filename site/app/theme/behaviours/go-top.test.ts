// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGoTop, createGoTopLinks, type GoTop } from "./go-top";
import { setReducedMotion } from "./test-helpers";

let goTop: GoTop | undefined;
let y = 0;
const scrollTo = vi.fn();

function scrollToY(next: number) {
  y = next;
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  y = 0;
  scrollTo.mockReset();
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => y);
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  setReducedMotion(false);
  document.body.innerHTML = '<div id="go-top"></div><main data-page-type="product"><a href="#go-top">Back to top</a></main>';
});

afterEach(() => {
  goTop?.destroy();
  vi.restoreAllMocks();
});

describe("back-to-top visibility (100 px)", () => {
  it("is hidden at 100 px and shown from 101 px, reporting only changes", () => {
    const seen: boolean[] = [];
    goTop = createGoTop({ onVisibilityChange: (v) => seen.push(v) });
    scrollToY(100);
    scrollToY(101);
    scrollToY(400);
    scrollToY(100);
    scrollToY(0);
    expect(seen).toEqual([false, true, false]);
  });

  it("starts shown when the page is already scrolled", () => {
    y = 800;
    const onVisibilityChange = vi.fn();
    goTop = createGoTop({ onVisibilityChange });
    expect(onVisibilityChange).toHaveBeenCalledWith(true);
  });

  it("stops reporting after destroy", () => {
    const onVisibilityChange = vi.fn();
    createGoTop({ onVisibilityChange }).destroy();
    scrollToY(500);
    expect(onVisibilityChange).toHaveBeenCalledTimes(1);
  });
});

describe("links to #go-top", () => {
  it("scroll smoothly to the top and focus the anchor, even on a product page", () => {
    goTop = createGoTopLinks();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(document.activeElement?.id).toBe("go-top");
  });

  it("jump under reduced motion", () => {
    setReducedMotion(true);
    goTop = createGoTopLinks();
    document.querySelector("a")!.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
  });

  it("are left to the browser once destroyed", () => {
    createGoTopLinks().destroy();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
