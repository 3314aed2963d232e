// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditionBar } from "./edition-bar";

/**
 * The language card takes its own place above the screen, so it covers none of a screen's
 * controls at any width (docs/behaviour/page-builder.md#two-languages). A DOM test sees no
 * layout: it holds the rule that makes that so, the card in the page's flow.
 */
afterEach(() => vi.unstubAllGlobals());

describe("the language card", () => {
  it("sits in the page's flow, not pinned over the screen", async () => {
    vi.stubGlobal("fetch", async () => ({ status: 200, json: async () => ({ first: { language: "en", name: "English" }, editions: [{ language: "fr", name: "French" }] }) }));
    const style = document.createElement("style");
    style.textContent = readFileSync(path.join(import.meta.dirname, "editor.css"), "utf8");
    document.head.append(style);
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<EditionBar hash="#/menu" />));
    await vi.waitFor(() => expect(host.querySelector(".edition-bar")).not.toBeNull());
    const card = getComputedStyle(host.querySelector(".edition-bar")!);
    expect(["static", "relative"]).toContain(card.position);
    root.unmount();
    host.remove();
    style.remove();
  });
});
