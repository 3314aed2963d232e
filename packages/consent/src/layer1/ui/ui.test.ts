// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryCookieJar } from "../../core/memory-cookie-jar";
import type { ConsentEnvironment } from "../../core/ports";
import { bootReadingOf } from "../../test-support/readings";
import { createLayer1, type AdapterOptions } from "../adapter";
import { createLayer1Engine } from "../engine";
import { renderLayer1Bar, renderShowAgainTab } from "./markup";
import { openSettingsModal } from "./settings-modal";
import { settings as popup, settingsView, words } from "./test-fixtures";
import type { ConsentUiSettings } from "./types";
import { createLayer1Ui, type Layer1Ui } from "./ui";

const categories = popup.categories.map(({ slug, locked }) => ({ slug, locked }));
const bottomBar: ConsentUiSettings = { ...popup, cookieBarAs: "bar", popupOverlay: false };
let ui: Layer1Ui | undefined;

afterEach(() => {
  ui?.destroy();
  ui = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
});

/**
 * A page as the build writes it — the bar after a link, some content, the tab at the
 * page's end — taken over by the UI over a real engine and a memory cookie jar.
 */
function page(options: { settings?: ConsentUiSettings; cookies?: Record<string, string>; layer?: Partial<AdapterOptions>; ccpaControl?: boolean; suppressed?: boolean } = {}) {
  const settings = options.settings ?? bottomBar;
  const cookies = options.cookies ?? {};
  const reading = bootReadingOf({ categories, layer1: { version: 1 } }, cookies);
  const env: ConsentEnvironment = { jar: createMemoryCookieJar(cookies), search: "", reading: () => reading, activate: (_request, done) => done(), reload: vi.fn() };
  const layerOptions = { categories, ...options.layer };
  const engine = createLayer1Engine(layerOptions, env);
  const layer = createLayer1(engine, layerOptions);
  engine.start();
  document.body.innerHTML =
    '<a href="#main" id="skip">Skip</a>' +
    renderLayer1Bar(settings, words, { ccpaControl: options.ccpaControl ?? false, manual: false, suppressed: options.suppressed ?? false }) +
    '<header><a href="/" id="home">Home</a></header><main id="main"><a href="#" id="change" class="cli_manage_current_consent">Change consent</a></main>' +
    `<footer>${renderShowAgainTab(settings, words)}</footer>`;
  const root = document.querySelector<HTMLElement>(".cli-root")!;
  const loadSettings = vi.fn(() => Promise.resolve(openSettingsModal.bind(null, settingsView)));
  ui = createLayer1Ui(root, layer, { loadSettings });
  return { engine, layer, root, loadSettings, env };
}

const bar = () => document.getElementById("cookie-law-info-bar")!;
const tab = () => document.getElementById("cookie-law-info-again")!;
const control = (name: string) => Array.from(document.querySelectorAll<HTMLElement>("button, a, label")).find((el) => el.textContent === name)!;
const dialog = () => document.querySelector<HTMLElement>('.cli-modal [role="dialog"]');
const switchOf = (slug: string) => document.querySelector<HTMLInputElement>(`[data-cli-switch="${slug}"]`)!;
const press = (key: string) => document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

describe("the bar", () => {
  it("shows for a new visitor, and each button does what it says", () => {
    const { root, engine } = page();
    expect(root.getAttribute("data-cli-visible")).toBe("true");
    expect(tab().getAttribute("data-cli-visible")).toBe("false");
    control("Reject All").click();
    expect(engine.getSnapshot().decision.consent).toBe("no");
    expect(root.getAttribute("data-cli-visible")).toBe("false");
    expect(tab().getAttribute("data-cli-visible")).toBe("true");
    tab().click();
    expect(root.getAttribute("data-cli-visible")).toBe("true");
    control("Accept All").click();
    expect(engine.getSnapshot().decision).toMatchObject({ consent: "yes", categories: { necessary: true, analytics: true, marketing: true } });
  });

  it("stays closed for a visitor who answered, with the tab showing", () => {
    const { root } = page({ cookies: { viewed_cookie_policy: "yes" } });
    expect(root.getAttribute("data-cli-visible")).toBe("false");
    expect(tab().getAttribute("data-cli-visible")).toBe("true");
  });

  it("on the read-more page with hideBarOnPage, closes without answering; a manage link still opens it", () => {
    const { root, engine } = page({ suppressed: true });
    expect(root.getAttribute("data-cli-visible")).toBe("false");
    expect(root.hasAttribute("data-cli-manual")).toBe(true);
    expect(engine.getSnapshot().decision.consent).toBeNull();
    document.getElementById("change")!.click();
    expect(root.getAttribute("data-cli-visible")).toBe("true");
  });

  it("writes the popup and widget sizes 500 ms after the last resize (the stylesheet has the same formulas for the first paint)", () => {
    vi.useFakeTimers();
    const { root } = page({ settings: popup });
    expect(root.style.getPropertyValue("--cli-popup-w")).toBe("");
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(499);
    expect(root.style.getPropertyValue("--cli-popup-w")).toBe("");
    vi.advanceTimersByTime(1);
    expect(root.style.getPropertyValue("--cli-popup-w")).toBe(`${document.documentElement.clientWidth > 700 ? 500 : document.documentElement.clientWidth - 20}px`);
  });

  it("once destroyed, its buttons and the tab do nothing and the modal is gone", async () => {
    const { engine } = page();
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    ui!.destroy();
    ui = undefined;
    expect(dialog()).toBeNull();
    control("Reject All").click();
    tab().click();
    expect(engine.getSnapshot().decision.consent).toBeNull();
  });
});

describe("focus", () => {
  it("a modal popup takes focus at once and keeps it; a bar waits for Tab", () => {
    page({ settings: popup });
    expect(document.activeElement).toBe(bar());
    document.body.replaceChildren();
    ui!.destroy();
    page();
    expect(document.activeElement).toBe(document.body);
  });

  it("after a choice made in the bar, focus goes on to the next control after it, not to <body> or the page's end", () => {
    page();
    control("Reject All").focus();
    control("Reject All").click();
    expect(document.activeElement?.id).toBe("home");
  });

  it("reopened from the tab, the bar takes focus and gives it back to the tab after the choice", () => {
    page({ cookies: { viewed_cookie_policy: "no" } });
    tab().focus();
    tab().click();
    expect(document.activeElement).toBe(bar());
    control("Accept All").focus();
    control("Accept All").click();
    expect(document.activeElement).toBe(tab());
  });

  it("a popup reopened from a manage-consent link takes focus and gives it back to the link after the choice", () => {
    page({ settings: popup, cookies: { viewed_cookie_policy: "no" } });
    const link = document.getElementById("change")!;
    link.focus();
    link.click();
    expect(bar().getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(bar());
    control("Reject All").focus();
    control("Reject All").click();
    expect(document.querySelector(".cli-root")!.getAttribute("data-cli-visible")).toBe("false");
    expect(document.activeElement).toBe(link);
  });

  it("a bar at the top hands focus to its tab, which takes its place", () => {
    page({ settings: { ...bottomBar, barPosition: "top" } });
    control("Reject All").focus();
    control("Reject All").click();
    expect(document.activeElement).toBe(tab());
    expect(tab().getAttribute("data-cli-edge")).toBe("top");
  });
});

describe("the CCPA control", () => {
  it("as a checkbox, records the opt-out without answering", () => {
    const { engine } = page({ settings: { ...bottomBar, button6: { ...bottomBar.button6, style: "checkbox" } }, ccpaControl: true, layer: { ccpaEnabled: true, ccpaType: "ccpa_gdpr" } });
    const box = document.querySelector<HTMLInputElement>('[data-cli-ccpa] input[type="checkbox"]')!;
    box.click();
    expect(engine.getSnapshot().decision).toMatchObject({ consent: null, ccpaOptout: true });
    expect(box.checked).toBe(true);
  });

  it("as a link, asks first: Confirm opts out", async () => {
    const confirm = vi.fn(() => true);
    const { engine } = page({ ccpaControl: true, layer: { ccpaEnabled: true, ccpaType: "ccpa_gdpr", confirm, ccpaOptOutPrompt: "Sure?" } });
    control("Do not sell my personal information").click();
    await vi.waitFor(() => expect(engine.getSnapshot().decision.ccpaOptout).toBe(true));
    expect(confirm).toHaveBeenCalledWith("Sure?");
  });

  it("is hidden where the visitor's region says it does not apply", async () => {
    page({ ccpaControl: true, layer: { ccpaEnabled: true, ccpaType: "ccpa_gdpr", ccpaRegionBased: true, ccpaRegion: () => "outside" } });
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>("[data-cli-ccpa]")!.hidden).toBe(true));
  });
});

describe("the settings modal", () => {
  it("loads on first open only, and opens as a modal dialog named by its title, with focus inside", async () => {
    const { loadSettings, engine } = page();
    expect(loadSettings).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog()!.getAttribute("aria-labelledby")!)!.textContent).toBe("Cookie settings");
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    engine.closePreferences();
    expect(dialog()).toBeNull();
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(loadSettings).toHaveBeenCalledTimes(1);
  });

  it("a switch saves its category at once; the save button says what it will save, and saves and accepts", async () => {
    const { engine } = page();
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(document.querySelector('[data-cli-switch="necessary"]'), "a locked category has no switch").toBeNull();
    expect(control("Always Enabled")).toBeUndefined();
    expect(dialog()!.textContent).toContain("Always Enabled");
    expect(control("Save: necessary cookies only")).toBeDefined();
    switchOf("analytics").click();
    expect(engine.getSnapshot().decision.categories.analytics).toBe(true);
    expect(engine.getSnapshot().decision.consent).toBeNull();
    expect(switchOf("analytics").closest(".cli-switch")!.textContent).toBe("Enabled");
    control("Save & Accept").focus();
    control("Save & Accept").click();
    expect(engine.getSnapshot().decision).toMatchObject({ consent: "yes", categories: { analytics: true, marketing: false } });
    expect(dialog()).toBeNull();
    expect(document.activeElement?.id, "the modal and the bar are gone: focus goes on after the bar").toBe("home");
  });

  it("Enable all and Disable all switch every category but the locked one", async () => {
    const { engine } = page();
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    control("Enable all").click();
    expect([switchOf("analytics").checked, switchOf("marketing").checked]).toEqual([true, true]);
    control("Disable all").click();
    expect([switchOf("analytics").checked, switchOf("marketing").checked]).toEqual([false, false]);
    expect(engine.getSnapshot().decision.categories.necessary).toBe(true);
    expect(control("Save: necessary cookies only")).toBeDefined();
  });

  it("opens a category's description, and the whole overview with Show more", async () => {
    page();
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const analytics = control("Analytics");
    const panel = document.getElementById(analytics.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    analytics.click();
    expect([analytics.getAttribute("aria-expanded"), panel.hidden]).toEqual(["true", false]);
    const overview = document.querySelector(".cli-privacy-content")!;
    expect(overview.textContent!.endsWith("...")).toBe(true);
    control("Show more").click();
    expect(overview.textContent).toBe(settingsView.words.privacyOverview.trim());
    control("Show less").click();
    expect(overview.textContent!.endsWith("...")).toBe(true);
  });

  it("whose code fails to load: the settings close, the question stays open, and retry loads them afresh", async () => {
    const { layer, root } = page();
    ui!.destroy();
    const failed = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/layer1-settings-x.js");
    const loadSettings = vi.fn().mockRejectedValueOnce(failed).mockResolvedValue(openSettingsModal.bind(null, settingsView));
    const onSettingsError = vi.fn();
    ui = createLayer1Ui(root, layer, { loadSettings, onSettingsError });
    control("Cookie Settings").click();
    await vi.waitFor(() => expect(onSettingsError).toHaveBeenCalledTimes(1));
    expect(onSettingsError.mock.calls[0]![0]).toBe(failed);
    expect(layer.getSnapshot()).toMatchObject({ settingsOpen: false, barVisible: true });
    onSettingsError.mock.calls[0]![1]();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(loadSettings).toHaveBeenCalledTimes(2);
  });

  it("closes on Escape and gives focus back to the control that opened it", async () => {
    page();
    const opener = control("Cookie Settings");
    opener.focus();
    opener.click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    press("Escape");
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
