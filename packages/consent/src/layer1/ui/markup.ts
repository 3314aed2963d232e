import { attributes, buttonClass, buttonStyle, escapeHtml } from "./html";
import { ACTION_ATTR, BAR_ID, CCPA_ATTR, MANUAL_ATTR, ROOT_CLASS, SUPPRESSED_ATTR, TAB_ID, type BarAction } from "./names";
import type { BarButtonKey, BarWords, ButtonSettings, ConsentUiSettings } from "./types";

/** How the page being rendered starts, besides the settings (what the server snapshot of layer 1 says). */
export interface BarPage {
  /** Button 6 applies: CCPA on with a ccpa type (the browser's code may still hide it, by region). */
  readonly ccpaControl: boolean;
  /** The bar never shows by itself on this page view (custom integration, `ccpa` without bar). */
  readonly manual: boolean;
  /** This is the page button 2 links to, with hideBarOnPage on. */
  readonly suppressed: boolean;
}

/** A popup over a dimmed page blocks the page for the pointer, so it does for the keyboard too. */
export const isModalPopup = (settings: Pick<ConsentUiSettings, "cookieBarAs" | "popupOverlay">) => settings.cookieBarAs === "popup" && settings.popupOverlay;

/** Where the show-again tab hangs: the top edge for a bar at the top, else the bottom edge. */
export const tabEdge = (settings: Pick<ConsentUiSettings, "cookieBarAs" | "barPosition">) => (settings.cookieBarAs === "bar" ? settings.barPosition : "bottom");

const button = (action: BarAction, settings: ButtonSettings, className: string, text: string, extra: Record<string, string> = {}) =>
  `<button${attributes({ type: "button", class: buttonClass(settings, className), style: buttonStyle(settings), [ACTION_ATTR]: action, ...extra })}>${escapeHtml(text)}</button>`;

function ccpaControl(settings: ConsentUiSettings, text: string): string {
  const b6 = settings.button6;
  if (b6.style === "checkbox") {
    return `<label${attributes({ class: "cli-ccpa", style: buttonStyle(b6), [CCPA_ATTR]: true })}><input type="checkbox"${attributes({ [ACTION_ATTR]: "ccpa-checkbox" })}>${escapeHtml(text)}</label>`;
  }
  return button("ccpa-link", b6, "wt-cli-ccpa-opt-out", text, { [CCPA_ATTR]: "" });
}

function barButton(key: BarButtonKey, settings: ConsentUiSettings, words: BarWords, page: BarPage): string {
  switch (key) {
    case "button1":
      return button("accept", settings.button1, "cli_action_button cli-accept-button", words.accept);
    case "button3":
      return button("reject-all", settings.button3, "cli_action_button cli-reject-button", words.rejectAll);
    case "button7":
      return button("accept-all", settings.button7, "cli_action_button cli-accept-all-button", words.acceptAll);
    case "button4":
      return button("settings", settings.button4, "cli_settings_button", words.settings, { "aria-haspopup": "dialog" });
    case "button6":
      return page.ccpaControl ? ccpaControl(settings, words.ccpaOptOut) : "";
  }
}

/**
 * The bar, popup or widget with its overlay (docs/behaviour/consent-layer-1.md#the-bar),
 * pre-rendered in every page right after the skip link. consent.css shows it from the
 * first paint while `<html data-consent="pending">`, until the browser's code drives it
 * through `data-cli-visible`. The markup is the plugin's (ids, classes), so site CSS
 * written for it applies.
 */
export function renderLayer1Bar(settings: ConsentUiSettings, words: BarWords, page: BarPage): string {
  const modal = isModalPopup(settings);
  const root = attributes({
    class: ROOT_CLASS,
    "data-cli-style": settings.cookieBarAs,
    "data-cli-position": settings.barPosition,
    "data-cli-widget": settings.widgetPosition,
    "data-cli-header-fix": settings.headerFix,
    "data-cli-overlay": settings.popupOverlay,
    [MANUAL_ATTR]: page.manual || page.suppressed,
    [SUPPRESSED_ATTR]: page.suppressed,
    style: {
      "--cli-bar-bg": settings.colours.background,
      "--cli-bar-fg": settings.colours.text,
      "--cli-bar-border": settings.colours.border,
      "--cli-font": settings.font,
      "--cli-show-ms": `${settings.animateSpeedShow}ms`,
      "--cli-hide-ms": `${settings.animateSpeedHide}ms`,
    },
  });
  const bar = attributes({
    id: BAR_ID,
    class: "cli-bar",
    "aria-label": words.barLabel,
    role: modal ? "dialog" : undefined,
    "aria-modal": modal ? "true" : undefined,
    tabindex: "-1",
    // Sites subtract a sticky top bar's height from in-page scroll targets (docs/behaviour/in-page.md#in-page-links).
    "data-sticky-top-bar": settings.cookieBarAs === "bar" && settings.barPosition === "top" && settings.headerFix,
  });
  const readMore = settings.showReadMore
    ? ` <a${attributes({ href: settings.button2.url, id: "CONSTANT_OPEN_URL", class: buttonClass(settings.button2, "cli-plugin-main-link"), style: buttonStyle(settings.button2) })}>${escapeHtml(words.readMore)}</a>`
    : "";
  const heading = words.heading ? `<h2 class="cli-bar-heading">${escapeHtml(words.heading)}</h2>` : "";
  return (
    `<div${root}><div class="cli-overlay"></div><section${bar}><div class="cli-bar-container">` +
    `<div class="cli-bar-message">${heading}<p>${escapeHtml(words.message)}${readMore}</p></div>` +
    `<div class="cli-bar-btn_container">${settings.barButtons.map((key) => barButton(key, settings, words, page)).join("")}</div>` +
    `</div></section></div>`
  );
}

/**
 * The "Manage consent" tab (docs/behaviour/consent-layer-1.md#show-again-tab), or "" when
 * it is off. It sits in the page's flow at the edge it belongs to (the end of the page, or
 * its top for a bar at the top), so it covers nothing; consent.css shows it under
 * `<html data-consent="given">` until the browser's code drives it.
 */
export function renderShowAgainTab(settings: ConsentUiSettings, words: Pick<BarWords, "showAgain">): string {
  if (!settings.showAgainTab) return "";
  const tab = attributes({
    type: "button",
    id: TAB_ID,
    class: "cli-tab",
    "data-cli-edge": tabEdge(settings),
    [ACTION_ATTR]: "show-again",
    style: {
      "--cli-tab-x": settings.showAgainX,
      "--cli-bar-bg": settings.colours.background,
      "--cli-bar-fg": settings.colours.text,
      "--cli-bar-border": settings.colours.border,
      "--cli-font": settings.font,
    },
  });
  return `<button${tab}>${escapeHtml(words.showAgain)}</button>`;
}
