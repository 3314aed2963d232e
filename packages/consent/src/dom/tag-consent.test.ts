// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../core/engine";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { emptyReading } from "../core/reading";
import { normaliseCategories } from "../core/categories";
import { watchTagConsent } from "./tag-consent";
import { dispatchConsentEvent, emitEngineEvent } from "./events";
import { SCRIPTS_DONE_EVENT } from "./names";

const signals = { ad_storage: ["marketing"], analytics_storage: ["statistics"] };
const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing" }];
type Page = Window & { vendor?: (...args: unknown[]) => void };

/** A vendor's loader, as Clarity's is: a queue until its tag arrives, defined once the blocked scripts have run. */
const runVendorLoader = (calls: unknown[][]) => {
  (window as Page).vendor = (...args: unknown[]) => calls.push(args);
  dispatchConsentEvent(document, SCRIPTS_DONE_EVENT, null);
};

function setup(stored?: "yes") {
  const reading = emptyReading(normaliseCategories(categories));
  const decision = stored ? { ...reading.decision, consent: stored, categories: { essential: true, statistics: true, marketing: false } } : reading.decision;
  const engine = createEngine(
    { categories },
    { jar: createMemoryCookieJar(), search: "", reload: () => {}, reading: () => ({ ...reading, decision }), emit: (event, detail) => emitEngineEvent(window, event, detail) },
  );
  const stop = watchTagConsent(engine, window, {
    signals,
    tag: (win) => (win as Page).vendor,
    command: (granted) => ["consent", { ads: granted.ad_storage ?? "denied", stats: granted.analytics_storage ?? "denied" }],
  });
  return { engine, stop };
}

afterEach(() => {
  delete (window as Page).vendor;
});

describe("a tag learns the choice as its own command", () => {
  it("the Accept all that loads it: told once its tag has run, not before", () => {
    const { engine, stop } = setup();
    const calls: unknown[][] = [];
    engine.accept(undefined, { source: { layer: 2, control: "notice", method: "accept-all" } });
    expect(calls, "its tag has not run yet").toEqual([]);
    runVendorLoader(calls);
    expect(calls).toEqual([["consent", { ads: "granted", stats: "granted" }]]);
    dispatchConsentEvent(document, SCRIPTS_DONE_EVENT, null);
    expect(calls, "told once for one choice").toHaveLength(1);
    engine.deny();
    expect(calls[1]).toEqual(["consent", { ads: "denied", stats: "denied" }]);
    stop();
  });

  it("a page view with a stored choice: told once it runs", () => {
    const { stop } = setup("yes");
    const calls: unknown[][] = [];
    runVendorLoader(calls);
    expect(calls).toEqual([["consent", { ads: "denied", stats: "granted" }]]);
    stop();
  });

  it("nothing before an answer, nor once stopped", () => {
    const { engine, stop } = setup();
    const calls: unknown[][] = [];
    runVendorLoader(calls);
    expect(calls).toEqual([]);
    stop();
    engine.accept();
    dispatchConsentEvent(document, SCRIPTS_DONE_EVENT, null);
    expect(calls).toEqual([]);
  });
});
