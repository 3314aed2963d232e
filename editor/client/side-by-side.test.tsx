// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editingEdition } from "./api";
import { SideBySide } from "./side-by-side";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, "", "/");
});

describe("a page side by side with its translation (docs/owner.md#your-site-in-two-languages)", () => {
  it("is two studio frames, each editing the page in its own language whatever the visit edits", async () => {
    vi.stubGlobal("fetch", async () => ({ status: 200, json: async () => ({ first: { language: "en", name: "English" }, editions: [{ language: "fr", name: "French" }] }) }));
    const host = document.createElement("div");
    const root = createRoot(host);
    flushSync(() => root.render(<SideBySide language="fr" slug="about" />));
    await vi.waitFor(() => expect(host.querySelectorAll("iframe")).toHaveLength(2));
    const [first, second] = [...host.querySelectorAll("iframe")];
    expect([first!.title, first!.getAttribute("src")]).toEqual(["The English page", "/?edition=#/page/about"]);
    expect([second!.title, second!.getAttribute("src")]).toEqual(["The French page", "/?edition=fr#/page/about"]);
    root.unmount();

    // Each frame's address names its language over the one the visit chose.
    sessionStorage.setItem("vitrine-studio-edition", "fr");
    history.replaceState(null, "", "/?edition=#/page/about");
    expect(editingEdition()).toBe("");
    history.replaceState(null, "", "/?edition=fr#/page/about");
    expect(editingEdition()).toBe("fr");
    history.replaceState(null, "", "/");
    expect(editingEdition()).toBe("fr");
  });

  it("says so when the site has no such language", async () => {
    vi.stubGlobal("fetch", async () => ({ status: 200, json: async () => ({ first: { language: "en", name: "English" }, editions: [] }) }));
    const host = document.createElement("div");
    const root = createRoot(host);
    flushSync(() => root.render(<SideBySide language="de" slug="about" />));
    await vi.waitFor(() => expect(host.querySelector("[role=alert]")?.textContent).toContain("The site has no such language."));
    root.unmount();
  });
});
