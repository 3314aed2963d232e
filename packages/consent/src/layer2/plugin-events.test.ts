// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { wpConsentStore } from "../codecs/wpconsent-store";
import { createEngine } from "../core/engine";
import { createBrowserEnvironment } from "../dom/browser-environment";
import { bootReadingOf } from "../test-support/readings";
import { watchPluginEvents } from "./plugin-events";

const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing", services: [{ slug: "youtube" }] }];

afterEach(() => {
  for (const name of document.cookie.split("; ").map((c) => c.split("=")[0])) document.cookie = `${name}=; max-age=0; path=/`;
});

function page(cookie?: string) {
  if (cookie) document.cookie = `wpconsent_preferences=${cookie}; path=/`;
  const reading = bootReadingOf({ categories, layer2: {} }, cookie ? { wpconsent_preferences: cookie } : {});
  (window as unknown as { vitrineConsent: unknown }).vitrineConsent = { reading };
  const engine = createEngine({ categories, stores: [wpConsentStore()] }, createBrowserEnvironment(window, {}));
  const seen: { type: string; on: string; detail: unknown }[] = [];
  const listen = (target: Window | Document, on: string, type: string) => {
    const handler = (e: Event) => seen.push({ type, on, detail: (e as CustomEvent).detail });
    target.addEventListener(type, handler);
    return () => target.removeEventListener(type, handler);
  };
  const stops = [listen(window, "window", "wpconsent_consent_saved"), listen(window, "window", "wpconsent_consent_updated"), listen(document, "document", "wpconsent_consent_processed")];
  const stop = watchPluginEvents(engine, window);
  return { engine, seen, stop: () => [stop, ...stops].forEach((f) => f()) };
}

describe("the plugin's events", () => {
  it("after a first choice: saved on window with the preferences as stored, processed on document, no update", () => {
    const { engine, seen, stop } = page();
    engine.accept(undefined, { source: { layer: 2, control: "notice", method: "accept-all" } });
    expect(seen.map((e) => `${e.type}@${e.on}`)).toEqual(["wpconsent_consent_saved@window", "wpconsent_consent_processed@document"]);
    expect(seen[0]!.detail).toEqual({ essential: true, statistics: true, marketing: true, youtube: true });
    stop();
  });

  it("after a change of a stored choice: updated too, with the same detail", () => {
    const { engine, seen, stop } = page(JSON.stringify({ essential: true, statistics: false, marketing: false }));
    engine.choose({ categories: { statistics: true } });
    expect(seen.map((e) => e.type)).toEqual(["wpconsent_consent_saved", "wpconsent_consent_updated", "wpconsent_consent_processed"]);
    expect(seen[1]!.detail).toEqual(seen[0]!.detail);
    expect(seen[1]!.detail).toMatchObject({ statistics: true, marketing: false });
    stop();
  });

  it("not after a withdrawal, and no longer once stopped", () => {
    const { engine, seen, stop } = page();
    engine.forget();
    expect(seen).toEqual([]);
    stop();
    engine.accept();
    expect(seen).toEqual([]);
  });
});
