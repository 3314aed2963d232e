import { describe, expect, it } from "vitest";
import { normaliseCategories, nonNecessaryCookies } from "./categories";
import { allowedCategories, defaultDecision, setCategory } from "./decision";
import { ccpaControl, ccpaOnly, ccpaWithoutBar, mayRun } from "./predicates.js";
import { effectiveAllowed, mayActivate, resolvePageStatus, type RuleSettings } from "./rules";
import { applySelection } from "./selection";
import type { Decision } from "./types";

const categories = normaliseCategories([
  { slug: "necessary", cookies: ["wp-settings"] },
  { slug: "functional", locked: true },
  { slug: "analytics", cookies: ["_ga", "_gid"] },
  { slug: "advertisement", defaultEnabled: true, cookies: ["IDE"] },
]);
const base = defaultDecision(categories);
const yes = (d: Decision = base): Decision => ({ ...d, consent: "yes" });
const setAllCategories = (d: Decision, cats: typeof categories, on: boolean) => applySelection(d, {}, on, { categories: cats, map: {} });
const settings: RuleSettings = {
  blocking: true,
  ccpaEnabled: false,
  ccpaType: "gdpr",
  ccpaBarEnabled: true,
  ccpaRegionBased: false,
  customIntegration: false,
  defaultAllow: false,
  manualServices: false,
};

describe("categories", () => {
  it("locks necessary even when the config forgets, and keeps locked ones enabled", () => {
    expect(categories.map((c) => [c.slug, c.locked, c.defaultEnabled])).toEqual([
      ["necessary", true, true],
      ["functional", true, true],
      ["analytics", false, false],
      ["advertisement", false, true],
    ]);
  });

  it("refuses a slug configured twice", () => {
    expect(() => normaliseCategories([{ slug: "a" }, { slug: "a" }])).toThrow('Consent category "a" is configured twice.');
  });

  it("lists the non-necessary cookies (nn_cookie_ids)", () => {
    expect(nonNecessaryCookies(categories)).toEqual(["_ga", "_gid", "IDE"]);
  });
});

describe("decisions", () => {
  it("enable-all and disable-all skip locked categories", () => {
    expect({ ...setAllCategories(base, categories, false).categories }).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      advertisement: false,
    });
    expect(Object.values(setAllCategories(base, categories, true).categories).every(Boolean)).toBe(true);
  });

  it("a locked category cannot be turned off", () => {
    expect(setCategory(base, categories[0]!, false)).toBe(base);
  });

  it("allows a category iff the answer is yes and it is enabled, or it is locked", () => {
    expect(allowedCategories(base, categories)).toEqual(["necessary", "functional"]);
    expect(allowedCategories({ ...base, consent: "no" }, categories)).toEqual(["necessary", "functional"]);
    expect(allowedCategories(yes(), categories)).toEqual(["necessary", "functional", "advertisement"]);
  });
});

describe("page status", () => {
  it.each([
    // [settings, answer, bypass] → [showBar, suppressed, blocking, activateOnLoad, ccpaApplies]
    [{}, null, false, [true, false, true, true, false]],
    [{}, "yes", false, [false, false, true, true, false]],
    [{}, "no", false, [false, false, true, true, false]],
    [{}, null, true, [true, false, false, true, false]],
    [{ blocking: false }, null, false, [true, false, false, true, false]],
    [{ customIntegration: true }, null, false, [false, true, true, false, false]],
    [{ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false }, null, false, [false, true, false, true, true]],
    [{ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: true }, null, false, [true, false, true, true, true]],
    [{ ccpaEnabled: true, ccpaType: "ccpa_gdpr", ccpaBarEnabled: false }, null, false, [true, false, true, true, true]],
  ] as const)("%o with answer %s, bypass %s", (overrides, consent, bypass, expected) => {
    const status = resolvePageStatus({ ...settings, ...overrides }, { ...base, consent }, bypass);
    expect([status.showBar, status.suppressed, status.blocking, status.activateOnLoad, status.ccpaApplies]).toEqual(expected);
  });
});

describe("which blocked scripts may run", () => {
  const allowed = (d: Decision) => allowedCategories(d, categories);
  const status = { blocking: true, ccpaApplies: false, bypass: false };

  it("under blocking: only with yes and an allowed category", () => {
    expect(mayActivate("advertisement", base, allowed(base), status)).toBe(false);
    expect(mayActivate("advertisement", yes(), allowed(yes()), status)).toBe(true);
    expect(mayActivate("analytics", yes(), allowed(yes()), status)).toBe(false);
    expect(mayActivate("necessary", base, allowed(base), status)).toBe(false);
    expect(mayActivate("unknown", yes(), allowed(yes()), status)).toBe(false);
  });

  it("with blocking off, everything runs; with bypass, even an opt-out", () => {
    expect(mayActivate("analytics", base, [], { ...status, blocking: false })).toBe(true);
    const optedOut = { ...yes(), ccpaOptout: true };
    expect(mayActivate("analytics", optedOut, [], { blocking: false, ccpaApplies: true, bypass: true })).toBe(true);
  });

  it.each([
    // CCPA: a script stays blocked if opted out or no answer exists.
    ["opted out, accepted", { ...yes(), ccpaOptout: true }, true, false],
    ["opted out, blocking off (ccpa mode without bar)", { ...base, ccpaOptout: true }, false, false],
    ["not opted out, no answer", { ...base, ccpaOptout: false }, true, false],
    ["not opted out, accepted", { ...yes(), ccpaOptout: false }, true, true],
    ["not opted out, blocking off", base, false, true],
  ] as const)("CCPA: %s", (_label, decision, blocking, runs) => {
    expect(mayActivate("advertisement", decision, allowed(decision), { blocking, ccpaApplies: true, bypass: false })).toBe(runs);
  });

  it("effectiveAllowed lists the categories whose scripts run now", () => {
    expect(effectiveAllowed(yes(), categories, status)).toEqual(["necessary", "functional", "advertisement"]);
    expect(effectiveAllowed(base, categories, status)).toEqual([]);
  });
});

describe("the shared predicates (one home each)", () => {
  it("may run: a yes, or no answer yet in opt-out mode", () => {
    expect([mayRun({ consent: "yes" }), mayRun({ consent: "no" }, true), mayRun({ consent: null }), mayRun({ consent: null }, true)]).toEqual([true, false, false, true]);
  });

  it("CCPA: alone, alone without its bar, and where the opt-out control is offered", () => {
    const of = (ccpaEnabled: boolean, ccpaType: RuleSettings["ccpaType"], ccpaBarEnabled = true) => ({ ccpaEnabled, ccpaType, ccpaBarEnabled });
    const cases = [of(false, "ccpa"), of(true, "gdpr"), of(true, "ccpa"), of(true, "ccpa", false), of(true, "ccpa_gdpr", false)];
    expect(cases.map((s) => [ccpaOnly(s), ccpaWithoutBar(s), ccpaControl(s)])).toEqual([
      [false, false, false],
      [false, false, false],
      [true, false, true],
      [true, true, true],
      [false, false, true],
    ]);
    // The page rules read the same predicate: CCPA alone without its bar turns blocking and the bar off.
    const status = resolvePageStatus({ ...settings, ...of(true, "ccpa", false) }, base, false);
    expect([status.blocking, status.suppressed]).toEqual([false, true]);
  });
});
