import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { ACCEPT_COOKIE, PREFERENCE_COOKIE, categoryCookie } from "../codecs/cookielawinfo";
import { cookieLawInfoStore } from "../codecs/cookielawinfo-store";
import { cookieValues } from "../codecs/cookie-string";
import { encodeBase64 } from "../codecs/safe-json";
import { parseSync, SYNC_COOKIE } from "../codecs/sync";
import { WPCONSENT_COOKIE } from "../codecs/wpconsent";
import { readWpConsent, wpConsentStore } from "../codecs/wpconsent-store";
import { readCookieLawInfo } from "../codecs/cookielawinfo";
import { readLayer2 } from "../boot/read-layer2";
import { pathVariants } from "../dom/domain-variants";
import { normaliseCategories } from "./categories";
import { createEngine } from "./engine";
import { createMemoryCookieJar } from "./memory-cookie-jar";
import type { Options } from "./options";
import type { ConsentChoiceDetail, ConsentEnvironment } from "./ports";
import { fingerprint, mergeReadings, readPage } from "./reading";
import { consentAllows } from "./snapshot";
import { createLayer1, type Layer1 } from "../layer1/adapter";

const categories: Options["categories"] = [
  { slug: "necessary", locked: true },
  { slug: "analytics", cookies: ["_ga"] },
  { slug: "advertisement", cookies: ["IDE"] },
  { slug: "essential", locked: true },
  { slug: "statistics", services: [{ slug: "clarity" }] },
  { slug: "marketing", services: [{ slug: "youtube" }, { slug: "vimeo" }] },
];
const all = normaliseCategories(categories);
const layer1 = all.slice(0, 3);
const layer2 = all.slice(3);
const map = { necessary: "essential", analytics: "statistics", advertisement: "marketing" };
const options = (more: Partial<Options> = {}): Partial<Options> => ({
  categories,
  categoryMap: map,
  stores: [cookieLawInfoStore({ version: 1, categories: layer1.map((c) => c.slug) }), wpConsentStore({ categories: layer2.map((c) => c.slug), respectGpc: true })],
  ...more,
});

/** What a boot for both layers reads from these cookies (and the sync record among them). */
function read(cookies: Record<string, string>, cats = all) {
  const jar = createMemoryCookieJar(cookies).readAll();
  const readings = [readCookieLawInfo(jar, cats.slice(0, 3), 1), readWpConsent(jar, cats.slice(3))];
  const merged = mergeReadings(readings, { map, categories: all, synced: parseSync(jar.get(SYNC_COOKIE)) });
  return readPage(readings, merged.decision, { search: "", bypassValue: "" }, merged.rewrite);
}

function setup(cookies: Record<string, string> = {}, more: Partial<Options> = {}) {
  const jar = createMemoryCookieJar(cookies);
  const cats = more.categories ? normaliseCategories(more.categories) : all;
  const env = { jar, search: "", reading: () => read(cookies, cats), reload: vi.fn(), emit: vi.fn() } satisfies ConsentEnvironment;
  const engine = createEngine(options(more), env);
  const choices = () => env.emit.mock.calls.filter(([event]) => event === "choice").map(([, detail]) => detail as ConsentChoiceDetail);
  const wp = () => JSON.parse(jar.read(WPCONSENT_COOKIE) ?? "null") as Record<string, boolean> | null;
  return { engine, env, jar, choices, wp };
}

const layer1Yes = (analytics: boolean, advertisement: boolean) => ({
  [ACCEPT_COOKIE]: "yes",
  [PREFERENCE_COOKIE]: encodeBase64(JSON.stringify({ ver: "1", necessary: true, analytics, advertisement })),
  [categoryCookie("analytics")]: analytics ? "yes" : "no",
  [categoryCookie("advertisement")]: advertisement ? "yes" : "no",
});

describe("Save: exactly the ticked boxes", () => {
  it("answers yes when any optional category is ticked, ticks the linked layer-1 category, and says how the choice was made", () => {
    const { engine, wp, jar, choices } = setup();
    const source = { layer: 2, control: "preferences", method: "save" } as const;
    engine.choose({ categories: { statistics: false, marketing: true }, services: { vimeo: false } }, { source });
    expect(wp()).toEqual({ essential: true, statistics: false, clarity: false, marketing: true, youtube: true, vimeo: false, respect_gpc: false });
    expect(jar.read(categoryCookie("advertisement"))).toBe("yes");
    expect(choices()).toEqual([expect.objectContaining({ ...source, consent: "yes", reloading: false })]);
  });

  it("answers no when only the locked categories remain", () => {
    const { engine, wp } = setup();
    engine.choose({ categories: { statistics: false, marketing: false } });
    expect(engine.getSnapshot().decision.consent).toBe("no");
    expect(wp()).toMatchObject({ essential: true, statistics: false, marketing: false });
  });
});

describe("a choice that withdraws consent", () => {
  it("erases every cookie first, saves, refuses later writes, and reloads once", () => {
    const { engine, env, jar, wp } = setup({ _ga: "1", other: "x" });
    engine.accept();
    engine.choose({ categories: { statistics: false } }, { clearCookies: true, reload: true });
    expect(jar.erased).toEqual(expect.arrayContaining(["_ga", "other"]));
    expect(wp()).toMatchObject({ statistics: false, marketing: true });
    expect(jar.frozen).toBe(true);
    jar.write("_ga", "again");
    expect(jar.read("_ga")).toBeUndefined();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});

describe("forgetting the choice", () => {
  it("is announced as a withdrawal, with the control that asked for it, so the consent log records it", () => {
    const { engine, choices } = setup();
    engine.accept();
    engine.forget({ source: { layer: 1, control: "link", method: "withdraw" } });
    expect(engine.getSnapshot().decision.consent).toBeNull();
    expect(choices().map((c) => [c.control, c.method, c.consent])).toEqual([
      ["api", "accept", "yes"],
      ["link", "withdraw", null],
    ]);
  });
});

describe("opt-out mode (default_allow)", () => {
  it("runs categories enabled by default before any answer, and stops them when the visitor cancels", () => {
    const optOut = [...categories.slice(0, 4), { slug: "statistics", defaultEnabled: true, services: [{ slug: "clarity" }] }, categories[5]!];
    const { engine } = setup({}, { categories: optOut, defaultAllow: true });
    expect(consentAllows(engine.getSnapshot(), { category: "statistics" })).toBe(true);
    expect(consentAllows(engine.getSnapshot(), { category: "marketing" })).toBe(false);
    engine.deny();
    expect(consentAllows(engine.getSnapshot(), { category: "statistics" })).toBe(false);
  });
});

describe("the Global Privacy Control signal", () => {
  it("a choice made by the signal is announced once at start; a visitor's later choice records that it overrides it", () => {
    const gpcReading = () => ({ ...read({}), gpc: true, decision: { consent: "no" as const, categories: { essential: true, necessary: true }, services: {}, gpc: true } });
    const jar = createMemoryCookieJar();
    const env = { jar, search: "", reading: gpcReading, reload: vi.fn(), emit: vi.fn() } satisfies ConsentEnvironment;
    const engine = createEngine(options(), env);
    engine.start();
    expect(env.emit).toHaveBeenCalledWith("choice", expect.objectContaining({ layer: 2, control: "signal", method: "gpc", gpc: true }));
    engine.accept(undefined, { source: { layer: 2, control: "notice", method: "accept-all" } });
    expect(JSON.parse(jar.read(WPCONSENT_COOKIE)!)).toMatchObject({ statistics: true, respect_gpc: false });
  });
});

describe("the signal's choice on later page views", () => {
  /** The page view the boot answered by the signal (read as `boot/entry.ts` reads it), saved: the cookies it leaves. */
  const signalPageView = () => {
    const gpcWindow = { navigator: { globalPrivacyControl: true } } as unknown as Window;
    const none = new Map<string, string>();
    const l2 = readLayer2(none, "", gpcWindow, { categories: layer2, gpc: 1, answeredElsewhere: false });
    const readings = [readCookieLawInfo(none, layer1, 1), l2.reading];
    const merged = mergeReadings(readings, { map, categories: all });
    const reading = { ...readPage(readings, merged.decision, { search: "", bypassValue: "" }, [merged.rewrite[0]!, true]), gpc: true };
    const jar = createMemoryCookieJar();
    createEngine(options(), { jar, search: "", reading: () => reading, reload: vi.fn() }).start();
    return Object.fromEntries(jar.readAll());
  };

  it("still stands on the next page view with both layers: the decision says the signal made it, so the preferences say a choice overrides it", () => {
    const cookies = signalPageView();
    expect(cookies[ACCEPT_COOKIE], "layer 1 records the signal's answer too").toBe("no");
    const next = setup(cookies);
    next.engine.start();
    expect(next.engine.getSnapshot().decision.gpc).toBe(true);
    // A visitor's choice there overrides it, and says so in the cookie.
    next.engine.accept(undefined, { source: { layer: 2, control: "preferences", method: "accept-all" } });
    expect(next.wp()).toMatchObject({ statistics: true, respect_gpc: false });
    expect(setup(Object.fromEntries(next.jar.readAll())).engine.getSnapshot().decision.gpc).toBe(false);
  });

  it("gives way to a newer layer-1 choice made elsewhere, which the signal did not make", () => {
    const cookies = { ...signalPageView(), ...layer1Yes(true, false) };
    expect(setup(cookies).engine.getSnapshot().decision.gpc).toBeUndefined();
  });
});

describe("a placeholder's accept grants what it names", () => {
  const placeholder = { layer: 2, control: "placeholder", method: "allow" } as const;

  it("grants its own service: the category and its other services stay off, in the cookie and in the page", () => {
    const { engine, wp, jar, choices } = setup();
    engine.allow({ category: "marketing", service: "youtube" }, { source: placeholder });
    const s = engine.getSnapshot();
    expect(s.decision.consent).toBe("yes");
    expect([consentAllows(s, { category: "marketing", service: "youtube" }), consentAllows(s, { category: "marketing", service: "vimeo" })]).toEqual([true, false]);
    expect(wp()).toEqual({ essential: true, statistics: false, clarity: false, marketing: false, youtube: true, vimeo: false, respect_gpc: false });
    expect(jar.read(categoryCookie("advertisement")), "layer 1's linked category stays off").toBe("no");
    expect(choices()).toEqual([expect.objectContaining({ ...placeholder, consent: "yes" })]);
    // The next page view reads the same: an answer of yes, YouTube alone.
    const next = setup(Object.fromEntries(jar.readAll()));
    const d = next.engine.getSnapshot();
    expect([d.decision.consent, consentAllows(d, { category: "marketing", service: "youtube" }), consentAllows(d, { category: "marketing", service: "vimeo" })]).toEqual(["yes", true, false]);
  });

  it("with placeholderGrant \"category\" grants the whole category, the plugin's way", () => {
    const { engine, wp } = setup({}, { placeholderGrant: "category" });
    engine.allow({ category: "marketing", service: "youtube" }, { source: placeholder });
    expect(wp()).toMatchObject({ marketing: true, youtube: true, vimeo: true });
    expect(consentAllows(engine.getSnapshot(), { category: "marketing", service: "vimeo" })).toBe(true);
  });

  it("with manual services, the service's own value decides", () => {
    const { engine } = setup({}, { manualServices: true });
    engine.allow({ category: "marketing", service: "vimeo" }, { source: placeholder });
    const s = engine.getSnapshot();
    expect([consentAllows(s, { category: "marketing", service: "vimeo" }), consentAllows(s, { category: "marketing", service: "youtube" })]).toEqual([true, false]);
  });
});

describe("the sync record is written only with a choice", () => {
  it("a first page view writes no sync record before the visitor answers, nor does a switch; the answer writes it, a withdrawal erases it", () => {
    const { engine, jar } = setup();
    engine.start();
    expect(jar.read(SYNC_COOKIE), "first page view, unanswered").toBeUndefined();
    engine.setCategory("statistics", true);
    expect(jar.read(SYNC_COOKIE), "a switch before an answer is no choice").toBeUndefined();
    engine.accept();
    expect(jar.read(SYNC_COOKIE)).toBeDefined();
    engine.forget();
    expect(jar.read(SYNC_COOKIE), "withdrawn: nothing left to tell apart").toBeUndefined();
  });
});

describe("two layers, one answer: the newer wins", () => {
  it("after the engine wrote both formats, the one changed since is the newer", () => {
    const first = setup(layer1Yes(true, true));
    first.engine.start();
    const cookies = Object.fromEntries(first.jar.readAll());
    expect(cookies[SYNC_COOKIE], "the engine records what it wrote").toBeDefined();
    expect(JSON.parse(cookies[WPCONSENT_COOKIE]!), "the silent layer was rewritten to agree").toMatchObject({ statistics: true, marketing: true });
    // Another site sharing the layer-2 cookie withdrew marketing since.
    const later = { ...cookies, [WPCONSENT_COOKIE]: '{"essential":true,"statistics":true,"clarity":true,"marketing":false,"youtube":false,"vimeo":false}' };
    const second = setup(later);
    const d = second.engine.getSnapshot().decision;
    expect([d.categories.advertisement, d.categories.marketing, d.categories.analytics]).toEqual([false, false, true]);
    expect(second.jar.read(categoryCookie("advertisement")), "layer 1 rewritten to agree").toBe("no");
    // And the other way: layer 1 changed since (the old site on this host).
    const third = setup({ ...cookies, ...layer1Yes(false, true) });
    expect(third.engine.getSnapshot().decision.categories.statistics).toBe(false);
    expect(third.wp()).toMatchObject({ statistics: false, marketing: true });
  });

  it("without a record, layer 2's (the shorter-lived cookie) is taken", () => {
    const { engine } = setup({ ...layer1Yes(true, true), [WPCONSENT_COOKIE]: '{"essential":true,"statistics":false,"clarity":false,"marketing":true,"youtube":true,"vimeo":true}' });
    expect(engine.getSnapshot().decision.categories.analytics).toBe(false);
  });

  it("fingerprints tell records apart", () => {
    expect(fingerprint("a")).not.toBe(fingerprint("b"));
    expect(parseSync("x.y")).toEqual(["x", "y"]);
    expect(parseSync("<bad>")).toBeUndefined();
  });
});

describe("layer 1's accept as the categories stand, with one of them on by default", () => {
  // Analytics is on before the visitor chooses (the plugin's default on); statistics, its layer-2 purpose, is not.
  const defaultOn = { categories: categories.map((c) => (c.slug === "analytics" ? { ...c, defaultEnabled: true } : c)) };

  it.each([
    ["its accept button", (layer: Layer1) => layer.accept()],
    ["scrolling past the threshold", (layer: Layer1) => void layer.scrollAccept()],
    ["show_once's timer", (layer: Layer1) => layer.showOnceElapsed()],
  ])("by %s writes that category's layer-2 purpose on too, and the yes holds on the next page view", (_how, accept) => {
    const first = setup({}, defaultOn);
    const layer = createLayer1(first.engine);
    first.engine.start();
    accept(layer);
    expect(first.jar.read(categoryCookie("analytics"))).toBe("yes");
    expect(first.wp()).toMatchObject({ statistics: true, clarity: true, marketing: false });
    const next = setup(Object.fromEntries(first.jar.readAll()), defaultOn);
    next.engine.start();
    expect(next.engine.getSnapshot().decision).toMatchObject({ consent: "yes", categories: { analytics: true, statistics: true, advertisement: false } });
    expect(next.jar.read(ACCEPT_COOKIE), "not rewritten to a refusal").toBe("yes");
  });
});

describe("duplicate layer-2 cookies (a site that switched shared consent)", () => {
  it("reads the newer copy, and erases both so one is written again", () => {
    const header = `${WPCONSENT_COOKIE}={"essential":true,"statistics":false,"marketing":false}; ${WPCONSENT_COOKIE}={"essential":true,"statistics":true,"marketing":true}`;
    const copies = cookieValues(header, WPCONSENT_COOKIE);
    expect(copies).toHaveLength(2);
    const reading = readWpConsent(new Map([[WPCONSENT_COOKIE, copies[0]!]]), normaliseCategories([{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing" }]), { copies });
    expect(reading.duplicate).toBe(true);
    expect(reading.decision.categories.statistics).toBe(true);
  });

  it("erases on every path a script may have used", () => {
    expect(pathVariants("/shop/item")).toEqual(["/", "/shop", "/shop/", "/shop/item", "/shop/item/"]);
  });
});

describe("whatever the two cookies say", () => {
  it("after the first page view both formats allow the same linked purposes, and reading them again changes nothing", () => {
    const answer = fc.constantFrom("yes", "no");
    fc.assert(
      fc.property(fc.option(answer), fc.boolean(), fc.boolean(), fc.option(fc.tuple(fc.boolean(), fc.boolean())), (l1, analytics, advertisement, l2) => {
        const cookies: Record<string, string> = {};
        if (l1 !== null) Object.assign(cookies, layer1Yes(analytics, advertisement), { [ACCEPT_COOKIE]: l1 });
        if (l2 !== null) cookies[WPCONSENT_COOKIE] = JSON.stringify({ essential: true, statistics: l2[0], clarity: l2[0], marketing: l2[1], youtube: l2[1], vimeo: l2[1] });
        const first = setup(cookies);
        const after = Object.fromEntries(first.jar.readAll());
        const decision = first.engine.getSnapshot().decision;
        if (decision.consent === null) return;
        const wp = JSON.parse(after[WPCONSENT_COOKIE]!) as Record<string, boolean>;
        // What runs: layer 1's category needs its answer yes too; layer 2's cookie holds no separate answer.
        const runs1 = (slug: string) => after[ACCEPT_COOKIE] === "yes" && after[categoryCookie(slug)] === "yes";
        expect(runs1("analytics")).toBe(wp.statistics);
        expect(runs1("advertisement")).toBe(wp.marketing);
        const again = setup(after).engine.getSnapshot().decision;
        expect({ ...again.categories }).toEqual({ ...decision.categories });
      }),
    );
  });
});

describe("a layer-1 yes with nothing optional and layer 2's record of only essential", () => {
  it("are one choice: the answer stays yes, nothing is rewritten", () => {
    const cookies = { ...layer1Yes(false, false), [WPCONSENT_COOKIE]: '{"essential":true,"statistics":false,"clarity":false,"marketing":false,"youtube":false,"vimeo":false}' };
    const reading = read(cookies);
    expect(reading.decision.consent).toBe("yes");
    expect(reading.stores.map((s) => s.rewrite)).toEqual([false, false]);
  });
});
