// @vitest-environment jsdom
import { CHOICE_EVENT, SCRIPTS_DONE_EVENT, type ConsentEngine } from "@vitrine/consent";
import { afterEach, describe, expect, it } from "vitest";
import { watchClarity } from "./clarity-consent";

const signals = { ad_storage: ["marketing"], analytics_storage: ["statistics"] };
type Page = Window & { clarity?: (...args: unknown[]) => void };

/** The engine as the hook reads it: the answer, and the categories it allows. */
function engineAllowing(consent: "yes" | "no" | null, allowed: string[]) {
  const snapshot = { decision: { consent }, allowed };
  return { snapshot, engine: { getSnapshot: () => snapshot } as unknown as ConsentEngine };
}

/** Clarity's own loader: a queue until its tag arrives (clarity-tag.ts), defined once the blocked scripts have run. */
const runClarityLoader = (calls: unknown[][]) => {
  (window as Page).clarity = (...args: unknown[]) => calls.push(args);
  document.dispatchEvent(new CustomEvent(SCRIPTS_DONE_EVENT));
};

afterEach(() => {
  delete (window as Page).clarity;
});

describe("Clarity learns the choice", () => {
  it("as consentv2, its two signals from the Consent Mode map, once its loader has run", () => {
    const { engine, snapshot } = engineAllowing("yes", ["essential", "statistics"]);
    const stop = watchClarity(engine, window, signals);
    const calls: unknown[][] = [];
    document.dispatchEvent(new CustomEvent(CHOICE_EVENT));
    expect(calls, "its tag has not run yet").toEqual([]);
    runClarityLoader(calls);
    expect(calls).toEqual([["consentv2", { ad_Storage: "denied", analytics_Storage: "granted" }]]);
    Object.assign(snapshot, { allowed: ["essential", "statistics", "marketing"] });
    document.dispatchEvent(new CustomEvent(CHOICE_EVENT));
    expect(calls[1]).toEqual(["consentv2", { ad_Storage: "granted", analytics_Storage: "granted" }]);
    stop();
  });

  it("a signal the map lacks is denied; nothing before an answer", () => {
    const calls: unknown[][] = [];
    const stop = watchClarity(engineAllowing("yes", ["statistics"]).engine, window, { analytics_storage: ["statistics"] });
    runClarityLoader(calls);
    expect(calls).toEqual([["consentv2", { ad_Storage: "denied", analytics_Storage: "granted" }]]);
    stop();
    const unanswered = watchClarity(engineAllowing(null, []).engine, window, signals);
    const before: unknown[][] = [];
    runClarityLoader(before);
    expect(before).toEqual([]);
    unanswered();
  });
});
