// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { wpConsentStore } from "../codecs/wpconsent-store";
import { createEngine } from "../core/engine";
import { createBrowserEnvironment } from "../dom/browser-environment";
import { bootReadingOf } from "../test-support/readings";
import { renderLayer2Shadow } from "./markup";
import { BANNER_OPEN_ATTR, HOST_ID, PREFERENCES_OPEN_ATTR } from "./names";
import { defaultOptions } from "./options";
import { createLayer2Ui } from "./ui";

const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }];
const views = categories.map((c) => ({ slug: c.slug, name: c.slug, description: "", locked: c.locked === true, services: [] }));
type Registrations = { registerDisplayCheck: (fn: unknown) => void; registerSettingsHook: (fn: unknown) => void };
const wp = () => (window as unknown as { WPConsent: Registrations }).WPConsent;

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as { WPConsent?: unknown }).WPConsent;
  vi.restoreAllMocks();
});

/** A new visitor's page, its banner taken over once the queued hooks have run. */
async function livePage() {
  (window as unknown as { vitrineConsent: unknown }).vitrineConsent = { reading: bootReadingOf({ categories, layer2: {} }), hooks: { displayChecks: [], settingsHooks: [] } };
  const engine = createEngine({ categories, stores: [wpConsentStore()] }, createBrowserEnvironment(window, {}));
  const host = document.createElement("div");
  host.id = HOST_ID;
  host.innerHTML = renderLayer2Shadow({ ...defaultOptions, categories: views });
  document.body.append(host);
  const ui = createLayer2Ui(host, engine, { categories: views });
  await vi.waitFor(() => expect(wp()?.registerDisplayCheck).toBeTypeOf("function"));
  return { engine, host, ui };
}

describe("layer 2's hooks registered after the banner decision", () => {
  it("a late display check leaves the banner the visitor sees, and decides the next time it is to show", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { engine, host, ui } = await livePage();
    expect(host.hasAttribute(BANNER_OPEN_ATTR)).toBe(true);
    wp().registerDisplayCheck(() => Promise.resolve(false));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(host.hasAttribute(BANNER_OPEN_ATTR)).toBe(true);
    engine.closeNotice();
    engine.openNotice();
    await vi.waitFor(() => expect(host.hasAttribute(BANNER_OPEN_ATTR)).toBe(false));
    ui.destroy();
  });

  it("a late settings hook runs at once and what it turns off applies at once", async () => {
    const { host, ui } = await livePage();
    wp().registerSettingsHook((settings: { enable_consent_banner: boolean }) => void (settings.enable_consent_banner = false));
    await vi.waitFor(() => expect(host.hasAttribute(BANNER_OPEN_ATTR)).toBe(false));
    ui.destroy();
  });
});

describe("layer 2's UI given only what the browser needs", () => {
  it("takes over markup written from the whole options with keys, locks and its own two words: names and descriptions stay the markup's", async () => {
    (window as unknown as { vitrineConsent: unknown }).vitrineConsent = { reading: bootReadingOf({ categories, layer2: {} }), hooks: { displayChecks: [], settingsHooks: [] } };
    const engine = createEngine({ categories, stores: [wpConsentStore()] }, createBrowserEnvironment(window, {}));
    const withServices = views.map((v) => (v.slug === "statistics" ? { ...v, name: "Statistiques", services: [{ slug: "clarity", name: "Clarity", description: "Mesure d'audience" }] } : v));
    const host = document.createElement("div");
    host.id = HOST_ID;
    host.innerHTML = renderLayer2Shadow({ ...defaultOptions, categories: withServices, texts: { ...defaultOptions.texts, showServices: "Voir les services", hideServices: "Masquer les services" } });
    document.body.append(host);
    const ui = createLayer2Ui(host, engine, {
      categories: withServices.map((c) => ({ slug: c.slug, locked: c.locked, services: c.services.map((s) => ({ slug: s.slug })) })),
      texts: { showServices: "Voir les services", hideServices: "Masquer les services" },
    });
    const root = host.shadowRoot ?? host;
    // The toggle is the preferences' code, live once they open.
    root.querySelector<HTMLElement>('[data-action="preferences"]')!.click();
    await vi.waitFor(() => expect(host.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(true));
    const toggle = root.querySelector<HTMLElement>('[data-action="toggle"]')!;
    expect(toggle.textContent).toBe("Voir les services");
    toggle.click();
    expect(toggle.textContent).toBe("Masquer les services");
    expect(root.textContent).toContain("Mesure d'audience");
    ui.destroy();
  });
});
