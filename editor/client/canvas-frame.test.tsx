// @vitest-environment jsdom
import { Puck, type Config } from "@puckeditor/core";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import type { Kit } from "@vitrine/site/editor";
import { CANVAS_IFRAME } from "./canvas-frame";
import { editorOverrides, EditorChromeProvider } from "./editor-overrides";
import { emptyViews } from "./puck/draft-views";

// The editor library observes sizes and media queries; jsdom has neither.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const config: Config = { components: { Section: { fields: { title: { type: "text" } }, render: () => <section /> } } };

/**
 * Whether a page's own HTML (`dangerouslyAllowRawHtml`), an `onerror` handler in it, can run
 * in the canvas with the studio's origin (docs/decisions/048-the-studio-serves-its-build.md):
 * it cannot while the canvas is a frame with no address of its own (`srcdoc` or
 * `about:blank`), which browsers give the studio page's Content-Security-Policy, whose
 * `script-src 'self'` refuses every inline handler (its header: http/studio-access.test.ts).
 * A frame loaded from an address, `data:` or `blob:` would not inherit it the same way.
 */
describe("the canvas's frame", () => {
  it("is drawn from srcdoc, with no address of its own, so it takes the studio's policy", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const chrome = { kit: {} as Kit, views: emptyViews, problems: [], keeper: { current: undefined }, actions: null, danger: null };
    const data = { root: { props: {} }, content: [] };
    await act(async () =>
      root.render(
        <EditorChromeProvider value={chrome}>
          <Puck config={config} data={data} overrides={editorOverrides} iframe={CANVAS_IFRAME} />
        </EditorChromeProvider>,
      ),
    );
    const frames = [...host.querySelectorAll("iframe")];
    expect(frames).toHaveLength(1);
    const [canvas] = frames as [HTMLIFrameElement];
    expect(canvas.getAttribute("srcdoc")).toMatch(/^<!DOCTYPE html>/);
    expect([null, "about:blank"]).toContain(canvas.getAttribute("src"));
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});
