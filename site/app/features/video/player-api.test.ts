// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPlayerApi } from "./player-api";

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
  delete (window as unknown as { Fake?: unknown }).Fake;
});

const ready = (win: Window) => typeof (win as unknown as { Fake?: { Player?: unknown } }).Fake?.Player === "function";

describe("the player API", () => {
  it("injects its script once and polls every 350 ms until the API is ready", async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void loadPlayerApi({ name: "Fake", src: "https://api.example/player.js", ready }).then(done);
    void loadPlayerApi({ name: "Fake", src: "https://api.example/player.js", ready });
    expect(document.querySelectorAll('script[src="https://api.example/player.js"]')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(700);
    expect(done).not.toHaveBeenCalled();
    (window as unknown as { Fake: unknown }).Fake = { Player: () => {} };
    await vi.advanceTimersByTimeAsync(349);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives up after its bound with an error naming the provider, and leaves no timer", async () => {
    vi.useFakeTimers();
    const failed = loadPlayerApi({ name: "YouTube", src: "https://api.example/never.js", ready, timeoutMs: 3500 });
    const check = expect(failed).rejects.toThrow("The YouTube player API did not become ready within 3500 ms");
    await vi.advanceTimersByTimeAsync(3500);
    await check;
    expect(vi.getTimerCount()).toBe(0);
  });

  it("resolves at once when the API is already there", async () => {
    (window as unknown as { Fake: unknown }).Fake = { Player: () => {} };
    await expect(loadPlayerApi({ name: "Fake", src: "https://api.example/player.js", ready })).resolves.toBeUndefined();
    expect(document.querySelector("script")).toBeNull();
  });
});
