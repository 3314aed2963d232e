// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import enhanceNewTabLink from "./new-tab-links-setup";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the new-tab enhancer", () => {
  it("sets up the one link it is given", () => {
    document.body.innerHTML = '<a id="a" class="new-tab" href="https://example.org">Guild</a><a id="b" class="new-tab" href="/x">X</a>';
    enhanceNewTabLink(document.getElementById("a")!);
    expect(document.getElementById("a")!.getAttribute("target")).toBe("_blank");
    expect(document.getElementById("b")!.hasAttribute("target")).toBe(false);
  });
});
