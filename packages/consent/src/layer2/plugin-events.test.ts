// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { wpConsentStore } from "../codecs/wpconsent-store";
import { createEngine } from "../core/engine";
import { createBrowserEnvironment } from "../dom/browser-environment";
import { bootReadingOf } from "../test-support/readings";
import { watchPluginEvents } from "./plugin-events";
import { watchPreferenceLinks } from "./preference-links";

type Page = Window & { dataLayer?: unknown[]; wp_consent_type?: string };
const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing", services: [{ slug: "youtube" }] }];

afterEach(() => {
  for (const name of document.cookie.split("; ").map((c) => c.split("=")[0])) document.cookie = `${name}=; max-age=0; path=/`;
});

function page(cookie?: string, more: { defaultAllow?: boolean } = {}, signal = false) {
  if (cookie) document.cookie = `wpconsent_preferences=${cookie}; path=/`;
  const read = bootReadingOf({ categories, layer2: {} }, cookie ? { wpconsent_preferences: cookie } : {});
  // The boot's reading on a page view the GPC signal answered (boot/read-layer2.ts): every optional purpose off, to be saved.
  const gpcDecision = { consent: "no" as const, categories: { essential: true, statistics: false, marketing: false }, services: { youtube: false }, gpc: true };
  const reading = signal ? { ...read, gpc: true, decision: gpcDecision, stores: read.stores.map((store) => ({ ...store, rewrite: true })) } : read;
  (window as unknown as { vitrineConsent: unknown }).vitrineConsent = { reading };
  const engine = createEngine({ categories, stores: [wpConsentStore({ respectGpc: signal })], ...more }, createBrowserEnvironment(window, {}));
  const seen: { type: string; on: string; detail: unknown }[] = [];
  const listen = (target: Window | Document, on: string, type: string) => {
    const handler = (e: Event) => seen.push({ type, on, detail: (e as CustomEvent).detail });
    target.addEventListener(type, handler);
    return () => target.removeEventListener(type, handler);
  };
  const stops = [
    listen(window, "window", "wpconsent_consent_saved"),
    listen(window, "window", "wpconsent_consent_updated"),
    listen(document, "document", "wpconsent_consent_processed"),
    listen(document, "document", "wp_consent_type_defined"),
    listen(window, "window", "wpconsent_banner_initialized"),
  ];
  (window as Page).dataLayer = [];
  const stop = watchPluginEvents(engine, window);
  return { engine, seen, stop: () => [stop, ...stops].forEach((f) => f()) };
}

describe("the plugin's events", () => {
  const pageView = <T extends { type: string }>(seen: T[]) => seen.filter((e) => e.type === "wp_consent_type_defined" || e.type === "wpconsent_banner_initialized" || e.type === "wpconsent_consent_processed");

  it("after a first choice: processed on document, then saved on window with the preferences as stored, no update", () => {
    const { engine, seen, stop } = page();
    seen.length = 0;
    engine.accept(undefined, { source: { layer: 2, control: "notice", method: "accept-all" } });
    expect(seen.map((e) => `${e.type}@${e.on}`)).toEqual(["wpconsent_consent_processed@document", "wpconsent_consent_saved@window"]);
    expect(seen[1]!.detail).toEqual({ essential: true, statistics: true, marketing: true, youtube: true });
    expect(seen[0]!.detail).toEqual(seen[1]!.detail);
    expect((window as Page).dataLayer, "a tag manager can trigger on it").toEqual([{ event: "wpconsent_consent_processed", wpconsentPreferences: seen[0]!.detail }]);
    stop();
  });

  it("after a change of a stored choice: updated too, after saved, with the same detail", () => {
    const { engine, seen, stop } = page(JSON.stringify({ essential: true, statistics: false, marketing: false, youtube: false }));
    seen.length = 0;
    engine.choose({ categories: { statistics: true } });
    expect(seen.map((e) => e.type)).toEqual(["wpconsent_consent_processed", "wpconsent_consent_saved", "wpconsent_consent_updated"]);
    expect(seen[2]!.detail).toEqual(seen[1]!.detail);
    expect(seen[2]!.detail).toMatchObject({ statistics: true, marketing: false });
    stop();
  });

  it("every page view: the consent type and its event, processed with a stored choice, then initialized", () => {
    const stored = { essential: true, statistics: true, marketing: false, youtube: false };
    const { seen, stop } = page(JSON.stringify(stored));
    expect((window as Page).wp_consent_type).toBe("optin");
    expect(pageView(seen).map((e) => `${e.type}@${e.on}`)).toEqual(["wp_consent_type_defined@document", "wpconsent_consent_processed@document", "wpconsent_banner_initialized@window"]);
    expect(pageView(seen)[1]!.detail).toEqual(stored);
    expect((window as Page).dataLayer).toEqual([{ event: "wpconsent_consent_processed", wpconsentPreferences: stored }]);
    stop();
  });

  it("a first page view: no processed before a choice; opt-out mode says so in wp_consent_type", () => {
    const { seen, stop } = page(undefined, { defaultAllow: true });
    expect((window as Page).wp_consent_type).toBe("optout");
    expect(pageView(seen).map((e) => e.type)).toEqual(["wp_consent_type_defined", "wpconsent_banner_initialized"]);
    stop();
  });

  it("a page view the GPC signal answered, before the document is parsed: the consent type first, then the signal's choice processed and saved, then initialized", () => {
    // The page's entry runs before DOMContentLoaded: it watches the events, then starts the engine, which saves the signal's choice.
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
    document.documentElement.setAttribute("data-consent-gpc", "");
    try {
      const { engine, seen, stop } = page(undefined, {}, true);
      engine.start();
      Reflect.deleteProperty(document, "readyState");
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(seen.map((e) => `${e.type}@${e.on}`)).toEqual([
        "wp_consent_type_defined@document",
        "wpconsent_consent_processed@document",
        "wpconsent_consent_saved@window",
        "wpconsent_banner_initialized@window",
      ]);
      expect(seen[2]!.detail).toEqual({ essential: true, statistics: false, marketing: false, youtube: false, respect_gpc: true });
      stop();
    } finally {
      Reflect.deleteProperty(document, "readyState");
      document.documentElement.removeAttribute("data-consent-gpc");
    }
  });

  it("not after a withdrawal, and no longer once stopped", () => {
    const { engine, seen, stop } = page();
    seen.length = 0;
    engine.forget();
    expect(seen).toEqual([]);
    stop();
    engine.accept();
    expect(seen).toEqual([]);
  });
});

describe("the plugin's .wpconsent-open-preferences links", () => {
  it("open the preferences instead of following the link, added before or after", () => {
    const { engine, stop } = page();
    const stopLinks = watchPreferenceLinks(engine, document);
    document.body.innerHTML = '<p><a class="wpconsent-open-preferences" href="#cookies"><span>Cookie preferences</span></a></p>';
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("span")!.dispatchEvent(click);
    expect(engine.getSnapshot().preferencesOpen).toBe(true);
    expect(click.defaultPrevented).toBe(true);
    stopLinks();
    engine.closePreferences();
    document.querySelector("span")!.click();
    expect(engine.getSnapshot().preferencesOpen, "released on dispose").toBe(false);
    stop();
    document.body.innerHTML = "";
  });
});
