// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEventStore } from "./event-store";
import { trackListeners } from "./test-helpers";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("createEventStore", () => {
  it("releases listeners, timers and anything deferred on clear, newest first", () => {
    vi.useFakeTimers();
    const listeners = trackListeners();
    const store = createEventStore();
    const heard = vi.fn();
    const order: string[] = [];
    const button = document.createElement("button");
    store
      .add(button, "click", heard)
      .add(window, "scroll", heard, { passive: true })
      .add(document, "keydown", heard, { capture: true })
      .timeout(() => order.push("timer ran"), 100)
      .defer(() => order.push("first deferred"))
      .defer(() => order.push("second deferred"));
    button.click();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(listeners.active().sort()).toEqual(["click", "keydown", "scroll"]);
    expect(vi.getTimerCount()).toBe(1);

    store.clear();
    expect(listeners.active()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(order).toEqual(["second deferred", "first deferred"]);
    button.click();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("can be used again after clear, and a second clear does nothing more", () => {
    const store = createEventStore();
    const cleanup = vi.fn();
    store.defer(cleanup).clear();
    store.clear();
    expect(cleanup).toHaveBeenCalledTimes(1);
    store.defer(cleanup).clear();
    expect(cleanup).toHaveBeenCalledTimes(2);
  });
});
