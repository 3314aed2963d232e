import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "../define-site-config";
import { layer2ConfigSchema, consentType, layer2Slugs, serviceForHost } from "./consent2-config";
import { bootOptionsOf, engineOptionsOf } from "../consent/consent-options";
import { BlockedScripts, serviceScripts } from "../consent/blocked-scripts";
import { layer2Shows, layer2UiOptionsOf } from "./layer2-ui-options";

const layer1 = { categories: [{ slug: "necessary", name: "Necessary", locked: true }, { slug: "analytics", name: "Analytics" }, { slug: "advertisement", name: "Ads" }] };
const services = {
  categories: [
    { slug: "essential", name: "Essential", locked: true },
    { slug: "statistics", name: "Statistics", services: [{ slug: "google-analytics", name: "Google Analytics", hosts: ["www.googletagmanager.com"] }] },
    { slug: "marketing", name: "Marketing", services: [{ slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com", "*.youtube.com"] }, { slug: "google-maps", name: "Google Maps", hosts: ["www.google.com"] }] },
  ],
};
const site = (layer2: object, url = "https://s.example", consent: object = layer1) => defineSiteConfig({ name: "S", url, consent, layer2: { enabled: true, ...layer2 } as never });

describe("layer 2's settings", () => {
  it("default to the plugin's: off, 30 days, opt-in, blocking on, every button shown, its three categories", () => {
    const c = layer2ConfigSchema.parse({});
    expect([c.enabled, c.consentDuration, c.defaultAllow, c.enableScriptBlocking, c.respectGpc, c.enableSharedConsent]).toEqual([false, 30, false, true, false, false]);
    expect([c.acceptButtonEnabled, c.cancelButtonEnabled, c.preferencesButtonEnabled, c.enableConsentBanner, c.enableConsentFloating]).toEqual([true, true, true, true, true]);
    expect(layer2Slugs(c)).toEqual(["essential", "statistics", "marketing"]);
    expect(consentType(c)).toBe("optin");
    expect(c.consentMode.waitForUpdate).toBe(500);
  });

  it("derive the slugs a cookie must cover from the services with manual toggles, and opt-out from default_allow", () => {
    const c = layer2ConfigSchema.parse({ ...services, manualToggleServices: true, defaultAllow: true });
    expect(layer2Slugs(c)).toEqual(["essential", "google-analytics", "youtube", "google-maps"]);
    expect(consentType(c)).toBe("optout");
  });

  it("name the file and the field of a bad value", () => {
    expect(() => site({ consentDuration: 0 })).toThrow(/site\.config\.ts: layer2\.consentDuration: /);
    expect(() => site({ cssUrl: "http://cdn.example/x.css" })).toThrow(/site\.config\.ts: layer2\.cssUrl/);
    expect(() => site({ categories: [...services.categories, { slug: "marketing", name: "Again" }] })).toThrow(/layer2\.categories\[3\]\.slug: is used twice/);
    const twice = structuredClone(services);
    twice.categories[2]!.services![1]!.hosts = ["www.youtube-nocookie.com"];
    expect(() => site(twice)).toThrow(/layer2\.categories\[2\]\.services\[1\]\.hosts\[0\]: is claimed by youtube too/);
    expect(() => site({ categories: [{ slug: "marketing", name: "M" }] })).toThrow(/layer2\.categories: needs one locked category/);
  });

  it("refuse a stylesheet on another host, which the banner would ask for before any consent, and take one on the site", () => {
    expect(() => site({ cssUrl: "https://assets.example/wpconsent.css" })).toThrow(
      /site\.config\.ts: layer2\.cssUrl: is on another host \(assets\.example\): the banner asks for its stylesheet before the visitor has chosen.*give its path, such as \/wpconsent\.css/,
    );
    expect(() => site({ cssUrl: "//assets.example/wpconsent.css" })).toThrow(/layer2\.cssUrl: must be a path on the site/);
    expect(site({ cssUrl: "/wpconsent.css" }).layer2.cssUrl).toBe("/wpconsent.css");
    expect(site({ cssUrl: "https://s.example/wp-content/wpconsent.css" }).layer2.cssUrl).toBe("https://s.example/wp-content/wpconsent.css");
  });

  it("check the bridge against both layers' categories", () => {
    expect(() => site({ ...services, categoryMap: { analytic: "statistics" } })).toThrow(/layer2\.categoryMap\.analytic: "analytic" is not one of layer 1's categories/);
    expect(() => site({ ...services, categoryMap: { analytics: "stats" } })).toThrow(/layer2\.categoryMap\.analytics: "stats" is not one of layer 2's categories/);
    expect(() => site({ ...services, consentMode: { enabled: true, signals: { ad_storage: ["ads"] } } })).toThrow(/layer2\.consentMode\.signals\.ad_storage: "ads" is not a category/);
  });
});

describe("shared consent's domain, computed at build from the site's URL", () => {
  const domain = (url: string) => site({ enableSharedConsent: true }, url).layer2.cookieDomain;
  it("is the registrable domain by the public suffix list, none for an IP address or localhost", () => {
    expect(domain("https://example.com")).toBe("example.com");
    expect(domain("https://www.example.com")).toBe("example.com");
    expect(domain("https://shop.example.co.uk")).toBe("example.co.uk");
    expect(domain("http://127.0.0.1:3000")).toBeUndefined();
    expect(domain("http://localhost:3000")).toBeUndefined();
    expect(site({}, "https://www.example.com").layer2.cookieDomain, "only with shared consent").toBeUndefined();
    const validated = site({ enableSharedConsent: true }, "https://www.example.com");
    expect(defineSiteConfig(validated).layer2.cookieDomain, "a validated config validates again").toBe("example.com");
  });
});

describe("services", () => {
  it("own scripts from their own hosts, written in layer 2's markup after layer 1's", () => {
    const withScripts = structuredClone(services) as typeof services & { categories: { services?: { scripts?: object[] }[] }[] };
    withScripts.categories[1]!.services![0]!.scripts = [{ src: "https://www.googletagmanager.com/gtag/js?id=G-1", attributes: { async: true } }, { code: "gtag('js', new Date());" }];
    const config = site(withScripts);
    expect(serviceScripts(config.layer2).map((s) => [s.markup, s.category, s.service, s.src ?? s.code])).toEqual([
      ["wpconsent", "statistics", "google-analytics", "https://www.googletagmanager.com/gtag/js?id=G-1"],
      ["wpconsent", "statistics", "google-analytics", "gtag('js', new Date());"],
    ]);
    const html = renderToStaticMarkup(<BlockedScripts config={config.consent} layer2={config.layer2} />);
    expect(html).toContain('<script type="text/plain" data-wpconsent-src="https://www.googletagmanager.com/gtag/js?id=G-1" data-wpconsent-name="google-analytics" data-wpconsent-category="statistics" async></script>');
    expect(serviceScripts({ ...config.layer2, enabled: false })).toEqual([]);

    withScripts.categories[1]!.services![0]!.scripts = [{ src: "https://cdn.example/gtag.js" }];
    expect(() => site(withScripts)).toThrow(/layer2\.categories\[1\]\.services\[0\]\.scripts\[0\]\.src: loads from cdn\.example, which is not one of the service's hosts \(www\.googletagmanager\.com\)/);
    withScripts.categories[1]!.services![0]!.scripts = [{}];
    expect(() => site(withScripts)).toThrow(/scripts\[0\]: needs exactly one of src and code/);
  });

  it("a script under further categories (alsoUnder) is written under each, space-separated; each must be another of layer 2's", () => {
    const withScripts = structuredClone(services) as typeof services & { categories: { slug: string; services?: { scripts?: object[] }[] }[] };
    withScripts.categories[1]!.services![0]!.scripts = [{ src: "https://www.googletagmanager.com/gtag/js?id=G-1", alsoUnder: ["marketing"] }];
    const config = site(withScripts);
    expect(serviceScripts(config.layer2).map((s) => s.category)).toEqual(["statistics marketing"]);
    expect(renderToStaticMarkup(<BlockedScripts config={config.consent} layer2={config.layer2} />)).toContain('data-wpconsent-category="statistics marketing"');
    withScripts.categories[1]!.services![0]!.scripts = [{ code: "x", alsoUnder: ["ads"] }];
    expect(() => site(withScripts)).toThrow(/scripts\[0\]\.alsoUnder\[0\]: "ads" is not another of layer 2's categories \(essential, marketing\)/);
    withScripts.categories[1]!.services![0]!.scripts = [{ code: "x", alsoUnder: ["statistics"] }];
    expect(() => site(withScripts)).toThrow(/alsoUnder\[0\]: "statistics" is not another/);
  });

  it("claim the hosts their frames load from", () => {
    const c = layer2ConfigSchema.parse(services);
    expect(serviceForHost(c, "www.youtube-nocookie.com")).toEqual({ category: "marketing", service: "youtube" });
    expect(serviceForHost(c, "m.youtube.com")).toEqual({ category: "marketing", service: "youtube" });
    expect(serviceForHost(c, "evil.example")).toBeUndefined();
  });
});

describe("the engine and the boot for the layers a site runs", () => {
  it("with both: both stores, every category, the map; with layer 2 alone: its store and its own blocking setting", () => {
    const both = site(services);
    expect(engineOptionsOf(both).stores).toHaveLength(2);
    expect(engineOptionsOf(both).categories!.map((c) => c.slug)).toEqual(["necessary", "analytics", "advertisement", "essential", "statistics", "marketing"]);
    expect(bootOptionsOf(both)!.categoryMap).toEqual({ necessary: "essential", analytics: "statistics", advertisement: "marketing" });
    const alone = site({ ...services, enableScriptBlocking: false }, "https://s.example", { enabled: false });
    expect(engineOptionsOf(alone)).toMatchObject({ blocking: false, categoryMap: {} });
    expect(engineOptionsOf(alone).stores).toHaveLength(1);
    expect(bootOptionsOf(alone)!.layer1).toBeUndefined();
  });

  it("turns layer 2's categories on before an answer only in opt-out mode", () => {
    const on = (config: ReturnType<typeof site>) => engineOptionsOf(config).categories!.filter((c) => c.defaultEnabled).map((c) => c.slug);
    expect(on(site(services))).toEqual([]);
    expect(on(site({ ...services, defaultAllow: true }))).toEqual(["essential", "statistics", "marketing"]);
  });
});

describe("layer 2's banner settings", () => {
  const english = defineSiteConfig({ name: "S", url: "https://s.example" }).consentWords.layer2;
  it("take each layout's first position by default, and refuse a position the layout does not have", () => {
    expect(layer2UiOptionsOf(site({ bannerLayout: "floating" }).layer2, english)).toMatchObject({ layout: "floating", position: "bottom-right" });
    expect(layer2UiOptionsOf(site({ bannerLayout: "modal" }).layer2, english).position).toBe("center");
    expect(layer2UiOptionsOf(site({ bannerLayout: "long", bannerPosition: "top" }).layer2, english).position).toBe("top");
    expect(() => site({ bannerLayout: "long", bannerPosition: "top-left" })).toThrow(/layer2\.bannerPosition: must be one of bottom, top for the long layout/);
  });

  it("take their words from the site's one table, `consentWords.layer2`", () => {
    const config = defineSiteConfig({ name: "S", url: "https://s.example", consent: layer1, layer2: { enabled: true }, consentWords: { layer2: { acceptAll: "Tout accepter" } } });
    const texts = layer2UiOptionsOf(config.layer2, config.consentWords.layer2).texts;
    expect([texts.acceptAll, texts.cancelAll, texts.gpcNotice]).toEqual(["Tout accepter", "Reject all", "Global Privacy Control signal honoured"]);
    expect(() => site({ texts: { acceptAll: "x" } })).toThrow(/layer2: unknown field "texts"/);
  });

  it("show layer 2's UI when it is primary or alone; with layer 1 primary it is silent", () => {
    expect(layer2Shows(site(services))).toBe(false);
    expect(layer2Shows(site({ ...services, primary: "layer2" }))).toBe(true);
    expect(layer2Shows(site(services, "https://s.example", { enabled: false }))).toBe(true);
    // With no service to ask about, nothing shows (consent-asked.ts).
    expect(layer2Shows(site({ primary: "layer2" }))).toBe(false);
  });
});
