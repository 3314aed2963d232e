import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { darken } from "./colour";
import { ConsentLayer } from "./consent-layer";
import { privacyPlainText, truncatePrivacy } from "./privacy-text";
import { createLayer1 } from "../../layer1/adapter";
import { createLayer1Engine, createServerEnvironment } from "../../layer1/engine";
import type { Options } from "../../layer1/options";
import { SettingsModal } from "./settings-modal";
import type { Layer1Words } from "./types";
import { layer1UiSettings } from "../../test-support/layer1-ui-settings";
import { barSizes } from "./use-bar-size";

const settings = layer1UiSettings;
/** Layer 1's words, in French: what a site with `language: "fr"` passes. */
const french: Layer1Words = {
  barLabel: "Consentement aux cookies",
  heading: "Vos cookies",
  message: "Nous utilisons des cookies.",
  accept: "Accepter",
  readMore: "Notre politique",
  rejectAll: "Tout refuser",
  settings: "Paramètres des cookies",
  ccpaOptOut: "Ne pas vendre mes données",
  acceptAll: "Tout accepter",
  showAgain: "Gérer le consentement",
  settingsTitle: "Paramètres",
  close: "Fermer",
  privacyOverviewTitle: "Aperçu",
  privacyOverview: "Ce site utilise des cookies. ".repeat(12),
  showMore: "Afficher plus",
  showLess: "Afficher moins",
  alwaysEnabled: "Toujours actif",
  enabled: "Activé",
  disabled: "Désactivé",
  enableAll: "Tout activer",
  disableAll: "Tout désactiver",
  saveAndAccept: "Enregistrer et accepter",
};
/** The words the bar's tests read, in English; the rest as above. */
const words: Layer1Words = {
  ...french,
  barLabel: "Cookie consent",
  accept: "Accept",
  readMore: "Read more",
  rejectAll: "Reject All",
  settings: "Cookie Settings",
  ccpaOptOut: "Do not sell my personal information",
  acceptAll: "Accept All",
  showAgain: "Manage consent",
};
/** Layer 1 as the pre-rendering pass has it: the real engine over the server environment. */
const prerendered = (options: Partial<Options> = {}) =>
  createLayer1(createLayer1Engine({ categories: [{ slug: "necessary", locked: true }], ...options }, createServerEnvironment()), options);
const layer = prerendered();

describe("ConsentLayer pre-rendered", () => {
  const html = renderToStaticMarkup(<ConsentLayer settings={settings} words={words} layer={layer} />);

  it("renders the bar without a visibility attribute, so CSS alone decides before hydration", () => {
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain('data-cli-style="popup"');
    expect(html).not.toContain("data-cli-visible");
  });

  it("renders the configured buttons in order with their hover colours", () => {
    const order = ["Cookie Settings", "Reject All", "Accept All"].map((t) => html.indexOf(`>${t}<`));
    expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
    expect(html).toContain("--cli-hover:#000000");
    expect(html).toContain(`--cli-hover:${darken("#336699")}`);
    expect(html).toContain('href="/privacy-policy"');
  });

  it("leaves the CCPA control out unless it applies", () => {
    expect(html).not.toContain("Do not sell");
    const ccpa = renderToStaticMarkup(<ConsentLayer settings={settings} words={words} layer={prerendered({ ccpaEnabled: true, ccpaType: "ccpa_gdpr" })} />);
    expect(ccpa).toContain("Do not sell my personal information");
  });

  it("renders the show-again tab only when enabled", () => {
    expect(html).toContain(">Manage consent<");
    expect(renderToStaticMarkup(<ConsentLayer settings={{ ...settings, showAgainTab: false }} words={words} layer={layer} />)).not.toContain(
      "Manage consent",
    );
  });
});

describe("layer 1's words", () => {
  const ccpaLayer = prerendered({ ccpaEnabled: true, ccpaType: "ccpa_gdpr" });
  const all = { ...settings, barButtons: ["button1", "button4", "button3", "button7", "button6"] as const };
  const render = (w: Layer1Words) =>
    renderToStaticMarkup(<ConsentLayer settings={all} words={w} layer={ccpaLayer} />) +
    renderToStaticMarkup(<SettingsModal settings={all} words={w} snapshot={ccpaLayer.getSnapshot()} layer={ccpaLayer} returnFocusTo={() => null} onClose={() => {}} />);

  it("come only from the words given: every text and accessible name is one of them (or a category's name)", () => {
    const html = render(french);
    // Every text node and accessible name, whole.
    const shown = [...html.matchAll(/>([^<]+)</g), ...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!.replace("&amp;", "&").trim());
    const given = new Set([...Object.values(french), french.privacyOverview.slice(0, 250).trim() + "...", ...all.categories.map((c) => c.name), "×"]);
    expect(shown.filter((text) => !given.has(text))).toEqual([]);
    for (const word of [french.barLabel, french.accept, french.settings, french.ccpaOptOut, french.showAgain, french.settingsTitle, french.close, french.showMore, french.alwaysEnabled, french.disabled, french.enableAll, french.saveAndAccept]) {
      expect(shown).toContain(word);
    }
  });

  it("set no language of their own: the page's <html lang> covers them", () => {
    expect(render(french)).not.toMatch(/\slang=/);
  });
});

describe("helpers", () => {
  it("darkens a colour by 20%", () => {
    expect(darken("#ffffff")).toBe("#cccccc");
    expect(darken("#336699")).toBe("#29527a");
  });

  it("computes popup and widget sizes from the window (docs/behaviour/consent-layer-1.md#the-bar)", () => {
    expect(barSizes(1280, 800)).toEqual({ "--cli-popup-w": "500px", "--cli-widget-w": "300px", "--cli-max-h": "760px" });
    expect(barSizes(700, 600)["--cli-popup-w"]).toBe("680px");
    expect(barSizes(701, 600)["--cli-popup-w"]).toBe("500px");
    expect(barSizes(400, 600)["--cli-widget-w"]).toBe("370px");
    expect(barSizes(401, 600)["--cli-widget-w"]).toBe("300px");
  });

  it("strips tables and cuts the privacy text at 250 characters", () => {
    const text = privacyPlainText("<p>Hello <b>you</b></p><table><tr><td>secret</td></tr></table>");
    expect(text).toBe("Hello you");
    expect(truncatePrivacy("x".repeat(250))).toEqual({ short: "x".repeat(250), truncated: false });
    expect(truncatePrivacy("x".repeat(251))).toEqual({ short: `${"x".repeat(250)}...`, truncated: true });
  });
});
