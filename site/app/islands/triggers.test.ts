// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeIntersectionObserver } from "~/theme/behaviours/test-helpers";
import { createEventStore } from "./event-store";
import { installFakeIdle, trackListeners } from "./test-helpers";
import { armTrigger, isTrigger } from "./triggers";

let element: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="part"><button type="button">Open</button><input aria-label="Name"></div>';
  element = document.getElementById("part")!;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function arm(trigger: Parameters<typeof armTrigger>[1], options: Parameters<typeof armTrigger>[4] = {}) {
  const store = createEventStore();
  const wake = vi.fn();
  armTrigger(element, trigger, wake, store, options);
  return { store, wake };
}

describe("triggers", () => {
  it("knows its five names and nothing else", () => {
    expect(["load", "idle", "visible", "interaction", "scroll"].every(isTrigger)).toBe(true);
    expect(isTrigger("hover")).toBe(false);
    expect(isTrigger(null)).toBe(false);
  });

  it("load wakes at once and leaves nothing behind", () => {
    const listeners = trackListeners();
    const { wake } = arm("load");
    expect(wake).toHaveBeenCalledTimes(1);
    expect(listeners.active()).toEqual([]);
  });

  it("idle waits for the load event, then for an idle moment (with a 2 s bound)", () => {
    const idle = installFakeIdle();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { wake } = arm("idle");
    expect(idle.pending()).toBe(0);
    window.dispatchEvent(new Event("load"));
    expect(idle.pending()).toBe(1);
    expect(idle.options).toEqual([{ timeout: 2000 }]);
    expect(wake).not.toHaveBeenCalled();
    idle.run();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("idle falls back to a timer where the browser has no requestIdleCallback", () => {
    vi.useFakeTimers();
    const win = Object.assign(Object.create(window) as Window & typeof globalThis, { requestIdleCallback: undefined, document });
    const { wake } = arm("idle", { win });
    expect(wake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("visible waits for the page's first idle moment, then wakes when the part comes within the margin of the viewport, and only then", () => {
    const io = installFakeIntersectionObserver();
    const idle = installFakeIdle();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { wake } = arm("visible", { rootMargin: "300px" });
    expect(io.instances).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    idle.run();
    expect(io.instances[0]!.options.rootMargin).toBe("300px");
    io.trigger(element, false);
    expect(wake).not.toHaveBeenCalled();
    io.trigger(element, true);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("visible watches the children of a display: contents wrapper, which has no box", () => {
    const io = installFakeIntersectionObserver();
    const idle = installFakeIdle();
    element.style.display = "contents";
    const { wake } = arm("visible");
    idle.run();
    expect([...io.instances[0]!.observed]).toEqual([...element.children]);
    io.trigger(element.querySelector("input")!, true);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("visible wakes at the first idle moment where there is no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const idle = installFakeIdle();
    const { wake } = arm("visible");
    expect(wake).not.toHaveBeenCalled();
    idle.run();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a pointer over a child", () => element.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }))],
    ["focus moving in", () => element.querySelector("input")!.focus()],
    ["a touch", () => element.dispatchEvent(new Event("touchstart", { bubbles: true }))],
    ["a click", () => element.querySelector("button")!.click()],
    ["a value changed without focus", () => element.querySelector("input")!.dispatchEvent(new Event("change", { bubbles: true }))],
  ])("interaction wakes on %s, once", (_, act) => {
    const { wake } = arm("interaction");
    expect(wake).not.toHaveBeenCalled();
    act();
    act();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("scroll wakes on the page's first scroll, not when the page is idle unscrolled", () => {
    const idle = installFakeIdle();
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { wake } = arm("scroll");
    idle.run();
    expect(wake).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("scroll wakes at the first idle moment a page loaded already scrolled", () => {
    const idle = installFakeIdle();
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    vi.spyOn(window, "scrollY", "get").mockReturnValue(640);
    const { wake } = arm("scroll");
    expect(wake).not.toHaveBeenCalled();
    idle.run();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("a click wakes a part waiting for idle or for being visible", () => {
    installFakeIdle();
    installFakeIntersectionObserver();
    for (const trigger of ["idle", "visible"] as const) {
      const { wake } = arm(trigger);
      element.querySelector("button")!.click();
      expect(wake).toHaveBeenCalledTimes(1);
    }
  });

  it("clearing the store disarms every trigger: no listener, observer, idle callback or timer is left", () => {
    vi.useFakeTimers();
    const listeners = trackListeners();
    const io = installFakeIntersectionObserver();
    const idle = installFakeIdle();
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    // A visible part past the page's idle moment (observing), then one of each still waiting.
    const armed = [arm("visible")];
    idle.run();
    expect(io.instances).toHaveLength(1);
    armed.push(...(["idle", "visible", "interaction", "scroll"] as const).map((trigger) => arm(trigger)));
    expect(listeners.active().length).toBeGreaterThan(0);
    expect(idle.pending()).toBe(3);
    for (const { store } of armed) store.clear();
    expect(listeners.active()).toEqual([]);
    expect(io.instances.every((observer) => observer.disconnected)).toBe(true);
    expect(idle.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    element.querySelector("button")!.click();
    expect(armed.every(({ wake }) => wake.mock.calls.length === 0)).toBe(true);
  });
});
