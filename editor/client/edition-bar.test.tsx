// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editingEdition } from "./api";
import { EditionBar } from "./edition-bar";
import { useUnsavedWarning } from "./use-unsaved-warning";

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

function Dirty() {
  useUnsavedWarning(true);
  return null;
}

describe("changing the language edited", () => {
  it("asks first while the screen holds unsaved changes, and changes nothing when the owner keeps editing", async () => {
    vi.stubGlobal("fetch", async (url: string) => ({
      status: 200,
      json: async () => (url === "/api/editions" ? { first: { language: "en", name: "English" }, editions: [{ language: "fr", name: "French" }] } : [{ language: "fr", name: "French", exists: true }]),
    }));
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <>
          <Dirty />
          <EditionBar hash="#/product/mug" />
        </>,
      ),
    );
    const open = () => [...host.querySelectorAll("button")].find((b) => b.textContent === "Open the French product");
    await vi.waitFor(() => expect(open()).toBeDefined());
    flushSync(() => open()!.click());
    const dialog = () => document.querySelector('[role="alertdialog"]');
    expect(dialog()?.textContent).toContain("Leave without saving?");
    flushSync(() => [...dialog()!.querySelectorAll("button")].find((b) => b.textContent === "Keep editing")!.click());
    expect(dialog()).toBeNull();
    expect(editingEdition()).toBe("");
    root.unmount();
    host.remove();
  });
});

describe("moving from a product to a screen of no file", () => {
  it("draws the language card again without the product's buttons, and without failing", async () => {
    vi.stubGlobal("fetch", async (url: string) => ({
      status: 200,
      json: async () => (url === "/api/editions" ? { first: { language: "en", name: "English" }, editions: [{ language: "fr", name: "French" }] } : [{ language: "fr", name: "French", exists: true }]),
    }));
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    flushSync(() => root.render(<EditionBar hash="#/product/mug" />));
    await vi.waitFor(() => expect(host.textContent).toContain("Open the French product"));
    flushSync(() => root.render(<EditionBar hash="#/consent" />));
    expect(host.querySelector(".edition-bar")).not.toBeNull();
    await vi.waitFor(() => expect(host.querySelectorAll("button")).toHaveLength(0));
    root.unmount();
    host.remove();
  });
});
