// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Kit } from "@vitrine/site/editor";
import { PreviewFrame } from "./post-preview-frame";

describe("the post preview's frame", () => {
  it("is sandboxed without scripts: a post's own HTML runs nothing in the studio's origin", () => {
    const html = renderToStaticMarkup(<PreviewFrame title="The post as it will look" kit={{} as Kit}>post</PreviewFrame>);
    const frame = new DOMParser().parseFromString(html, "text/html").querySelector("iframe")!;
    expect(frame.hasAttribute("sandbox")).toBe(true);
    expect(frame.getAttribute("sandbox")!.split(/\s+/)).not.toContain("allow-scripts");
    // No address of its own (about:blank): it also takes the studio's policy (docs/decisions/048-the-studio-serves-its-build.md).
    expect(frame.getAttribute("src")).toBeNull();
  });
});
