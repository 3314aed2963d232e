// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { processNewTabLinks } from "./new-tab-links";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("new-tab links", () => {
  it("drops the marker, opens in a new tab with noopener and says so", () => {
    document.body.innerHTML = '<p><a class="new-tab" href="https://example.com/kiln">Kiln  notes</a></p>';
    expect(processNewTabLinks(document)).toBe(1);
    const a = document.querySelector("a")!;
    expect(a.hasAttribute("class")).toBe(false);
    expect(a.target).toBe("_blank");
    expect(a.rel).toBe("noopener");
    expect(a.getAttribute("aria-label")).toBe("Kiln notes (opens in a new tab)");
  });

  it("keeps other classes and rel values, and an existing label", () => {
    document.body.innerHTML =
      '<a class="button new-tab" rel="external nofollow" aria-label="Our shop on the market" href="/x">Shop</a>';
    processNewTabLinks(document.body);
    const a = document.querySelector("a")!;
    expect(a.className).toBe("button");
    expect(a.rel).toBe("external nofollow noopener");
    expect(a.getAttribute("aria-label")).toBe("Our shop on the market (opens in a new tab)");
  });

  it("names image links by their alt text, and links with no text at all", () => {
    document.body.innerHTML =
      '<a class="new-tab" href="/a"><img alt="Studio map"></a><a class="new-tab" href="/b"></a>';
    processNewTabLinks(document);
    const [img, empty] = document.querySelectorAll("a");
    expect(img!.getAttribute("aria-label")).toBe("Studio map (opens in a new tab)");
    expect(empty!.getAttribute("aria-label")).toBe("Opens in a new tab");
  });

  it("handles a link passed as the root and is idempotent", () => {
    document.body.innerHTML = '<a class="new-tab" rel="noopener" href="/a">A</a>';
    const a = document.querySelector("a")!;
    processNewTabLinks(a);
    a.classList.add("new-tab");
    processNewTabLinks(document);
    expect(a.rel).toBe("noopener");
    expect(a.getAttribute("aria-label")).toBe("A (opens in a new tab)");
    expect(processNewTabLinks(document)).toBe(0);
  });

  it("leaves other links untouched", () => {
    document.body.innerHTML = '<a href="/a" class="button">A</a>';
    processNewTabLinks(document);
    expect(document.body.innerHTML).toBe('<a href="/a" class="button">A</a>');
  });
});
