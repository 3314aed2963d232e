import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "../../lib/load-chunk";
import { ChunkErrorMessage } from "./chunk-error-message";

describe("ChunkErrorMessage (spec §8)", () => {
  it("shows a browser's dynamic-import failure in webpack's words, in an alert with Retry", () => {
    const error = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/page-Ab12.js");
    const html = renderToStaticMarkup(<ChunkErrorMessage error={error} retry={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Loading chunk page-Ab12 failed.\n(missing: http://localhost/assets/page-Ab12.js)");
    expect(html).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
  });

  it("shows a timeout as it is, with a custom button label", () => {
    const error = new ChunkLoadError("lightbox", "timeout", "/assets/lightbox-9z.js");
    const html = renderToStaticMarkup(<ChunkErrorMessage error={error} retry={() => {}} retryLabel="Reload the page" />);
    expect(html).toContain("Loading chunk lightbox failed.\n(timeout: /assets/lightbox-9z.js)");
    expect(html).toContain(">Reload the page</button>");
  });
});
