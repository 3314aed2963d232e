import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normaliseCategories } from "../core/categories";
import { defaultDecision, setCategory } from "../core/decision";
import type { Decision } from "../core/types";
import { registrableDomain } from "./registrable-domain.js";
import {
  WPCONSENT_COOKIE,
  coversSlugs,
  decisionToWpConsent,
  parseWpConsent,
  serializeWpConsent,
  wpConsentToDecision,
} from "./wpconsent";

const categories = normaliseCategories([
  { slug: "essential", locked: true },
  { slug: "statistics", services: [{ slug: "clarity" }] },
  { slug: "marketing", services: [{ slug: "youtube" }, { slug: "facebook" }] },
]);

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe("wpconsent_preferences", () => {
  it("reads the plugin's plain JSON", () => {
    const prefs = parseWpConsent('{"essential":true,"statistics":false,"marketing":true,"respect_gpc":false}');
    expect({ ...prefs }).toEqual({ essential: true, statistics: false, marketing: true, respect_gpc: false });
  });

  it.each([
    ["not JSON", "{essential:true"],
    ["an array", "[true]"],
    ["a wrong type", '{"essential":"yes"}'],
    ["a __proto__ key", '{"__proto__":true}'],
    ["a constructor key", '{"constructor":false}'],
  ])("logs and ignores a cookie that is %s", (_label, raw) => {
    expect(parseWpConsent(raw)).toBeNull();
    expect(errors.mock.calls[0]?.[0]).toContain(`ignored the ${WPCONSENT_COOKIE} cookie`);
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (text) => void parseWpConsent(text)));
    fc.assert(fc.property(fc.json(), (json) => void parseWpConsent(json)));
  });

  it("always writes essential true, first", () => {
    expect(serializeWpConsent({ marketing: true, essential: false })).toBe('{"essential":true,"marketing":true}');
  });

  it("round-trips any preferences", () => {
    const key = fc.string().filter((s) => !["__proto__", "constructor", "prototype"].includes(s));
    fc.assert(
      fc.property(fc.dictionary(key, fc.boolean()), (prefs) => {
        expect({ ...parseWpConsent(serializeWpConsent(prefs)) }).toEqual({ ...prefs, essential: true });
      }),
    );
  });

  it("shows the banner again when a current slug is missing", () => {
    const prefs = parseWpConsent('{"essential":true,"statistics":true}')!;
    expect(coversSlugs(prefs, ["essential", "statistics"])).toBe(true);
    expect(coversSlugs(prefs, ["essential", "statistics", "marketing"])).toBe(false);
  });
});

describe("the same decision in both formats", () => {
  it("translates a decision to WPConsent preferences and back", () => {
    let decision: Decision = { ...defaultDecision(categories), consent: "yes" };
    decision = setCategory(decision, categories[2]!, true);
    const prefs = decisionToWpConsent(decision, categories, false);
    expect({ ...prefs }).toEqual({
      essential: true,
      statistics: false,
      clarity: false,
      marketing: true,
      youtube: true,
      facebook: true,
      respect_gpc: false,
    });
    const back = wpConsentToDecision(prefs, categories);
    expect({ ...back.categories }).toEqual({ ...decision.categories });
    expect({ ...back.services }).toEqual({ ...decision.services });
  });
});

describe("registrableDomain (build time)", () => {
  it("follows the public suffix list", () => {
    expect(registrableDomain("shop.example.co.uk")).toBe("example.co.uk");
    expect(registrableDomain("www.hollowoak.example")).toBe("hollowoak.example");
    expect(registrableDomain("127.0.0.1")).toBeUndefined();
    expect(registrableDomain("localhost")).toBeUndefined();
  });
});
