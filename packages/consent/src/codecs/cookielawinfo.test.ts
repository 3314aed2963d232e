import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normaliseCategories } from "../core/categories";
import { defaultDecision, setCategory } from "../core/decision";
import type { Decision } from "../core/types";
import {
  ACCEPT_COOKIE,
  PREFERENCE_COOKIE,
  categoryCookie,
  needsRenewal,
  parseAnswer,
  parsePreference,
  readCookieLawInfo,
  serializePreference,
} from "./cookielawinfo";
import { encodeBase64 } from "./safe-json";

/** The plugin's own example: {"necessary":true,"non-necessary":true}. */
const PLUGIN_FIXTURE = "eyJuZWNlc3NhcnkiOnRydWUsIm5vbi1uZWNlc3NhcnkiOnRydWV9";

const categories = normaliseCategories([
  { slug: "necessary", locked: true },
  { slug: "non-necessary", cookies: ["_ga"] },
  { slug: "analytics", defaultEnabled: true },
]);

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe("viewed_cookie_policy", () => {
  it("is yes, no or absent", () => {
    expect(parseAnswer("yes")).toBe("yes");
    expect(parseAnswer("no")).toBe("no");
    expect(parseAnswer(undefined)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it("logs any other value and treats it as absent", () => {
    expect(parseAnswer("maybe")).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`ignored the ${ACCEPT_COOKIE} cookie`));
  });
});

describe("CookieLawInfoConsent", () => {
  it("decodes the plugin's cookie", () => {
    expect({ ...parsePreference(PLUGIN_FIXTURE) }).toEqual({ necessary: true, "non-necessary": true });
  });

  it("reads ver and ccpaOptout", () => {
    const record = parsePreference(encodeBase64('{"ver":"2","analytics":false,"ccpaOptout":true}'));
    expect(record?.ver).toBe("2");
    expect(record?.ccpaOptout).toBe(true);
  });

  it.each([
    ["not base64", "%%%not base64%%%"],
    ["not JSON", encodeBase64("{necessary:true")],
    ["not an object", encodeBase64("[true,false]")],
    ["null", encodeBase64("null")],
    ["a string", encodeBase64('"yes"')],
    ["a wrong value type", encodeBase64('{"necessary":"yes"}')],
    ["a wrong ver type", encodeBase64('{"ver":{"a":1}}')],
    ["a __proto__ key", encodeBase64('{"__proto__":{"polluted":true}}')],
    ["a constructor key", encodeBase64('{"constructor":true}')],
    ["a prototype key", encodeBase64('{"prototype":true}')],
  ])("logs and ignores a cookie that is %s", (_label, raw) => {
    expect(parsePreference(raw)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain(`ignored the ${PREFERENCE_COOKIE} cookie`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("never throws, for any text or any base64 of any text", () => {
    fc.assert(fc.property(fc.string(), (text) => void parsePreference(text)));
    fc.assert(fc.property(fc.string(), (text) => void parsePreference(encodeBase64(text))));
    fc.assert(fc.property(fc.json(), (json) => void parsePreference(encodeBase64(json))));
  });

  it("rejects __proto__ wherever it appears among other keys", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.boolean()), fc.boolean(), (flags, value) => {
        const json = JSON.stringify(flags).replace(/^\{/, `{"__proto__":${value}${Object.keys(flags).length ? "," : ""}`);
        expect(parsePreference(encodeBase64(json))).toBeNull();
      }),
    );
  });

  it("writes ver when configured, every category, and ccpaOptout once set", () => {
    const decision: Decision = { ...defaultDecision(categories), ccpaOptout: false };
    const text = atob(serializePreference(decision, categories, 3));
    expect(JSON.parse(text)).toEqual({ ver: "3", necessary: true, "non-necessary": false, analytics: true, ccpaOptout: false });
    expect(text.startsWith('{"ver":"3"')).toBe(true);
    expect(JSON.parse(atob(serializePreference(defaultDecision(categories), categories, undefined)))).not.toHaveProperty("ver");
  });

  it("merges into the existing object rather than replacing it", () => {
    const existing = parsePreference(encodeBase64('{"ver":"1","others":true,"analytics":false}'));
    const decision = setCategory(defaultDecision(categories), categories[2]!, true);
    expect(JSON.parse(atob(serializePreference(decision, categories, 2, existing)))).toEqual({
      ver: "2",
      others: true,
      analytics: true,
      necessary: true,
      "non-necessary": false,
    });
  });

  it("round-trips any decision over any slugs", () => {
    const slug = fc.string({ minLength: 1 }).filter((s) => !["__proto__", "constructor", "prototype", "ver", "ccpaOptout"].includes(s));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ slug, on: fc.boolean() }), { selector: (c) => c.slug, maxLength: 8 }),
        fc.option(fc.oneof(fc.string(), fc.nat()), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (entries, version, ccpaOptout) => {
          const cats = normaliseCategories(entries.map(({ slug }) => ({ slug })));
          let decision: Decision = defaultDecision(cats);
          entries.forEach(({ on }, i) => (decision = setCategory(decision, cats[i]!, on)));
          if (ccpaOptout !== undefined) decision = { ...decision, ccpaOptout };
          const record = parsePreference(serializePreference(decision, cats, version));
          expect(record).not.toBeNull();
          for (const c of cats) expect(record![c.slug]).toBe(decision.categories[c.slug]);
          expect(record!.ccpaOptout).toBe(ccpaOptout);
          expect(record!.ver).toBe(version === undefined || version === "" ? undefined : String(version));
        },
      ),
    );
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("readCookieLawInfo", () => {
  const read = (cookies: Record<string, string>, version?: number) => readCookieLawInfo(new Map(Object.entries(cookies)), categories, version);

  it("gives the defaults and no choice to a new visitor", () => {
    const stored = read({});
    expect(stored.decision.consent).toBeNull();
    expect({ ...stored.decision.categories }).toEqual({ necessary: true, "non-necessary": false, analytics: true });
    expect(stored.hasChoice).toBe(false);
    expect(stored.unsaved).toEqual(["necessary", "non-necessary", "analytics"]);
  });

  it("reads a returning visitor of the plugin", () => {
    const stored = read({
      [ACCEPT_COOKIE]: "yes",
      [categoryCookie("necessary")]: "yes",
      [categoryCookie("non-necessary")]: "yes",
      [categoryCookie("analytics")]: "no",
      [PREFERENCE_COOKIE]: PLUGIN_FIXTURE,
    });
    expect(stored.decision.consent).toBe("yes");
    expect({ ...stored.decision.categories }).toEqual({ necessary: true, "non-necessary": true, analytics: false });
    expect(stored.stale, "a record without ver is version 1").toBe(false);
    expect(read({ [ACCEPT_COOKIE]: "yes", [PREFERENCE_COOKIE]: PLUGIN_FIXTURE }, 1).stale).toBe(false);
    expect(stored.hasChoice).toBe(true);
    expect(stored.unsaved).toEqual([]);
  });

  it("prefers the per-category cookie, then the preference record, then the default", () => {
    const stored = read({
      [categoryCookie("non-necessary")]: "no",
      [PREFERENCE_COOKIE]: encodeBase64('{"non-necessary":true,"analytics":false,"ccpaOptout":true,"ver":4}'),
    });
    expect(stored.decision.categories["non-necessary"]).toBe(false);
    expect(stored.decision.categories.analytics).toBe(false);
    expect(stored.decision.ccpaOptout).toBe(true);
    expect(read({ [PREFERENCE_COOKIE]: encodeBase64('{"ver":4}') }, 4).stale).toBe(false);
  });

  it("reads a choice made under another consent version as absent, and says it is stale", () => {
    const stored = read(
      {
        [ACCEPT_COOKIE]: "yes",
        [categoryCookie("non-necessary")]: "yes",
        [PREFERENCE_COOKIE]: encodeBase64('{"non-necessary":true,"analytics":false,"ccpaOptout":true,"ver":"1"}'),
      },
      2,
    );
    expect(stored.stale).toBe(true);
    expect(stored.decision.consent).toBeNull();
    expect(stored.hasChoice).toBe(false);
    expect(stored.decision.ccpaOptout).toBeUndefined();
    // The per-category cookies are not part of the renewal: they still say what the visitor last set.
    expect(stored.decision.categories["non-necessary"]).toBe(true);
    expect(stored.decision.categories.analytics).toBe(true);
  });

  it("keeps locked categories on whatever is stored", () => {
    expect(read({ [categoryCookie("necessary")]: "no" }).decision.categories.necessary).toBe(true);
  });
});

describe("consent version renewal", () => {
  it.each([
    [undefined, undefined, true, false],
    ["1", undefined, true, false],
    ["1", 2, false, false],
    ["1", 2, true, true],
    ["2", 2, true, false],
    ["2", "2", true, false],
    [undefined, 1, true, false],
    [undefined, 2, true, true],
    ["1", "", true, false],
  ] as const)("stored %s, configured %s, choice %s → renew %s", (stored, configured, hasChoice, renew) => {
    expect(needsRenewal(stored, configured, hasChoice)).toBe(renew);
  });
});
