// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { labelPuckControls } from "./use-puck-access";

describe("names for the editor library's nameless controls", () => {
  it("names the zoom select and the list add button, titles the canvas, makes the side tabs buttons and marks the drawer headings", () => {
    document.body.innerHTML = `
      <select class="_ViewportControls-zoomSelect_v26yb_79"></select>
      <button class="_ArrayField-addButton_62huh_38"></button>
      <iframe id="preview-frame"></iframe>
      <div class="_NavItem-link_vll2r_39"><span class="_NavItem-linkIcon_vll2r_90"></span>Outline</div>
      <span class="_Loader_1w5zn_13" aria-label="loading"></span>
      <button class="_ComponentList-title_htktj_17"><div>Layout</div><div class="_ComponentList-titleIcon_htktj_63"></div></button>`;
    labelPuckControls(document.body);
    expect(document.querySelector("select")!.getAttribute("aria-label")).toBe("Canvas zoom");
    expect(document.querySelector("button")!.getAttribute("aria-label")).toBe("Add an item");
    expect(document.querySelector("iframe")!.title).toBe("The page as it will look");
    const tab = document.querySelector('[class*="NavItem-link_"]')!;
    expect([tab.getAttribute("role"), tab.getAttribute("tabindex")]).toEqual(["button", "0"]);
    // Only the tab itself: its icon inside stays a plain box (a button inside a button would be nested controls).
    expect(document.querySelector('[class*="NavItem-linkIcon"]')!.hasAttribute("role")).toBe(false);
    expect(document.querySelector('[class*="_Loader_"]')!.getAttribute("role")).toBe("status");
    // The drawer's heading gets the editor's name for its darker colour; its icon does not.
    expect(document.querySelector('[class*="ComponentList-title_"]')!.getAttribute("data-editor-part")).toBe("drawer-title");
    expect(document.querySelector('[class*="ComponentList-titleIcon"]')!.hasAttribute("data-editor-part")).toBe(false);
  });
});
