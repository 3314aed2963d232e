// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadSiteStylesheet, stylesheetUrl } from "./site-stylesheet";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function shadowWith(outcomes: ("load" | "error" | "never")[]) {
  const root = document.createElement("div").attachShadow({ mode: "open" });
  const links: HTMLLinkElement[] = [];
  new MutationObserver(() => {
    const link = root.querySelector("link");
    if (!link || links.includes(link)) return;
    links.push(link);
    const outcome = outcomes[links.length - 1];
    if (outcome !== "never") queueMicrotask(() => link.dispatchEvent(new Event(outcome ?? "never")));
  }).observe(root, { childList: true });
  return { root, links };
}

describe("layer 2's stylesheet", () => {
  it("is asked with its version", () => {
    expect(stylesheetUrl("https://cdn.example.com/b.css", "1.2")).toBe("https://cdn.example.com/b.css?ver=1.2");
    expect(stylesheetUrl("https://cdn.example.com/b.css?x=1", "3")).toBe("https://cdn.example.com/b.css?x=1&ver=3");
    expect(stylesheetUrl("https://cdn.example.com/b.css", "")).toBe("https://cdn.example.com/b.css");
    expect(stylesheetUrl("/wpconsent.css", "2", "https://s.example/shop/")).toBe("https://s.example/wpconsent.css?ver=2");
    expect(stylesheetUrl("/wpconsent.css", "", "https://s.example/shop/")).toBe("/wpconsent.css");
  });

  it("applies when it loads", async () => {
    const { root, links } = shadowWith(["load"]);
    expect(await loadSiteStylesheet(root, "https://cdn.example.com/b.css", new AbortController().signal)).toBe(true);
    expect(links).toHaveLength(1);
    expect(root.querySelector("link")?.href).toBe("https://cdn.example.com/b.css");
  });

  it("is retried once, then given up with a logged error and no link left", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { root, links } = shadowWith(["error", "error"]);
    expect(await loadSiteStylesheet(root, "https://cdn.example.com/b.css", new AbortController().signal)).toBe(false);
    expect(links).toHaveLength(2);
    expect(root.querySelector("link")).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("failed to load"));
  });

  it("loads on the retry", async () => {
    const { root } = shadowWith(["error", "load"]);
    expect(await loadSiteStylesheet(root, "https://cdn.example.com/b.css", new AbortController().signal)).toBe(true);
  });

  it("is given up after the time allowed when it never answers", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { root } = shadowWith(["never"]);
    const result = loadSiteStylesheet(root, "https://cdn.example.com/b.css", new AbortController().signal);
    await vi.advanceTimersByTimeAsync(4999);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("did not load within 5000 ms"));
    expect(root.querySelector("link")).toBeNull();
  });
});
