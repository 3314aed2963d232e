// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BAR_ROOM_PROPERTY, watchBarRoom } from "./bar-room";

/** A consent bar whose box and position the test sets (jsdom lays nothing out). */
function bar({ top, height, position = "fixed" }: { top: number; height: number; position?: string }) {
  document.body.innerHTML = `<div class="cli-root"><section class="cli-bar" style="position:${position}"></section></div>`;
  const el = document.querySelector<HTMLElement>(".cli-bar")!;
  vi.spyOn(el, "getBoundingClientRect").mockImplementation(() => ({ top, height, bottom: top + height, left: 0, right: 375, width: 375, x: 0, y: top, toJSON: () => ({}) }));
  return el;
}
const room = () => document.documentElement.style.getPropertyValue(BAR_ROOM_PROPERTY);

// A browser without ResizeObserver, unless a test gives one: another test file run in the
// same worker may have left a stand-in on the global object.
beforeEach(() => vi.stubGlobal("ResizeObserver", undefined));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("style");
  vi.restoreAllMocks();
});

describe("watchBarRoom", () => {
  it("writes the height the bar takes at the bottom of the window, and removes it on teardown", () => {
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(740);
    bar({ top: 480, height: 260 });
    const stop = watchBarRoom(document);
    expect(room()).toBe("260px");
    stop();
    expect(room()).toBe("");
  });

  it("measures again when the window changes", () => {
    const height = vi.spyOn(window, "innerHeight", "get").mockReturnValue(740);
    bar({ top: 480, height: 260 });
    const stop = watchBarRoom(document);
    height.mockReturnValue(800);
    window.dispatchEvent(new Event("resize"));
    expect(room()).toBe("320px");
    stop();
  });

  it.each([
    ["hidden", { top: 0, height: 0 }],
    ["a bar at the top", { top: 0, height: 120 }],
    ["a bar in the page's flow", { top: 600, height: 120, position: "relative" }],
  ])("gives no room for %s", (_, box) => {
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(740);
    bar(box);
    const stop = watchBarRoom(document);
    expect(room()).toBe("0px");
    stop();
  });

  it("with a ResizeObserver, waits for its first report instead of forcing a layout at once", () => {
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(740);
    const el = bar({ top: 480, height: 260 });
    let report: (() => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const stop = watchBarRoom(document);
    expect(observed).toEqual([el]);
    expect(el.getBoundingClientRect).not.toHaveBeenCalled();
    expect(room()).toBe("");
    report!();
    expect(room()).toBe("260px");
    stop();
  });

  it("does nothing on a page without the bar", () => {
    const stop = watchBarRoom(document);
    expect(room()).toBe("");
    stop();
  });
});
