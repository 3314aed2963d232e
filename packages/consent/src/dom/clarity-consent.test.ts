// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../core/engine";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { emptyReading } from "../core/reading";
import { normaliseCategories } from "../core/categories";
import { watchClarity } from "./clarity-consent";
import { dispatchConsentEvent, emitEngineEvent } from "./events";
import { SCRIPTS_DONE_EVENT } from "./names";

const signals = { ad_storage: ["marketing"], analytics_storage: ["statistics"] };
const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing" }];
type Page = Window & { clarity?: (...args: unknown[]) => void };

/** Clarity's own loader: a queue until its tag arrives (site/app/consent/blocked-scripts.tsx). */
const runClarityLoader = (calls: unknown[][]) => {
  (window as Page).clarity = (...args: unknown[]) => calls.push(args);
  dispatchConsentEvent(document, SCRIPTS_DONE_EVENT, null);
};

function setup(stored?: "yes") {
  const reading = emptyReading(normaliseCategories(categories));
  const decision = stored ? { ...reading.decision, consent: stored, categories: { essential: true, statistics: true, marketing: false } } : reading.decision;
  const engine = createEngine(
    { categories },
    { jar: createMemoryCookieJar(), search: "", reload: () => {}, reading: () => ({ ...reading, decision }), emit: (event, detail) => emitEngineEvent(window, event, detail) },
  );
  return { engine, stop: watchClarity(engine, window, { signals }) };
}

afterEach(() => {
  delete (window as Page).clarity;
});

describe("Clarity learns the choice", () => {
  it("the Accept all that loads it: told once its tag has run, not before", () => {
    const { engine, stop } = setup();
    const calls: unknown[][] = [];
    engine.accept(undefined, { source: { layer: 2, control: "notice", method: "accept-all" } });
    expect(calls, "its tag has not run yet").toEqual([]);
    runClarityLoader(calls);
    expect(calls).toEqual([["consentv2", { ad_Storage: "granted", analytics_Storage: "granted" }]]);
    dispatchConsentEvent(document, SCRIPTS_DONE_EVENT, null);
    expect(calls, "told once for one choice").toHaveLength(1);
    engine.deny();
    expect(calls[1]).toEqual(["consentv2", { ad_Storage: "denied", analytics_Storage: "denied" }]);
    stop();
  });

  it("a page view with a stored choice: told once it runs", () => {
    const { stop } = setup("yes");
    const calls: unknown[][] = [];
    runClarityLoader(calls);
    expect(calls).toEqual([["consentv2", { ad_Storage: "denied", analytics_Storage: "granted" }]]);
    stop();
  });

  it("nothing before an answer, nor once stopped", () => {
    const { engine, stop } = setup();
    const calls: unknown[][] = [];
    runClarityLoader(calls);
    expect(calls).toEqual([]);
    stop();
    engine.accept();
    dispatchConsentEvent(document, SCRIPTS_DONE_EVENT, null);
    expect(calls).toEqual([]);
  });
});
