import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptLateHooks, type PublicSettings } from "./hooks";
import { runHooks } from "./run-hooks";

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

describe("hooks registered after the banner decision", () => {
  const late = () => {
    const queue = { settingsHooks: [] as unknown[], displayChecks: [] as unknown[] };
    const wp: { registerDisplayCheck?: (fn: unknown) => void; registerSettingsHook?: (fn: unknown) => void } = {
      registerDisplayCheck: (fn) => void queue.displayChecks.push(fn),
      registerSettingsHook: (fn) => void queue.settingsHooks.push(fn),
    };
    const queueing = { ...wp };
    const s = settings();
    const changed = vi.fn();
    const restore = acceptLateHooks(wp, queue, { settings: s, onSettingsChanged: changed });
    return { queue, wp, queueing, s, changed, restore };
  };

  it("runs a late settings hook at once, in order, and applies what it changed", async () => {
    const { queue, wp, s, changed } = late();
    const order: string[] = [];
    wp.registerSettingsHook!(async (x: PublicSettings) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push("first");
      x.enable_consent_floating = false;
    });
    wp.registerSettingsHook!(() => void order.push("second"));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(order).toEqual(["first", "second"]);
    expect(s.enable_consent_floating).toBe(false);
    expect(queue.settingsHooks).toEqual([]);
  });

  it("logs a late settings hook that fails, and goes on with the next", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { wp, s, changed } = late();
    wp.registerSettingsHook!(() => Promise.reject(new Error("offline")));
    wp.registerSettingsHook!((x: PublicSettings) => void (x.enable_consent_banner = false));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith("A layer-2 settings hook failed:", expect.any(Error));
    expect(s.enable_consent_banner).toBe(false);
  });

  it("keeps a late display check for the next decision, with a warning, and runs none now", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { queue, wp, s } = late();
    const check = vi.fn(() => false);
    wp.registerDisplayCheck!(check);
    expect(check).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/registered after the banner decision/));
    // The next decision runs it, with the usual rule.
    expect(await runHooks(queue, s)).toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("puts the queueing functions back when released", () => {
    const { wp, queueing, restore } = late();
    restore();
    expect(wp.registerDisplayCheck).toBe(queueing.registerDisplayCheck);
    expect(wp.registerSettingsHook).toBe(queueing.registerSettingsHook);
  });
});
