import { ACCEPT_COOKIE, CATEGORY_COOKIE_PREFIX, PREFERENCE_COOKIE } from "@vitrine/consent";
import { describe, expect, it } from "vitest";
import { consentWordDefaults } from "../words/consent-words";
import { consentConfigSchema } from "../config/consent-config";
import { consentLayerCookies, formatDays, policyCategories } from "./policy-cookies";
import { CONSENT_ID_COOKIE } from "./consent-log-names.mjs";

const consent = (input: Parameters<typeof consentConfigSchema.parse>[0]) => consentConfigSchema.parse(input);

const categories = [
  { slug: "necessary", name: "Necessary", locked: true, description: "Makes the site work." },
  { slug: "analytics", name: "Analytics", cookies: [{ name: "_clck", duration: "1 year", description: "Visitor id" }] },
];

describe("policy cookies", () => {
  it("writes lifetimes in years or days", () => {
    expect([formatDays(365), formatDays(730), formatDays(30), formatDays(1)]).toEqual(["1 year", "2 years", "30 days", "1 day"]);
    const words = { ...consentWordDefaults.policy, oneDay: "1 jour", days: "{count} jours", oneYear: "1 an", years: "{count} ans" };
    expect([formatDays(365, words), formatDays(730, words), formatDays(30, words), formatDays(1, words)]).toEqual(["1 an", "2 ans", "30 jours", "1 jour"]);
  });

  it("names the consent layer's own cookies from the engine's constants", () => {
    const names = consentLayerCookies().map((c) => c.name);
    expect(names).toEqual([ACCEPT_COOKIE, PREFERENCE_COOKIE, `${CATEGORY_COOKIE_PREFIX}*`, CONSENT_ID_COOKIE]);
    expect(names).toEqual(["viewed_cookie_policy", "CookieLawInfoConsent", "cookielawinfo-checkbox-*", "vitrine_consent_id"]);
    expect(consentLayerCookies({ consentLog: false }).map((c) => c.name)).not.toContain("vitrine_consent_id");
    expect(new Set(consentLayerCookies().map((c) => c.duration))).toEqual(new Set(["1 year"]));
  });

  it("adds layer 2's cookie, with its own lifetime, and the record that keeps the two in step, when layer 2 runs", () => {
    const both = consentLayerCookies({ layer2: { enabled: true, consentDuration: 30 }, consentLog: false });
    expect(both.slice(3).map((c) => [c.name, c.duration])).toEqual([
      ["wpconsent_preferences", "30 days"],
      ["vitrine_consent_sync", "1 year"],
    ]);
    expect(consentLayerCookies({ layer2: { enabled: false, consentDuration: 30 }, consentLog: false })).toHaveLength(3);
  });

  it("lists the layer's cookies first in the necessary category, then the configured ones", () => {
    const [necessary, analytics] = policyCategories(consent({ categories }));
    expect(necessary).toMatchObject({ slug: "necessary", name: "Necessary", description: "Makes the site work." });
    expect(necessary?.cookies.map((c) => c.name)).toEqual(["viewed_cookie_policy", "CookieLawInfoConsent", "cookielawinfo-checkbox-*", "vitrine_consent_id"]);
    expect(analytics?.cookies).toEqual([{ name: "_clck", duration: "1 year", description: "Visitor id" }]);
  });

  it("finds the necessary category by its slug even when the config forgets to lock it", () => {
    const [, necessary] = policyCategories(consent({ categories: [categories[1]!, { slug: "necessary", name: "Essential" }] }));
    expect(necessary?.cookies).toHaveLength(4);
  });

  it("does not list a layer cookie twice when the config names it too", () => {
    const own = { name: "viewed_cookie_policy", duration: "12 months", description: "Your answer" };
    const [necessary] = policyCategories(consent({ categories: [{ ...categories[0]!, cookies: [own] }] }));
    expect(necessary?.cookies.filter((c) => c.name === "viewed_cookie_policy")).toEqual([own]);
    expect(necessary?.cookies).toHaveLength(4);
  });

  it("lists no layer cookies when the consent layer is off", () => {
    const [necessary] = policyCategories(consent({ enabled: false, categories }));
    expect(necessary?.cookies).toEqual([]);
  });

  it("lists the storage it is given after the layer's own cookies, in the necessary category alone", () => {
    const cart = { name: "vitrine:cart", duration: "Until you empty it", description: "Your cart" };
    const [necessary, analytics] = policyCategories(consent({ categories }), { storage: [cart] });
    expect(necessary?.cookies.map((c) => c.name)).toEqual(["viewed_cookie_policy", "CookieLawInfoConsent", "cookielawinfo-checkbox-*", "vitrine_consent_id", "vitrine:cart"]);
    expect(analytics?.cookies.map((c) => c.name)).toEqual(["_clck"]);
  });

  it("says what the consent layers' own cookies are in the site's words", () => {
    const words = { ...consentWordDefaults.policy, answerCookie: "Votre réponse", oneYear: "1 an" };
    const answer = consentLayerCookies({ words }).find((cookie) => cookie.name === ACCEPT_COOKIE);
    expect(answer).toEqual({ name: ACCEPT_COOKIE, duration: "1 an", description: "Votre réponse" });
  });
});
