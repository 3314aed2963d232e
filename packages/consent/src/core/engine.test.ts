import { describe, expect, it, vi } from "vitest";
import { ACCEPT_COOKIE, PREFERENCE_COOKIE, categoryCookie, parsePreference } from "../codecs/cookielawinfo";
import { cookieLawInfoStore } from "../codecs/cookielawinfo-store";
import { encodeBase64 } from "../codecs/safe-json";
import { WPCONSENT_COOKIE } from "../codecs/wpconsent";
import { wpConsentStore } from "../codecs/wpconsent-store";
import { createEngine } from "./engine";
import { createMemoryCookieJar } from "./memory-cookie-jar";
import type { Options } from "./options";
import type { ActivationRequest, ConsentEnvironment } from "./ports";
import type { PageReading } from "./reading";
import { bootReadingOf } from "../test-support/readings";
import { consentAllows } from "./snapshot";

/** Layer 1's categories and layer 2's, with layer 2's services; linked as a site with both layers would link them. */
const categories = [
  { slug: "necessary", locked: true },
  { slug: "analytics", cookies: ["_ga"] },
  { slug: "advertisement", cookies: ["IDE"] },
  { slug: "functional" },
  { slug: "essential", locked: true },
  { slug: "statistics", services: [{ slug: "clarity" }] },
  { slug: "marketing", services: [{ slug: "youtube" }, { slug: "vimeo" }] },
];
const layer1 = ["necessary", "analytics", "advertisement", "functional"];
const layer2 = ["essential", "statistics", "marketing"];
const categoryMap = { necessary: "essential", analytics: "statistics", advertisement: "marketing" };
const both: Partial<Options> = {
  categories,
  categoryMap,
  stores: [cookieLawInfoStore({ version: 1, categories: layer1 }), wpConsentStore({ categories: layer2 })],
};
/** What a boot for both layers reads, in the stores' order. */
const bothLayers = { categories, categoryMap, layer1: { slugs: layer1, version: 1 }, layer2: { slugs: layer2 } };

function setup(options: Partial<Options> = both, cookies: Record<string, string> = {}, reading: PageReading | null = bootReadingOf(bothLayers, cookies)) {
  const jar = createMemoryCookieJar(cookies);
  const requests: ActivationRequest[] = [];
  const env = {
    jar,
    search: "",
    reading: () => reading ?? undefined,
    activate: vi.fn((request: ActivationRequest, done: () => void) => {
      requests.push(request);
      done();
    }),
    reload: vi.fn(),
    emit: vi.fn(),
    mark: vi.fn(),
  } satisfies ConsentEnvironment;
  const engine = createEngine(options, env);
  const wp = () => {
    const raw = jar.read(WPCONSENT_COOKIE);
    return raw === undefined ? undefined : (JSON.parse(raw) as Record<string, boolean>);
  };
  return { engine, env, jar, wp, requests, cookie: (name: string) => jar.read(name) };
}

describe("one decision, several stores", () => {
  it("writes an answer in every format, through the category map", () => {
    const { engine, cookie, wp } = setup();
    engine.accept({ categories: ["analytics"] });
    expect(cookie(ACCEPT_COOKIE)).toBe("yes");
    expect([cookie(categoryCookie("analytics")), cookie(categoryCookie("advertisement"))]).toEqual(["yes", "no"]);
    expect({ ...parsePreference(cookie(PREFERENCE_COOKIE)) }).toEqual({ ver: "1", necessary: true, analytics: true, advertisement: false, functional: false });
    expect(wp()).toEqual({ essential: true, statistics: true, clarity: true, marketing: false, youtube: false, vimeo: false });
    expect(engine.getSnapshot().allowed).toEqual(["necessary", "analytics", "essential", "statistics"]);
  });

  it("a choice made in either vocabulary is the same choice in the other", () => {
    const { engine, wp, cookie } = setup();
    engine.setCategory("marketing", true);
    expect(engine.getSnapshot().decision.categories.advertisement).toBe(true);
    expect(cookie(categoryCookie("advertisement")), "the linked layer-1 record is written").toBe("yes");
    expect(wp(), "a toggle is not an answer: no layer-2 cookie yet").toBeUndefined();
    engine.setService("youtube", false);
    engine.setService("vimeo", false);
    // A category is on while any of its services is; the linked category follows.
    expect(engine.getSnapshot().decision.categories.marketing).toBe(false);
    expect(engine.getSnapshot().decision.categories.advertisement).toBe(false);
    engine.setService("vimeo", true);
    engine.answer("yes");
    expect(wp()).toMatchObject({ marketing: true, youtube: false, vimeo: true });
    expect(cookie(categoryCookie("advertisement"))).toBe("yes");
  });

  it("denies everything in both formats, locked categories staying on, and erases the non-necessary cookies", () => {
    const { engine, wp, cookie, jar } = setup(both, { _ga: "1", IDE: "2" });
    engine.accept();
    engine.deny();
    expect(cookie(ACCEPT_COOKIE)).toBe("no");
    expect(wp()).toEqual({ essential: true, statistics: false, clarity: false, marketing: false, youtube: false, vimeo: false });
    expect(jar.erased).toEqual(expect.arrayContaining(["_ga", "IDE"]));
    expect(engine.getSnapshot().allowed).toEqual([]);
  });

  it("starts a returning visitor from whichever format has a choice, the other format's categories taking the linked values", () => {
    const fromLayer2 = setup(both, { [WPCONSENT_COOKIE]: '{"essential":true,"statistics":true,"clarity":true,"marketing":false}' });
    const d = fromLayer2.engine.getSnapshot().decision;
    expect(d.consent).toBe("yes");
    expect([d.categories.analytics, d.categories.advertisement, d.categories.statistics]).toEqual([true, false, true]);
    expect(fromLayer2.engine.getSnapshot().noticeOpen).toBe(false);

    const fromLayer1 = setup(both, {
      [ACCEPT_COOKIE]: "yes",
      [PREFERENCE_COOKIE]: encodeBase64('{"necessary":true,"analytics":false,"advertisement":true}'),
      [categoryCookie("analytics")]: "no",
      [categoryCookie("advertisement")]: "yes",
    });
    const e = fromLayer1.engine.getSnapshot().decision;
    expect([e.categories.statistics, e.categories.marketing]).toEqual([false, true]);
  });

  it("forgets a layer-2 cookie that does not cover every current slug, so the visitor is asked again", () => {
    const { engine, jar } = setup(both, { [WPCONSENT_COOKIE]: '{"essential":true,"statistics":true}' });
    expect(engine.getSnapshot().noticeOpen).toBe(true);
    expect(jar.erased).toContain(WPCONSENT_COOKIE);
  });
});

describe("starting from the boot script's reading", () => {
  it("reads no cookie itself and performs the writes the reading asks for", () => {
    const single: Partial<Options> = { categories: categories.slice(0, 3), stores: [cookieLawInfoStore({ version: 2 })] };
    const reading: PageReading = {
      decision: { consent: null, categories: { necessary: true, analytics: true, advertisement: false }, services: {} },
      bypass: false,
      stores: [{ stale: true, unsaved: ["advertisement"] }],
    };
    const { engine, jar, cookie } = setup(single, { [ACCEPT_COOKIE]: "yes", _ga: "1", [categoryCookie("analytics")]: "no" }, reading);
    const snapshot = engine.getSnapshot();
    expect(snapshot.decision.categories.analytics, "from the reading, not from the cookies").toBe(true);
    expect(snapshot.noticeOpen).toBe(true);
    expect(jar.erased).toEqual([ACCEPT_COOKIE, PREFERENCE_COOKIE, "_ga", "IDE"]);
    expect(cookie(categoryCookie("advertisement"))).toBe("no");
    expect(cookie(categoryCookie("analytics")), "only the unsaved records are written").toBe("no");
  });
});

describe("without a reading (pre-rendering, or a page whose boot did not run)", () => {
  it("starts from nothing stored and writes nothing for the page view", () => {
    const { engine, jar } = setup(both, { [ACCEPT_COOKIE]: "yes" }, null);
    expect(engine.getSnapshot().decision.consent).toBeNull();
    expect(engine.getSnapshot().noticeOpen).toBe(true);
    expect(jar.erased).toEqual([]);
    expect(jar.read(categoryCookie("analytics"))).toBeUndefined();
  });
});

describe("the page view", () => {
  it("starts once: activates what the stored decision allows and announces a stored yes", () => {
    const { engine, env, requests } = setup(both, { [WPCONSENT_COOKIE]: '{"essential":true,"statistics":true,"clarity":true,"marketing":false}' });
    expect(env.activate).not.toHaveBeenCalled();
    engine.start();
    engine.start();
    expect(env.activate).toHaveBeenCalledTimes(1);
    expect(["statistics", "analytics", "marketing"].map((category) => requests[0]!.mayRun({ category }))).toEqual([true, true, false]);
    expect(requests[0]!.triggerDomRefresh).toBe(false);
    expect(env.emit).toHaveBeenCalledWith("accepted", expect.objectContaining({ consent: "yes" }));
  });

  it("keeps the notice and the preferences open or closed for every presentation, and an answer closes both", () => {
    const { engine } = setup();
    engine.openPreferences();
    expect(engine.getSnapshot().preferencesOpen).toBe(true);
    engine.closeNotice();
    expect(engine.getSnapshot().marker).toBe("given");
    engine.answer("yes");
    expect([engine.getSnapshot().noticeOpen, engine.getSnapshot().preferencesOpen]).toEqual([false, false]);
    engine.openNotice();
    expect(engine.getSnapshot().marker).toBe("pending");
  });

  it("a release by the integrating code shows the notice and runs scripts, with blocking or without", () => {
    const { engine, env } = setup({ ...both, customIntegration: true });
    expect(engine.getSnapshot().marker).toBe("hidden");
    engine.release({ showNotice: true, blocking: false });
    expect(engine.getSnapshot().noticeOpen).toBe(true);
    expect(engine.getSnapshot().status.blocking).toBe(false);
    expect(env.activate).toHaveBeenCalledTimes(1);
  });

  it("reloads once when an answer asks for it", () => {
    const { engine, env } = setup();
    engine.accept(undefined, { reload: true });
    engine.deny(undefined, { reload: true });
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});

describe("what a widget asks", () => {
  it("follows the unlock rule: locked always, else its category; never before the page's consent is known", () => {
    const { engine } = setup();
    const video = { category: "marketing", service: "youtube" };
    expect(consentAllows(engine.getServerSnapshot(), { category: "necessary" })).toBe(false);
    expect(consentAllows(engine.getSnapshot(), { category: "essential", service: "wordpress" }), "essential before any answer").toBe(true);
    expect(consentAllows(engine.getSnapshot(), video)).toBe(false);
    engine.accept({ categories: ["marketing"], services: ["youtube"] });
    expect(consentAllows(engine.getSnapshot(), video)).toBe(true);
    expect(consentAllows(engine.getSnapshot(), { category: "advertisement" }), "the linked layer-1 category too").toBe(true);
    engine.setService("youtube", false);
    expect(consentAllows(engine.getSnapshot(), video), "without manual services, the category's value decides").toBe(true);
    expect(consentAllows(engine.getSnapshot(), { category: "nothing-configured" })).toBe(false);
  });

  it("with manual services, a service unlocks on its own value", () => {
    const { engine } = setup({ ...both, manualServices: true });
    const video = { category: "marketing", service: "youtube" };
    engine.accept({ categories: ["marketing"], services: ["youtube"] });
    expect(consentAllows(engine.getSnapshot(), video)).toBe(true);
    engine.setService("youtube", false);
    expect(consentAllows(engine.getSnapshot(), video)).toBe(false);
    expect(consentAllows(engine.getSnapshot(), { category: "marketing", service: "vimeo" })).toBe(true);
  });
});
