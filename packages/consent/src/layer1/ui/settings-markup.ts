import { attributes, buttonStyle, escapeHtml } from "./html";
import { ACTION_ATTR, CATEGORY_ATTR, SWITCH_ATTR, type SettingsAction } from "./names";
import { privacyPlainText, truncatePrivacy } from "./privacy-text";
import type { CategoryView, SettingsView } from "./types";

export const SETTINGS_TITLE_ID = "cli-settings-title";
export const PRIVACY_TEXT_ID = "cli-privacy-content";
const panelId = (slug: string) => `cli-category-${slug}-panel`;

const action = (name: SettingsAction) => ({ [ACTION_ATTR]: name });

function category(c: CategoryView, view: SettingsView): string {
  const w = view.words;
  const control = c.locked
    ? `<span class="cli-necessary-caption">${escapeHtml(w.alwaysEnabled)}</span>`
    : `<label class="cli-switch"><input${attributes({ type: "checkbox", role: "switch", id: `wt-cli-checkbox-${c.slug}`, "aria-label": c.name, [SWITCH_ATTR]: c.slug })}>` +
      `<span class="cli-slider" aria-hidden="true"></span><span class="cli-switch-state" aria-hidden="true">${escapeHtml(w.disabled)}</span></label>`;
  return (
    `<div${attributes({ class: "cli-tab-section", [CATEGORY_ATTR]: c.slug })}><div class="cli-tab-header">` +
    `<button${attributes({ type: "button", class: "cli-tab-title", "aria-expanded": "false", "aria-controls": panelId(c.slug), ...action("toggle-category") })}>${escapeHtml(c.name)}</button>` +
    `${control}</div><div${attributes({ id: panelId(c.slug), class: "cli-tab-content", hidden: true })}><p>${escapeHtml(c.description)}</p></div></div>`
  );
}

/** "Privacy Overview", cut at a word boundary within 250 characters, with Show more only when it is longer. */
function privacyOverview(view: SettingsView): string {
  const w = view.words;
  const { short, truncated } = truncatePrivacy(privacyPlainText(w.privacyOverview));
  const more = truncated
    ? `<button${attributes({ type: "button", class: "cli-privacy-readmore", "aria-expanded": "false", "aria-controls": PRIVACY_TEXT_ID, ...action("privacy-more") })}>${escapeHtml(w.showMore)}</button>`
    : "";
  return (
    `<div class="cli-privacy-overview"><h3 class="cli-modal-subtitle">${escapeHtml(w.privacyOverviewTitle)}</h3>` +
    `<p${attributes({ id: PRIVACY_TEXT_ID, class: "cli-privacy-content" })}>${escapeHtml(short)}</p>${more}</div>`
  );
}

/**
 * The cookie settings modal (docs/behaviour/consent-layer-1.md#settings-modal), with every
 * switch off: the browser's code sets them from the visitor's choice as it opens it.
 */
export function renderSettingsModal(view: SettingsView): string {
  const w = view.words;
  const style = { "--cli-bar-bg": view.colours.background, "--cli-bar-fg": view.colours.text, "--cli-bar-border": view.colours.border, "--cli-font": view.font };
  const bulk = (name: SettingsAction, text: string) => `<button${attributes({ type: "button", class: "cli-modal-bulk-button", ...action(name) })}>${escapeHtml(text)}</button>`;
  return (
    `<div${attributes({ class: "cli-modal", style })}><div${attributes({ class: "cli-modal-backdrop", ...action("close-settings") })}></div>` +
    `<div${attributes({ class: "cli-modal-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": SETTINGS_TITLE_ID, tabindex: "-1" })}>` +
    `<div class="cli-modal-header"><h2${attributes({ id: SETTINGS_TITLE_ID, class: "cli-modal-title" })}>${escapeHtml(w.settingsTitle)}</h2>` +
    `<button${attributes({ type: "button", class: "cli-modal-close", "aria-label": w.close, ...action("close-settings") })}><span aria-hidden="true">×</span></button></div>` +
    `<div class="cli-modal-body">${privacyOverview(view)}${view.categories.map((c) => category(c, view)).join("")}</div>` +
    `<div class="cli-modal-footer"><div class="cli-modal-bulk">${bulk("enable-all", w.enableAll)}${bulk("disable-all", w.disableAll)}</div>` +
    `<button${attributes({ type: "button", class: "cli-btn cli_setting_save_button", style: buttonStyle(view.button1), ...action("save") })}>${escapeHtml(w.saveAndAccept)}</button></div>` +
    `</div></div>`
  );
}
