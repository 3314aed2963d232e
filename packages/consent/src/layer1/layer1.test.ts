import { describe, expect, it, vi } from "vitest";
import { ACCEPT_COOKIE, PREFERENCE_COOKIE, categoryCookie, parsePreference } from "../codecs/cookielawinfo";
import { encodeBase64 } from "../codecs/safe-json";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { bootReadingOf } from "../test-support/readings";
import type { ActivationRequest, ConsentEnvironment } from "../core/ports";
import { createLayer1, type AdapterOptions } from "./adapter";
import { createLayer1Engine, createServerEnvironment } from "./engine";

const categories = [
  { slug: "necessary", name: "Necessary", locked: true },
  { slug: "analytics", name: "Analytics", cookies: ["_ga", { name: "_gid" }] },
  { slug: "advertisement", name: "Advertisement", defaultEnabled: true, cookies: ["IDE"] },
];

/** Layer 1 over an engine in a recording environment; `engine` is the layer-1 adapter, as the bar uses it. */
function setup(options: Partial<AdapterOptions> = {}, cookies: Record<string, string> = {}, search = "") {
  const jar = createMemoryCookieJar(cookies);
  const gates: ((slug: string) => boolean)[] = [];
  const reading = bootReadingOf({ categories, layer1: { version: options.consentVersion ?? 1 }, bypassValue: options.bypassValue }, cookies, search);
  const env = {
    jar,
    search,
    reading: () => reading,
    activate: vi.fn((request: ActivationRequest, done: () => void) => {
      gates.push((category) => request.mayRun({ category }));
      done();
    }),
    reload: vi.fn(),
    emit: vi.fn(),
    mark: vi.fn(),
  } satisfies ConsentEnvironment;
  const confirm = vi.fn((_message: string): boolean | Promise<boolean> => true);
  const settings = { categories, ...options };
  const core = createLayer1Engine(settings, env);
  const engine = createLayer1(core, { ...settings, confirm });
  const lastGate = () => gates.at(-1)!;
  const cookie = (name: string) => jar.read(name);
  /** What the bar sees and what the engine holds (allowed, marker, status, decision), together. */
  const snap = () => ({ ...core.getSnapshot(), ...engine.getSnapshot() });
  return { engine, core, snap, env: { ...env, confirm }, jar, cookie, lastGate };
}

describe("a new visitor", () => {
  it("sees the bar, and the per-category cookies are written from the defaults", () => {
    const { snap, cookie, env } = setup();
    const s = snap();
    expect(s.barVisible).toBe(true);
    expect(s.showAgainVisible).toBe(false);
    expect(s.marker).toBe("pending");
    expect(env.mark).toHaveBeenLastCalledWith("pending");
    expect([cookie(categoryCookie("necessary")), cookie(categoryCookie("analytics")), cookie(categoryCookie("advertisement"))]).toEqual(["yes", "no", "yes"]);
    expect(cookie(ACCEPT_COOKIE)).toBeUndefined();
  });

  it("accepts: yes, preferences saved, bar hidden, allowed scripts run, hooks called", async () => {
    const onAccept = vi.fn();
    const { engine, core, snap, env, cookie, lastGate } = setup({ onAccept });
    engine.accept();
    expect(cookie(ACCEPT_COOKIE)).toBe("yes");
    expect({ ...parsePreference(cookie(PREFERENCE_COOKIE)) }).toEqual({ ver: "1", necessary: true, analytics: false, advertisement: true });
    const s = snap();
    expect(s.barVisible).toBe(false);
    expect(s.showAgainVisible).toBe(true);
    expect(s.marker).toBe("given");
    expect(s.allowed).toEqual(["necessary", "advertisement"]);
    expect([lastGate()("advertisement"), lastGate()("analytics")]).toEqual([true, false]);
    expect(onAccept).toHaveBeenCalledWith(core.getSnapshot());
    expect(env.emit).toHaveBeenCalledWith("accepted", { consent: "yes", allowed: ["necessary", "advertisement"] });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("rejects all: categories off except locked, non-necessary cookies erased, no, and no accept hook", () => {
    const onAccept = vi.fn();
    const { engine, cookie, jar, env, snap } = setup({ onAccept }, { _ga: "1", IDE: "2" });
    engine.rejectAll();
    expect(cookie(ACCEPT_COOKIE)).toBe("no");
    expect([cookie(categoryCookie("analytics")), cookie(categoryCookie("advertisement"))]).toEqual(["no", "no"]);
    expect(jar.erased).toEqual(expect.arrayContaining(["_ga", "_gid", "IDE"]));
    expect(snap().allowed).toEqual([]);
    expect(env.emit).not.toHaveBeenCalledWith("accepted", expect.anything());
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("accept all enables every category, then accepts", () => {
    const { engine, cookie, snap } = setup();
    engine.acceptAll();
    expect(cookie(categoryCookie("analytics"))).toBe("yes");
    expect(snap().allowed).toEqual(["necessary", "analytics", "advertisement"]);
  });

  it("toggles a category (locked ones and unknown slugs are ignored) and saves it", () => {
    const { cookie, snap, core } = setup();
    core.setCategory("analytics", true);
    core.setCategory("necessary", false);
    core.setCategory("nope", true);
    expect(cookie(categoryCookie("analytics"))).toBe("yes");
    expect(snap().decision.categories.necessary).toBe(true);
    expect(parsePreference(cookie(PREFERENCE_COOKIE))?.analytics).toBe(true);
    expect(snap().barVisible).toBe(true);
    core.setAll(false);
    expect([cookie(categoryCookie("analytics")), cookie(categoryCookie("advertisement")), cookie(categoryCookie("necessary"))]).toEqual(["no", "no", "yes"]);
    core.setAll(true);
    expect(Object.values(snap().decision.categories).every(Boolean)).toBe(true);
  });

  it("reloads after accept or reject when the flags say so, once", () => {
    const a = setup({ acceptReload: true });
    a.engine.accept();
    expect(a.env.reload).toHaveBeenCalledTimes(1);
    const r = setup({ rejectReload: true });
    r.engine.rejectAll();
    expect(r.env.reload).toHaveBeenCalledTimes(1);
    const s = setup({ acceptReload: true, scrollReload: true });
    expect(s.engine.scrollAccept()).toBe(true);
    expect(s.env.reload).toHaveBeenCalledTimes(1);
  });

  it("show_once accepts without reloading, only while the bar is open and unanswered", () => {
    const { engine, env, cookie, snap } = setup({ acceptReload: true });
    engine.showOnceElapsed();
    expect(cookie(ACCEPT_COOKIE)).toBe("yes");
    expect(snap().barVisible).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe("a returning visitor of the plugin", () => {
  const plugin = {
    [ACCEPT_COOKIE]: "yes",
    [categoryCookie("necessary")]: "yes",
    [categoryCookie("analytics")]: "yes",
    [categoryCookie("advertisement")]: "no",
    [PREFERENCE_COOKIE]: encodeBase64('{"necessary":true,"analytics":true,"advertisement":false}'),
  };

  it("is not asked again", () => {
    const { snap } = setup({ consentVersion: 1 }, plugin);
    const s = snap();
    expect(s.barVisible).toBe(false);
    expect(s.marker).toBe("given");
    expect(s.allowed).toEqual(["necessary", "analytics"]);
  });

  it("is asked again after a consent-version change: answer, preferences and nn cookies erased", () => {
    const { engine, jar, cookie, snap } = setup({ consentVersion: 2 }, { ...plugin, _ga: "x" });
    expect(snap().barVisible).toBe(true);
    expect(jar.erased).toEqual([ACCEPT_COOKIE, PREFERENCE_COOKIE, "_ga", "_gid", "IDE"]);
    expect(cookie(categoryCookie("analytics"))).toBe("yes");
    engine.accept();
    expect(parsePreference(cookie(PREFERENCE_COOKIE))?.ver).toBe("2");
  });

  it("reopens the bar from a manage-consent link, and the delete link erases the choice", () => {
    const { cookie, jar, snap, core } = setup({}, plugin);
    core.openNotice();
    expect(snap().marker).toBe("pending");
    core.closeNotice();
    core.forget();
    expect(snap().barVisible).toBe(true);
    expect(cookie(ACCEPT_COOKIE)).toBeUndefined();
    expect(jar.erased).toEqual(expect.arrayContaining([ACCEPT_COOKIE, "_ga", "_gid", "IDE"]));
    expect(snap().decision.consent).toBeNull();
    expect(parsePreference(cookie(PREFERENCE_COOKIE))).not.toBeNull();
  });

  it("scroll-accept does nothing once answered", () => {
    const { engine } = setup({}, plugin);
    expect(engine.scrollAccept()).toBe(false);
  });
});

describe("bypass (cli_bypass)", () => {
  const scanner = { bypassValue: "scan-7f3a" };

  it("with the configured value, a visitor who has not answered gets blocking off for the page view and the preference cookie with every category on", () => {
    const { cookie, snap } = setup(scanner, {}, "?cli_bypass=scan-7f3a");
    expect(snap().status.blocking).toBe(false);
    expect(snap().allowed).toEqual(["necessary", "analytics", "advertisement"]);
    expect({ ...parsePreference(cookie(PREFERENCE_COOKIE)) }).toEqual({ ver: "1", necessary: true, analytics: true, advertisement: true });
    expect(cookie(categoryCookie("analytics"))).toBe("no");
    expect(cookie(ACCEPT_COOKIE)).toBeUndefined();
  });

  it("only for the configured value; with none configured the parameter does nothing, not even 1, and writes no preference", () => {
    expect(setup(scanner, {}, "?cli_bypass=1").snap().status.blocking).toBe(true);
    expect(setup(scanner, {}, "?cli_bypass=scan").snap().status.blocking).toBe(true);
    for (const search of ["?cli_bypass=1", "?cli_bypass=true", "?q=bowl&cli_bypass=1", "?cli_bypass="]) {
      const { snap, cookie } = setup({}, {}, search);
      expect(snap().status.blocking, search).toBe(true);
      expect(snap().allowed, search).toEqual([]);
      expect(cookie(PREFERENCE_COOKIE), search).toBeUndefined();
    }
    expect(setup({ bypassValue: "1" }, {}, "?cli_bypass=1").snap().status.blocking).toBe(false);
  });

  it.each([
    ["who rejected", { [ACCEPT_COOKIE]: "no" }],
    ["who accepted", { [ACCEPT_COOKIE]: "yes" }],
    ["who opted out of the sale of their data", { [PREFERENCE_COOKIE]: encodeBase64('{"ccpaOptout":true}') }],
  ])("never runs anything for, nor rewrites the choice of, a visitor %s (even where the value is the plugin's 1)", (_who, cookies) => {
    for (const search of ["?cli_bypass=1", "?cli_bypass=%31", "?cli_bypass=1&cli_bypass=1", "?q=bowl&cli_bypass=1"]) {
      const { cookie, snap } = setup({ bypassValue: "1" }, { ...cookies, [categoryCookie("analytics")]: "no" }, search);
      expect(snap().status.bypass).toBe(false);
      expect(snap().allowed).not.toContain("analytics");
      expect(parsePreference(cookie(PREFERENCE_COOKIE))?.analytics).not.toBe(true);
    }
  });
});

describe("CCPA", () => {
  it("ccpa mode without bar: no bar, no tab, blocking off", () => {
    const { snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false });
    const s = snap();
    expect([s.barVisible, s.showAgainVisible, s.marker, s.status.blocking]).toEqual([false, false, "hidden", false]);
    expect(s.allowed).toEqual(["necessary", "analytics", "advertisement"]);
  });

  it("ccpa mode: opting out enables every category and accepts, and the opt-out blocks scripts", () => {
    const { engine, cookie, snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa" });
    engine.setCcpaOptout(true);
    expect(cookie(ACCEPT_COOKIE)).toBe("yes");
    expect(cookie(categoryCookie("analytics"))).toBe("yes");
    expect(parsePreference(cookie(PREFERENCE_COOKIE))?.ccpaOptout).toBe(true);
    expect(snap().allowed).toEqual([]);
    engine.setCcpaOptout(false);
    expect(snap().allowed).toEqual(["necessary", "analytics", "advertisement"]);
  });

  it("ccpa_gdpr mode: the opt-out is recorded without answering; a later Accept All keeps it, and it keeps scripts blocked", () => {
    const { engine, cookie, snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa_gdpr" });
    engine.setCcpaOptout(true);
    expect(cookie(ACCEPT_COOKIE)).toBeUndefined();
    expect(parsePreference(cookie(PREFERENCE_COOKIE))?.ccpaOptout).toBe(true);
    expect(snap().decision.ccpaOptout).toBe(true);
    expect(snap().barVisible).toBe(true);
    engine.acceptAll();
    expect(cookie(ACCEPT_COOKIE)).toBe("yes");
    expect(parsePreference(cookie(PREFERENCE_COOKIE))).toMatchObject({ ccpaOptout: true, analytics: true });
    expect(snap().allowed).toEqual([]);
  });

  it("ccpa mode: Cancel at the link's prompt does not opt out, yet accepts every category, and the scripts run", async () => {
    const { engine, env, cookie, snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa" });
    env.confirm.mockImplementation(() => false);
    await expect(engine.requestCcpaOptout()).resolves.toBe(false);
    expect(cookie(ACCEPT_COOKIE)).toBe("yes");
    expect(parsePreference(cookie(PREFERENCE_COOKIE))).toMatchObject({ ccpaOptout: false, analytics: true, advertisement: true });
    expect(snap().allowed).toEqual(["necessary", "analytics", "advertisement"]);
  });

  it("the link asks the plugin's prompt: Confirm opts out, Cancel does not", async () => {
    const { engine, env, snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa_gdpr" });
    await expect(engine.requestCcpaOptout()).resolves.toBe(true);
    expect(env.confirm).toHaveBeenCalledWith("Do you really wish to opt out?");
    env.confirm.mockImplementation(() => Promise.resolve(false));
    await expect(engine.requestCcpaOptout()).resolves.toBe(false);
    expect(snap().decision.ccpaOptout).toBe(false);
  });

  it("region-based: the control hides outside the region once the lookup answers", async () => {
    const { engine, snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa", ccpaRegionBased: true, ccpaRegion: async () => "outside" as const });
    expect(snap().ccpaControlVisible).toBe(true);
    await engine.locate();
    expect(snap().ccpaControlVisible).toBe(false);
  });

  it.each([
    [{}, "unknown", false],
    [{ ccpaEnabled: true }, "unknown", false],
    [{ ccpaEnabled: true, ccpaType: "ccpa_gdpr" }, "outside", true],
    [{ ccpaEnabled: true, ccpaType: "ccpa", ccpaRegionBased: true }, "inside", true],
    [{ ccpaEnabled: true, ccpaType: "ccpa", ccpaRegionBased: true }, "unknown", true],
    [{ ccpaEnabled: true, ccpaType: "ccpa", ccpaRegionBased: true }, "outside", false],
    [{ ccpaEnabled: true, ccpaType: "ccpa_gdpr", ccpaRegionBased: true }, "inside", true],
    [{ ccpaEnabled: true, ccpaType: "ccpa_gdpr", ccpaRegionBased: true }, "unknown", true],
    [{ ccpaEnabled: true, ccpaType: "ccpa_gdpr", ccpaRegionBased: true }, "outside", false],
  ] as const)("the CCPA control with %o in region %s shows: %s", async (options, region, visible) => {
    const { engine, snap } = setup({ ...options, ccpaRegion: () => region });
    await engine.locate();
    expect(snap().ccpaControlVisible).toBe(visible);
    // Before hydration the region is not known: the control shows wherever CCPA applies.
    expect(engine.getServerSnapshot().ccpaControlVisible).toBe("ccpaType" in options);
  });

  it("the close button in ccpa mode enables every category", () => {
    const { engine, snap } = setup({ ccpaEnabled: true, ccpaType: "ccpa" });
    engine.close();
    expect(snap().decision.categories.analytics).toBe(true);
  });
});

describe("custom integration", () => {
  it("shows no bar by itself; the site's call shows it and runs scripts", () => {
    const { engine, env, snap } = setup({ customIntegration: true });
    expect(snap().marker).toBe("hidden");
    expect(env.activate).not.toHaveBeenCalled();
    engine.customIntegration({ enableBar: true, enableBlocking: false });
    expect(snap().barVisible).toBe(true);
    expect(env.activate).toHaveBeenCalledTimes(1);
    expect(snap().status.blocking).toBe(false);
  });

  it("the plugin's callback without the bar and without blocking runs every script, shows no bar and answers nothing", () => {
    const { engine, env, snap, cookie, lastGate } = setup({ customIntegration: true });
    engine.customIntegration({ enableBar: false, enableBlocking: false });
    expect([snap().barVisible, snap().showAgainVisible]).toEqual([false, false]);
    expect(env.activate).toHaveBeenCalledTimes(1);
    expect(lastGate()("analytics")).toBe(true);
    expect(cookie(ACCEPT_COOKIE)).toBeUndefined();
  });

  it("is ignored when not configured", () => {
    const { engine, snap } = setup();
    engine.customIntegration({ enableBar: false, enableBlocking: false });
    expect(snap().barVisible).toBe(true);
  });
});

describe("the store for useSyncExternalStore", () => {
  it("keeps the snapshot object until something changes, and notifies subscribers", () => {
    const { engine, core } = setup();
    const first = engine.getSnapshot();
    expect(engine.getSnapshot()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);
    core.setCategory("analytics", true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(engine.getSnapshot()).not.toBe(first);
    unsubscribe();
    engine.accept();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("has a server snapshot with the bar, whatever the cookies", () => {
    const { engine } = setup({}, { [ACCEPT_COOKIE]: "yes" });
    expect(engine.getServerSnapshot().barVisible).toBe(true);
    expect(engine.getServerSnapshot().known, "before hydration CSS decides").toBe(false);
    expect(engine.getServerSnapshot()).toBe(engine.getServerSnapshot());
  });

  it("works without a DOM (pre-rendering)", () => {
    const core = createLayer1Engine({ categories }, createServerEnvironment());
    const engine = createLayer1(core);
    expect(engine.getSnapshot().barVisible).toBe(true);
    engine.accept();
    expect(core.getSnapshot().decision.consent).toBe("yes");
  });
});
