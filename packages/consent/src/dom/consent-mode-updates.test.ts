// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createEngine } from "../core/engine";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import type { PageReading } from "../core/reading";
import { watchConsentMode } from "./consent-mode-updates";
import { emitEngineEvent } from "./events";

const signals = { ad_storage: ["marketing", "advertisement"], analytics_storage: ["statistics", "analytics"] };
type Page = Window & { dataLayer?: IArguments[] };

function setup(reading?: () => PageReading) {
  const win = window as Page;
  win.dataLayer = [];
  // Each test's own queue: the page's gtag, once defined, pushes to the dataLayer it was defined with.
  delete (win as { gtag?: unknown }).gtag;
  const engine = createEngine(
    { categories: [{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing" }, { slug: "analytics" }], categoryMap: { analytics: "statistics" } },
    { jar: createMemoryCookieJar(), search: "", reload: () => {}, emit: (event, detail) => emitEngineEvent(win, event, detail), ...(reading ? { reading } : {}) },
  );
  const stop = watchConsentMode(engine, win, { signals });
  const updates = () => win.dataLayer!.map((args) => [...args]);
  return { engine, stop, updates };
}


describe("Consent Mode's update after every choice", () => {
  it("sends the signals of what is now allowed, from a choice in either layer's vocabulary", () => {
    const { engine, updates, stop } = setup();
    engine.accept({ categories: ["analytics"] }, { source: { layer: 1, control: "notice", method: "accept" } });
    expect(updates()).toEqual([["consent", "update", { ad_storage: "denied", analytics_storage: "granted", functionality_storage: "granted", security_storage: "granted" }]]);
    engine.setCategory("marketing", true);
    expect(updates()[1], "a switch after an answer is saved at once, so it is a choice").toEqual(["consent", "update", expect.objectContaining({ ad_storage: "granted" })]);
    engine.deny();
    expect(updates()[2]).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
    stop();
    engine.accept();
    expect(updates(), "released on dispose").toHaveLength(3);
  });

  it("sends one update on the page view the GPC signal answered: its one choice, where the plugin sends two (docs/behaviour/consent-layer-2.md#events)", () => {
    const categories = { essential: true, statistics: false, marketing: false, analytics: false };
    const { engine, updates, stop } = setup(() => ({ decision: { consent: "no", categories, services: {}, gpc: true }, bypass: false, stores: [], gpc: true }));
    engine.start();
    expect(updates()).toEqual([["consent", "update", { ad_storage: "denied", analytics_storage: "denied", functionality_storage: "granted", security_storage: "granted" }]]);
    stop();
  });

  it("sends nothing for a switch before the visitor has answered", () => {
    const { engine, updates, stop } = setup();
    engine.setCategory("marketing", true);
    expect(updates()).toEqual([]);
    stop();
  });
});
