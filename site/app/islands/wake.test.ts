// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackListeners } from "./test-helpers";
import { wake } from "./wake";

let part: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="part"><button type="button">Play</button></div>';
  part = document.getElementById("part")!;
});

afterEach(() => vi.restoreAllMocks());

const button = () => part.querySelector("button")!;

describe("wake", () => {
  it("at load: awakens at once and holds no click", async () => {
    const awaken = vi.fn(() => Promise.resolve());
    const waking = wake(part, "load", awaken);
    expect(awaken).toHaveBeenCalledTimes(1);
    await waking.settled;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    button().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("on interaction: the click that woke it reaches the code once it has started", async () => {
    let started!: () => void;
    const heard: string[] = [];
    const awaken = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          started = () => {
            button().addEventListener("click", () => heard.push("code heard the click"));
            resolve();
          };
        }),
    );
    const waking = wake(part, "interaction", awaken);
    button().click();
    expect(awaken).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([]);
    started();
    await waking.settled;
    expect(heard).toEqual(["code heard the click"]);
  });

  it("settles when the code failed too, and gives the click back to the browser", async () => {
    const awaken = () => Promise.resolve(); // awaken shows its own error and resolves
    const waking = wake(part, "interaction", awaken);
    const seen: boolean[] = [];
    document.addEventListener("click", (event) => seen.push(event.defaultPrevented));
    button().click();
    await waking.settled;
    expect(seen).toEqual([true, false]);
  });

  it("destroy before waking leaves no listener and never awakens", () => {
    const listeners = trackListeners();
    const awaken = vi.fn(() => Promise.resolve());
    wake(part, "interaction", awaken).destroy();
    expect(listeners.active()).toEqual([]);
    button().click();
    expect(awaken).not.toHaveBeenCalled();
  });
});
