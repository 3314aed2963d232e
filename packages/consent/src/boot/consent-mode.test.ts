import { describe, expect, it } from "vitest";
import { normaliseCategories } from "../core/categories";
import { consentSignals, type ConsentModeSettings } from "../core/consent-mode";
import { consentModeDefault } from "./consent-mode";
import { readLayer2 } from "./read-layer2";

const settings: ConsentModeSettings = {
  signals: {
    ad_storage: ["marketing", "advertisement"],
    ad_user_data: ["marketing", "advertisement"],
    ad_personalization: ["marketing", "advertisement"],
    analytics_storage: ["statistics", "analytics"],
    personalization_storage: ["marketing"],
  },
  waitForUpdate: 500,
};

/** A window with an empty dataLayer; the commands as plain arrays. */
function page() {
  const win = {} as Window & { dataLayer?: IArguments[] };
  return { win, commands: () => (win.dataLayer ?? []).map((args) => [...args]) };
}

describe("Consent Mode v2's signals", () => {
  it("grant what the allowed categories of either layer map to, and always functionality and security", () => {
    expect(consentSignals(settings, (slug) => slug === "analytics")).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
      personalization_storage: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
    });
  });

  it("the default command comes first, with wait_for_update, region defaults for a new visitor, then the optional settings", () => {
    const { win, commands } = page();
    const regions = [{ region: ["US-CA"], signals: { ad_storage: "granted" as const } }];
    consentModeDefault(win, () => false, { ...settings, regions, adsDataRedaction: true, urlPassthrough: true }, false);
    const sent = commands();
    expect(sent[0]).toEqual(["consent", "default", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied", wait_for_update: 500 })]);
    expect(sent[1]).toEqual(["consent", "default", expect.objectContaining({ ad_storage: "granted", region: ["US-CA"] })]);
    expect(sent.slice(2)).toEqual([
      ["set", "ads_data_redaction", true],
      ["set", "url_passthrough", true],
    ]);
  });

  it("a returning visitor's stored choice is the default, and regions do not override it", () => {
    const { win, commands } = page();
    consentModeDefault(win, (slug) => slug === "statistics", { ...settings, regions: [{ region: ["ES"], signals: { analytics_storage: "denied" } }] }, true);
    expect(commands()).toEqual([["consent", "default", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })]]);
  });
});

describe("the GPC signal at boot", () => {
  const categories = normaliseCategories([{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing", services: [{ slug: "youtube" }] }]);
  const win = (gpc: boolean) => ({ navigator: { globalPrivacyControl: gpc } }) as unknown as Window;
  const l2 = { categories, gpc: 1 as const, answeredElsewhere: false };

  it("is honoured once: every optional category off, as the signal's choice", () => {
    const { reading, gpc } = readLayer2(new Map(), "", win(true), l2);
    expect(gpc).toBe(true);
    expect(reading.decision).toMatchObject({ consent: "no", gpc: true, categories: { essential: true, statistics: false, marketing: false } });
  });

  it("is not honoured when respect_gpc is off, without the signal, or once a stored choice answered it", () => {
    expect(readLayer2(new Map(), "", win(true), { ...l2, gpc: undefined }).gpc).toBe(false);
    expect(readLayer2(new Map(), "", win(false), l2).gpc).toBe(false);
    const stored = '{"essential":true,"statistics":true,"marketing":true,"youtube":true,"respect_gpc":false}';
    const header = `wpconsent_preferences=${stored}`;
    expect(readLayer2(new Map([["wpconsent_preferences", stored]]), header, win(true), l2).gpc).toBe(false);
    // The choice the signal itself wrote on the first page view answers it on the next.
    const bySignal = '{"essential":true,"statistics":false,"marketing":false,"youtube":false,"respect_gpc":true}';
    expect(readLayer2(new Map([["wpconsent_preferences", bySignal]]), `wpconsent_preferences=${bySignal}`, win(true), l2).gpc).toBe(false);
    expect(readLayer2(new Map(), "", win(true), { ...l2, answeredElsewhere: true }).gpc).toBe(false);
  });
});
