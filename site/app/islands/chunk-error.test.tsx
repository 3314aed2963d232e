// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ChunkLoadError } from "../lib/load-chunk";
import { showChunkError } from "./chunk-error";
import { ChunkErrorMessage } from "./chunk-error-message";

const failure = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/page-Ab12.js");

describe("showChunkError (docs/behaviour/in-page.md#chunk-errors)", () => {
  it("puts webpack's words in an alert right after the part, with a Retry that removes it and tries again", () => {
    document.body.innerHTML = '<div id="part"></div><p id="next"></p>';
    const retry = vi.fn();
    showChunkError(document.getElementById("part")!, failure, retry);
    const alert = document.getElementById("part")!.nextElementSibling!;
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain("Loading chunk page-Ab12 failed.\n(missing: http://localhost/assets/page-Ab12.js)");
    alert.querySelector("button")!.click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("is the same message as the React one the search results show", () => {
    document.body.innerHTML = '<div id="part"></div>';
    showChunkError(document.getElementById("part")!, failure, () => {});
    const dom = document.querySelector('[role="alert"]')!.outerHTML;
    expect(renderToStaticMarkup(<ChunkErrorMessage error={failure} retry={() => {}} />)).toBe(dom);
  });
});

describe("ChunkErrorMessage", () => {
  it("shows a timeout as it is, with a custom button label", () => {
    const error = new ChunkLoadError("lightbox", "timeout", "/assets/lightbox-9z.js");
    const html = renderToStaticMarkup(<ChunkErrorMessage error={error} retry={() => {}} retryLabel="Reload the page" />);
    expect(html).toContain("Loading chunk lightbox failed.\n(timeout: /assets/lightbox-9z.js)");
    expect(html).toContain(">Reload the page</button>");
  });
});
