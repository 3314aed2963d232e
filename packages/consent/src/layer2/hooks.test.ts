import { afterEach, describe, expect, it, vi } from "vitest";
import { runHooks, type PublicSettings } from "./hooks";

const settings = (): PublicSettings => ({ enable_consent_banner: true, enable_consent_floating: true, default_allow: false, consent_type: "optin", slugs: ["essential"] });

afterEach(() => vi.restoreAllMocks());

describe("layer 2's public hooks", () => {
  it("runs every settings hook in order, each awaited, before any display check", async () => {
    const order: string[] = [];
    const queue = {
      settingsHooks: [
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push("hook 1");
        },
        () => void order.push("hook 2"),
      ],
      displayChecks: [() => void order.push("check")],
    };
    expect(await runHooks(queue, settings())).toBe(true);
    expect(order).toEqual(["hook 1", "hook 2", "check"]);
  });

  it("lets a settings hook turn the banner off", async () => {
    const s = settings();
    await runHooks({ settingsHooks: [(x: PublicSettings) => void (x.enable_consent_banner = false)], displayChecks: [] }, s);
    expect(s.enable_consent_banner).toBe(false);
  });

  it("fails when a check resolves false; a check that throws or rejects is logged and counts as passed", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runHooks({ settingsHooks: [], displayChecks: [() => Promise.resolve(false), () => true] }, settings())).toBe(false);
    const failing = [
      () => Promise.reject(new Error("offline")),
      () => {
        throw new Error("broken");
      },
      "not a function",
    ];
    expect(await runHooks({ settingsHooks: [], displayChecks: failing }, settings())).toBe(true);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it("runs what is registered while it runs", async () => {
    const queue = { settingsHooks: [] as unknown[], displayChecks: [] as unknown[] };
    queue.displayChecks.push(() => void queue.displayChecks.push(() => false));
    expect(await runHooks(queue, settings())).toBe(false);
    expect(queue.displayChecks).toEqual([]);
  });
});
