// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { measureScrollOffset, stickyHeaderHeight } from "./scroll-offset";
import { setRect } from "./test-helpers";

function add(html: string): HTMLElement {
  document.body.insertAdjacentHTML("beforeend", html);
  return document.body.lastElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("measureScrollOffset", () => {
  it("is only the custom offset when there are no bars", () => {
    expect(measureScrollOffset(document)).toBe(0);
    expect(measureScrollOffset(document, { customOffset: 12 })).toBe(12);
  });

  it("adds the custom offset, admin bar, sticky top bar and sticky header heights", () => {
    setRect(add('<div data-admin-bar style="position:fixed"></div>'), { height: 32 });
    setRect(add('<div data-sticky-top-bar style="position:sticky"></div>'), { height: 40 });
    setRect(add('<header class="site-header" data-sticky style="position:sticky"></header>'), { height: 72 });
    expect(measureScrollOffset(document, { customOffset: 10 })).toBe(10 + 32 + 40 + 72);
  });

  it("adds up every sticky top bar", () => {
    setRect(add('<div data-sticky-top-bar style="position:fixed"></div>'), { height: 40 });
    setRect(add('<section data-sticky-top-bar style="position:fixed"></section>'), { height: 120 });
    expect(measureScrollOffset(document)).toBe(160);
  });

  it("uses the 54 px fallback for a sticky header that cannot be measured", () => {
    add('<header class="site-header" data-sticky style="position:fixed"></header>');
    expect(stickyHeaderHeight(document, 54)).toBe(54);
    expect(measureScrollOffset(document)).toBe(54);
    expect(measureScrollOffset(document, { stickyFallbackHeight: 60 })).toBe(60);
  });

  it("counts nothing for a header without the sticky marker or laid out as static", () => {
    setRect(add('<header class="site-header"></header>'), { height: 72 });
    expect(measureScrollOffset(document)).toBe(0);
    document.body.innerHTML = "";
    setRect(add('<header class="site-header" data-sticky style="position:static"></header>'), { height: 72 });
    expect(measureScrollOffset(document)).toBe(0);
  });
});
