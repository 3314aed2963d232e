import { describe, expect, it } from "vitest";
import { KB, bars, describeMisses, evaluateBars, exitCodeFor, meets } from "./bars.mjs";

const size = (gzip) => ({ raw: gzip * 3, gzip, count: 1 });
function page(overrides = {}) {
  return {
    type: "home",
    label: "Home",
    path: "/",
    bytes: { js: size(28 * KB), css: size(5 * KB), inlineScripts: size(1 * KB), consentBoot: null, reactDom: [], largest: [] },
    bytesReturning: { js: size(27 * KB), css: size(5 * KB), inlineScripts: size(1 * KB), consentBoot: null, reactDom: [], largest: [] },
    script: { executed: 25 * KB },
    scriptReturning: { executed: 24 * KB },
    lighthouse: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1200, tbt: 10, cls: 0, runs: 3, failingAudits: [] },
    ...overrides,
  };
}
const byId = (evaluations, id) => evaluations.find((e) => e.bar.id === id);

describe("meets", () => {
  const bar = (id) => bars.find((b) => b.id === id);
  it("is inclusive at the size and score limits", () => {
    expect(meets(bar("js-gzip"), 30 * KB)).toBe(true);
    expect(meets(bar("js-gzip"), 30 * KB + 1)).toBe(false);
    expect(meets(bar("js-gzip-returning"), 30 * KB + 1)).toBe(false);
    expect(meets(bar("script-before-idle"), 30 * KB)).toBe(true);
    expect(meets(bar("script-before-idle-returning"), 30 * KB + 1)).toBe(false);
    expect(meets(bar("performance"), 100)).toBe(true);
    expect(meets(bar("performance"), 99)).toBe(false);
    expect(meets(bar("tbt"), 10)).toBe(true);
    expect(meets(bar("tbt"), 11)).toBe(false);
    expect(meets(bar("lcp"), 1500)).toBe(true);
    expect(meets(bar("lcp"), 1501)).toBe(false);
    expect(meets(bar("seo"), 99)).toBe(false);
  });

  it("reads CLS = 0 as a raw value that prints as 0.000", () => {
    const cls = bar("cls");
    expect(meets(cls, 0.0004)).toBe(true);
    expect(cls.format(0.0004)).toBe("0.000");
    expect(meets(cls, 0.0005)).toBe(false);
    expect(meets(cls, 0.02)).toBe(false);
  });
});

describe("evaluateBars and exitCodeFor", () => {
  it("passes a page within every bar, and the exit code is 0", () => {
    const evaluations = evaluateBars([page()]);
    expect(evaluations.filter((e) => e.pass === false)).toEqual([]);
    expect(exitCodeFor(evaluations)).toBe(0);
  });

  it("fails the bars a page misses, names them, and the exit code is 1", () => {
    const heavy = page({
      bytes: { ...page().bytes, js: size(130 * KB) },
      lighthouse: { ...page().lighthouse, bestPractices: 96, cls: 0.012 },
    });
    const evaluations = evaluateBars([heavy]);
    expect(byId(evaluations, "js-gzip").pass).toBe(false);
    expect(byId(evaluations, "js-gzip-returning").pass).toBe(true);
    expect(byId(evaluations, "best-practices").pass).toBe(false);
    expect(byId(evaluations, "cls").pass).toBe(false);
    expect(byId(evaluations, "css-gzip").pass).toBe(true);
    expect(exitCodeFor(evaluations)).toBe(1);
    expect(describeMisses(evaluations)).toEqual([
      "Home /: First-load JS (gzip) 130.0 KB, bar ≤ 30 KB",
      "Home /: Lighthouse best practices 96, bar = 100",
      "Home /: Cumulative Layout Shift 0.012, bar < 0.0005 (prints as 0.000)",
    ]);
  });

  it("judges the consent boot script only once it exists", () => {
    expect(byId(evaluateBars([page()]), "consent-boot-gzip").pass).toBeNull();
    const withBoot = (gzip) => page({ bytes: { ...page().bytes, consentBoot: size(gzip) } });
    expect(byId(evaluateBars([withBoot(2 * KB)]), "consent-boot-gzip").pass).toBe(true);
    expect(byId(evaluateBars([withBoot(4 * KB + 1)]), "consent-boot-gzip").pass).toBe(false);
  });

  it("judges the page after consent with the same Lighthouse bars, named apart", () => {
    const consented = page({ lighthouseAfterConsent: { ...page().lighthouse, performance: 95, cls: 0.01 } });
    const evaluations = evaluateBars([consented]);
    expect(byId(evaluations, "performance").pass).toBe(true);
    expect(byId(evaluations, "performance-after-consent").pass).toBe(false);
    expect(byId(evaluations, "seo-after-consent").pass).toBe(true);
    expect(describeMisses(evaluations)).toEqual([
      "Home /: Lighthouse performance (mobile), after consent 95, bar = 100",
      "Home /: Cumulative Layout Shift, after consent 0.010, bar < 0.0005 (prints as 0.000)",
    ]);
    // Not measured at all (an older report, or the pass was skipped): nothing to judge.
    expect(evaluateBars([page()]).filter((e) => e.bar.section === "lighthouseAfterConsent").map((e) => e.pass)).toEqual([null, null, null, null, null, null, null]);
  });

  it("does not judge a page type that was not found, or a skipped Lighthouse", () => {
    const evaluations = evaluateBars([page({ path: null, bytes: null, lighthouse: null }), page({ lighthouse: null })]);
    expect(new Set(evaluations.filter((e) => e.pass !== null).map((e) => e.bar.section))).toEqual(new Set(["bytes", "bytesReturning", "script", "scriptReturning"]));
    expect(evaluations.filter((e) => e.pass !== null && e.page.path === null)).toEqual([]);
    expect(exitCodeFor(evaluations)).toBe(0);
  });

  it("fails a page that loads React DOM before any interaction, for either visitor", () => {
    const withReact = page({ bytesReturning: { ...page().bytesReturning, reactDom: ["http://s/assets/hydrate-island-X.js"] } });
    const evaluations = evaluateBars([withReact]);
    expect(byId(evaluations, "react-dom").pass).toBe(true);
    expect(byId(evaluations, "react-dom-returning").pass).toBe(false);
    expect(describeMisses(evaluations)).toEqual(["Home /: React DOM loaded before any interaction, returning visitor yes (1 file), bar no"]);
  });

  it("judges TBT and LCP with the consent bar showing and after consent", () => {
    const slow = page({ lighthouse: { ...page().lighthouse, tbt: 29, lcp: 1740 }, lighthouseAfterConsent: { ...page().lighthouse, tbt: 4 } });
    const evaluations = evaluateBars([slow]);
    expect([byId(evaluations, "tbt").pass, byId(evaluations, "lcp").pass, byId(evaluations, "tbt-after-consent").pass]).toEqual([false, false, true]);
    expect(describeMisses(evaluations)).toEqual(["Home /: Total Blocking Time 29 ms, bar ≤ 10 ms", "Home /: Largest Contentful Paint 1740 ms, bar ≤ 1.5 s"]);
  });

  it("fails a bar whose value should exist but could not be measured", () => {
    const broken = page({ lighthouse: { failed: true } });
    const evaluations = evaluateBars([broken]);
    expect(byId(evaluations, "performance")).toMatchObject({ pass: false, value: null });
    expect(describeMisses(evaluations)[0]).toBe("Home /: Lighthouse performance (mobile) not measured, bar = 100");
    expect(exitCodeFor(evaluations)).toBe(1);
  });
});
