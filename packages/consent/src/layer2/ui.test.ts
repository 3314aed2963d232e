// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { layer2Page } from "../test-support/layer2-page";
import { BANNER_OPEN_ATTR, PREFERENCES_OPEN_ATTR } from "./names";
import { createLayer2Ui } from "./ui";

const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }];
type Registrations = { registerDisplayCheck: (fn: unknown) => void; registerSettingsHook: (fn: unknown) => void };
const wp = () => (window as unknown as { WPConsent: Registrations }).WPConsent;

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as { WPConsent?: unknown }).WPConsent;
  vi.restoreAllMocks();
});

/** A new visitor's page, its banner taken over once the queued hooks have run. */
async function livePage() {
  const { engine, host, views } = layer2Page(categories);
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
    const statistics = { name: "Statistiques", services: [{ slug: "clarity", name: "Clarity", description: "Mesure d'audience" }] };
    const withServices = categories.map((c) => ({ slug: c.slug, name: c.slug, description: "", locked: c.locked === true, services: [], ...(c.slug === "statistics" ? statistics : {}) }));
    const { engine, host } = layer2Page(categories, { views: withServices, texts: { showServices: "Voir les services", hideServices: "Masquer les services" } });
    const ui = createLayer2Ui(host, engine, {
      categories: withServices.map((c) => ({ slug: c.slug, locked: c.locked, services: c.services.map((s) => ({ slug: s.slug })) })),
      texts: { showServices: "Voir les services", hideServices: "Masquer les services" },
    });
    const root = host.shadowRoot ?? host;
    // The toggle is the preferences' code, live once they open.
    root.querySelector<HTMLElement>('[data-action="preferences"]')!.click();
    // A first dynamic import: seconds on a loaded machine, past Vitest's 1 s default.
    await vi.waitFor(() => expect(host.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(true), { timeout: 10_000 });
    const toggle = root.querySelector<HTMLElement>('[data-action="toggle"]')!;
    expect(toggle.textContent).toBe("Voir les services");
    toggle.click();
    expect(toggle.textContent).toBe("Masquer les services");
    expect(root.textContent).toContain("Mesure d'audience");
    ui.destroy();
  });
});
