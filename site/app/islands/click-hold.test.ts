// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdClicks } from "./click-hold";
import { createEventStore } from "./event-store";
import { trackListeners } from "./test-helpers";

let link: HTMLAnchorElement;
let part: HTMLElement;
const clicks: { defaultPrevented: boolean; trusted: boolean; x: number }[] = [];

beforeEach(() => {
  document.body.innerHTML = '<figure id="part"><a href="/media/vase-1200.webp"><img alt="A vase"></a></figure>';
  part = document.getElementById("part")!;
  link = part.querySelector("a")!;
  clicks.length = 0;
  // Listens after the hold (bubble phase on the document), as the woken code or the browser would.
  document.addEventListener("click", record);
});

afterEach(() => {
  document.removeEventListener("click", record);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function record(event: MouseEvent) {
  clicks.push({ defaultPrevented: event.defaultPrevented, trusted: event.isTrusted, x: event.clientX });
  event.preventDefault(); // jsdom would otherwise try to navigate
}

const click = (init: MouseEventInit = {}) => link.querySelector("img")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));

describe("holdClicks", () => {
  it("holds a plain click while the code is on the way, then gives the same click again", () => {
    const hold = holdClicks(part, createEventStore());
    click({ clientX: 40 });
    expect(clicks).toEqual([{ defaultPrevented: true, trusted: false, x: 40 }]);
    hold.release({ replay: true });
    expect(clicks).toHaveLength(2);
    expect(clicks[1]).toMatchObject({ defaultPrevented: false, x: 40 });
  });

  it("gives back only the last of several clicks, once", () => {
    const hold = holdClicks(part, createEventStore());
    click({ clientX: 1 });
    click({ clientX: 2 });
    hold.release({ replay: true });
    hold.release({ replay: true });
    expect(clicks.map((c) => c.x)).toEqual([1, 2, 2]);
  });

  it("leaves modified and secondary clicks to the browser (a new tab needs no code)", () => {
    holdClicks(part, createEventStore());
    click({ ctrlKey: true });
    click({ metaKey: true });
    click({ shiftKey: true });
    click({ button: 1 });
    expect(clicks.every((c) => !c.defaultPrevented)).toBe(true);
  });

  it("gives the click back by itself after 3 s without the code", () => {
    vi.useFakeTimers();
    holdClicks(part, createEventStore());
    click();
    vi.advanceTimersByTime(2999);
    expect(clicks).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(clicks).toHaveLength(2);
    expect(clicks[1]!.defaultPrevented).toBe(false);
    click();
    expect(clicks[2]!.defaultPrevented).toBe(false);
  });

  it("released without replay forgets the click and removes its listener and timer", () => {
    vi.useFakeTimers();
    const listeners = trackListeners();
    const hold = holdClicks(part, createEventStore(), { maxHoldMs: 500 });
    click();
    hold.release({ replay: false });
    expect(listeners.active()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(clicks).toHaveLength(1);
  });
});
