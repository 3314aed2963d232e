import { describe, expect, it } from "vitest";
import { barSizes } from "./bar-size";
import { darken } from "./colour";
import { renderLayer1Bar, renderShowAgainTab } from "./markup";
import { privacyPlainText, truncatePrivacy } from "./privacy-text";
import { renderSettingsModal } from "./settings-markup";
import { french, settings, settingsView, words } from "./test-fixtures";

const page = { ccpaControl: false, manual: false, suppressed: false };

describe("renderLayer1Bar", () => {
  const html = renderLayer1Bar(settings, words, page);

  it("writes the plugin's markup with no visibility attribute, so CSS alone decides until the code drives it", () => {
    expect(html).toContain('id="cookie-law-info-bar"');
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain('data-cli-style="popup"');
    expect(html).toContain('role="dialog" aria-modal="true"');
    expect(html).not.toContain("data-cli-visible");
  });

  it("writes the configured buttons in order, each with the action it does and its hover colour", () => {
    const order = ["Cookie Settings", "Reject All", "Accept All"].map((t) => html.indexOf(`>${t}<`));
    expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
    expect(html).toMatch(/data-cli-action="reject-all">Reject All</);
    expect(html).toMatch(/data-cli-action="settings" aria-haspopup="dialog">Cookie Settings</);
    expect(html).toContain("--cli-hover:#000000");
    expect(html).toContain(`--cli-hover:${darken("#336699")}`);
    expect(html).toContain('href="/privacy-policy"');
  });

  it("writes the CCPA control only when it applies, and marks a bar that never shows by itself", () => {
    expect(html).not.toContain("Do not sell");
    const ccpa = renderLayer1Bar(settings, words, { ...page, ccpaControl: true });
    expect(ccpa).toContain('data-cli-action="ccpa-link" data-cli-ccpa="">Do not sell my personal information<');
    expect(renderLayer1Bar(settings, words, { ...page, manual: true })).toContain("data-cli-manual");
    expect(renderLayer1Bar(settings, words, { ...page, suppressed: true })).toMatch(/data-cli-manual data-cli-suppressed/);
  });

  it("escapes every word", () => {
    expect(renderLayer1Bar(settings, { ...words, message: '<img src=x onerror="1">' }, page)).toContain("&lt;img src=x onerror=&quot;1&quot;&gt;");
  });
});

describe("renderShowAgainTab", () => {
  it("is a button at its edge, only when enabled", () => {
    expect(renderShowAgainTab(settings, words)).toMatch(/^<button type="button" id="cookie-law-info-again" class="cli-tab" data-cli-edge="bottom"[^>]*>Manage consent<\/button>$/);
    expect(renderShowAgainTab({ ...settings, cookieBarAs: "bar", barPosition: "top" }, words)).toContain('data-cli-edge="top"');
    expect(renderShowAgainTab({ ...settings, showAgainTab: false }, words)).toBe("");
  });
});

describe("layer 1's words", () => {
  const html = renderLayer1Bar({ ...settings, barButtons: ["button1", "button4", "button3", "button7", "button6"] }, french.bar, { ...page, ccpaControl: true }) +
    renderShowAgainTab(settings, french.bar) +
    renderSettingsModal({ ...settingsView, words: french.settings });

  it("come only from the words given: every text and accessible name is one of them (or a category's name or description)", () => {
    const shown = [...html.matchAll(/>([^<]+)</g), ...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!.replace("&amp;", "&").trim());
    const given = new Set([
      ...Object.values(french.bar),
      ...Object.values(french.settings),
      truncatePrivacy(french.settings.privacyOverview).short,
      ...settingsView.categories.flatMap((c) => [c.name, c.description]),
      "×",
    ]);
    expect(shown.filter((text) => !given.has(text))).toEqual([]);
    for (const word of [french.bar.barLabel, french.bar.accept, french.bar.settings, french.bar.ccpaOptOut, french.bar.showAgain, french.settings.settingsTitle, french.settings.close, french.settings.showMore, french.settings.alwaysEnabled, french.settings.disabled, french.settings.enableAll, french.settings.saveAndAccept]) {
      expect(shown).toContain(word);
    }
  });

  it("set no language of their own: the page's <html lang> covers them", () => {
    expect(html).not.toMatch(/\slang=/);
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

  it("strips tables from the privacy text", () => {
    expect(privacyPlainText("<p>Hello <b>you</b></p><table><tr><td>secret</td></tr></table>")).toBe("Hello you");
  });

  it("cuts the privacy text within 250 characters at a word boundary, never mid-word", () => {
    expect(truncatePrivacy("x".repeat(250))).toEqual({ short: "x".repeat(250), truncated: false });
    // A single word longer than the limit is the only thing cut inside a word.
    expect(truncatePrivacy("x".repeat(251))).toEqual({ short: `${"x".repeat(250)}...`, truncated: true });
    const text = "This website uses cookies to improve your experience while you navigate through the website. ".repeat(4);
    const { short, truncated } = truncatePrivacy(text);
    expect(truncated).toBe(true);
    expect(short.length).toBeLessThanOrEqual(253);
    const kept = short.slice(0, -3);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length), "the cut falls before a space").toBe(" ");
    expect(kept).toBe(text.slice(0, 250).replace(/\s+\S*$/, ""));
    // A cut that falls right after a word keeps it; a comma before the dots goes.
    expect(truncatePrivacy(`${"a".repeat(245)} bcd, more words`, 250).short).toBe(`${"a".repeat(245)} bcd...`);
    expect(truncatePrivacy(`${"a".repeat(246)} bcd more words`, 250).short).toBe(`${"a".repeat(246)} bcd...`);
  });
});
