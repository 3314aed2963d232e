// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeIntersectionObserver } from "~/theme/behaviours/test-helpers";
import { defineEnhancer, type EnhancerModule, type EnhancerSetup } from "./define-enhancer";
import { startEnhancers } from "./start-enhancers";
import type { StartedParts } from "./start-islands";
import { trackListeners } from "./test-helpers";

let started: StartedParts | undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <main>
      <a class="zoom" href="/media/a-1200.webp"><img alt="A"></a>
      <a class="zoom" href="/media/b-1200.webp"><img alt="B"></a>
      <p>Plain text</p>
    </main>`;
});

afterEach(() => {
  started?.destroy();
  started = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const links = () => Array.from(document.querySelectorAll<HTMLAnchorElement>("a.zoom"));

/** A lightbox-like enhancer: opening is a class on the link, set by its click listener. */
const openOnClick: EnhancerSetup = (link, { store }) => {
  store.add(link, "click", (event) => {
    event.preventDefault();
    link.classList.add("open");
  });
  return () => link.classList.remove("open");
};

const zoom = (setup: EnhancerSetup, trigger: "load" | "visible" | "interaction" = "interaction") => {
  const load = vi.fn((): Promise<EnhancerModule> => Promise.resolve({ default: setup }));
  return { load, definition: defineEnhancer({ selector: "a.zoom", trigger, load }) };
};

describe("startEnhancers", () => {
  it("wakes on its trigger, loads the code once, and upgrades every element that has woken", async () => {
    const io = installFakeIntersectionObserver();
    const setup = vi.fn();
    const { load, definition } = zoom(setup, "visible");
    started = startEnhancers(document, { enhancers: { zoom: definition } });
    await started.ready;
    expect(load).not.toHaveBeenCalled();
    // Visible parts are watched from the page's first idle moment (a timer where the browser has no idle callbacks).
    // Waited for past Vitest's 1 s default: on a loaded machine the idle timer alone can take longer.
    await vi.waitFor(() => expect(io.instances).toHaveLength(2), { timeout: 5_000 });
    io.trigger(links()[0]!, true);
    io.trigger(links()[1]!, true);
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(setup.mock.calls.map(([element]) => element)).toEqual(links());
    expect(links().map((link) => link.dataset.enhanced)).toEqual(["zoom", "zoom"]);
  });

  it("counts load-trigger elements in ready, and only those", async () => {
    const setup = vi.fn();
    const later = { selector: "p", trigger: "idle" as const, load: vi.fn(() => new Promise<EnhancerModule>(() => {})) };
    started = startEnhancers(document, { enhancers: { zoom: zoom(setup, "load").definition, later: defineEnhancer(later) } });
    await started.ready;
    expect(setup).toHaveBeenCalledTimes(2);
    expect(later.load).not.toHaveBeenCalled();
  });

  it("does not lose the click that woke it: a link opens in the enhancer, not as a bare image", async () => {
    const { definition } = zoom(openOnClick);
    started = startEnhancers(document, { enhancers: { zoom: definition } });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    links()[1]!.querySelector("img")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(links()[1]!.classList.contains("open")).toBe(true));
    expect(links()[0]!.classList.contains("open")).toBe(false);
  });

  it("upgrades matching content added to the page later", async () => {
    const setup = vi.fn();
    started = startEnhancers(document, { enhancers: { zoom: zoom(setup, "load").definition } });
    await started.ready;
    const late = document.createElement("a");
    late.className = "zoom";
    document.querySelector("main")!.append(late);
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(3));
    expect(late.dataset.enhanced).toBe("zoom");
  });

  it("shows one chunk error for all its elements, and Retry loads the chunk afresh and upgrades them", async () => {
    const url = "http://localhost/assets/zoom-Q9.js";
    const failure = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const setup = vi.fn();
    const importUrl = vi.fn((address: string) => (address === url ? failure() : Promise.resolve({ default: setup })));
    const definition = defineEnhancer({ selector: "a.zoom", trigger: "load", load: failure });
    started = startEnhancers(document, { enhancers: { zoom: definition }, importUrl });
    await started.ready;
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain(`Loading chunk zoom-Q9 failed.\n(missing: ${url})`);
    expect(links()[0]!.nextElementSibling).toBe(alerts[0]);
    alerts[0]!.querySelector("button")!.click();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(2));
    expect(importUrl.mock.calls.at(-1)![0]).toMatch(/\?chunk-retry=\d+$/);
  });

  it("reports a setup that throws on one element and upgrades the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const setup = vi.fn<EnhancerSetup>((element) => {
      if (element === links()[0]) throw new Error("no image size");
    });
    started = startEnhancers(document, { enhancers: { zoom: zoom(setup, "load").definition } });
    await started.ready;
    expect(errors.mock.calls[0]?.[0]).toBe('Enhancer "zoom" failed on an element.');
    expect(links().map((link) => link.dataset.enhanced)).toEqual([undefined, "zoom"]);
  });

  it("destroy releases every listener and observer, runs each cleanup and removes the marks", async () => {
    const io = installFakeIntersectionObserver();
    const listeners = trackListeners();
    const { definition } = zoom(openOnClick, "load");
    const waiting = defineEnhancer({ selector: "p", trigger: "visible", load: () => new Promise<EnhancerModule>(() => {}) });
    started = startEnhancers(document, { enhancers: { zoom: definition, waiting } });
    await started.ready;
    links()[0]!.click();
    expect(links()[0]!.classList.contains("open")).toBe(true);
    started.destroy();
    started = undefined;
    expect(listeners.active()).toEqual([]);
    expect(io.instances.every((observer) => observer.disconnected)).toBe(true);
    expect(links()[0]!.classList.contains("open")).toBe(false);
    expect(links().map((link) => link.dataset.enhanced)).toEqual([undefined, undefined]);
  });
});
