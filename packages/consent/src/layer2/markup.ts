import { ACTION_ATTR, CATEGORY_ATTR, CLASSES, SERVICE_ATTR, type Layer2Action } from "./names";
import type { Layer2CategoryView, Options } from "./options";
import { BUILT_IN_STYLE, STRUCTURE_STYLE } from "./style";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const button = (action: Layer2Action, text: string, extra = "") =>
  `<button type="button" class="wpconsent-button wpconsent-button-${action}" ${ACTION_ATTR}="${action}"${extra}>${escapeHtml(text)}</button>`;
const closeButton = (action: Layer2Action, label: string) =>
  `<button type="button" class="wpconsent-close" ${ACTION_ATTR}="${action}" aria-label="${escapeHtml(label)}"><span aria-hidden="true">×</span></button>`;

function banner(o: Options): string {
  const t = o.texts;
  const modal = o.layout === "modal";
  const buttons = [
    o.acceptButton ? button("accept-all", t.acceptAll) : "",
    o.cancelButton ? button("cancel-all", t.cancelAll) : "",
    o.preferencesButton ? button("preferences", t.preferences, ` aria-haspopup="dialog"`) : "",
  ].join("");
  const role = modal ? ` role="dialog" aria-modal="true"` : "";
  return (
    `<div class="wpconsent-slot wpconsent-slot-banner" data-layout="${o.layout}">` +
    (modal ? `<div class="wpconsent-backdrop"></div>` : "") +
    `<section class="${CLASSES.banner}" data-layout="${o.layout}" data-position="${o.position}"${role} aria-label="${escapeHtml(t.bannerLabel)}" tabindex="-1">` +
    `<div class="wpconsent-banner-body"><p class="wpconsent-message">${escapeHtml(t.bannerMessage)}</p>` +
    `<p class="${CLASSES.override}">${escapeHtml(t.gpcOverride)}</p></div>` +
    `<div class="wpconsent-buttons">${buttons}</div>${closeButton("close-banner", t.close)}</section></div>`
  );
}

function category(c: Layer2CategoryView, o: Options): string {
  const t = o.texts;
  const id = `wpconsent-category-${c.slug}`;
  const locked = c.locked ? " checked disabled" : "";
  const services = c.services
    .map((s) => {
      const sid = `wpconsent-service-${s.slug}`;
      const desc = s.description ? `<p class="wpconsent-description" id="${sid}-description">${escapeHtml(s.description)}</p>` : "";
      const described = s.description ? ` aria-describedby="${sid}-description"` : "";
      return (
        `<li class="wpconsent-service"><div class="wpconsent-row"><input type="checkbox" id="${sid}" ${SERVICE_ATTR}="${s.slug}" ${CATEGORY_ATTR}="${c.slug}"${locked}${described}>` +
        `<label for="${sid}">${escapeHtml(s.name)}</label></div>${desc}</li>`
      );
    })
    .join("");
  const accordion = c.services.length
    ? `<button type="button" class="wpconsent-accordion" ${ACTION_ATTR}="toggle" aria-expanded="false" aria-controls="${id}-services">${escapeHtml(t.showServices)}</button>` +
      `<ul class="wpconsent-services" id="${id}-services" hidden>${services}</ul>`
    : "";
  const desc = c.description ? `<p class="wpconsent-description" id="${id}-description">${escapeHtml(c.description)}</p>` : "";
  return (
    `<li class="wpconsent-category"><div class="wpconsent-row"><input type="checkbox" id="${id}" ${CATEGORY_ATTR}="${c.slug}"${locked}${c.description ? ` aria-describedby="${id}-description"` : ""}>` +
    `<label for="${id}">${escapeHtml(c.name)}</label>${c.locked ? `<span class="wpconsent-always">${escapeHtml(t.alwaysOn)}</span>` : ""}</div>` +
    `${desc}${accordion}</li>`
  );
}

function preferences(o: Options): string {
  const t = o.texts;
  return (
    `<div class="wpconsent-slot wpconsent-slot-preferences"><div class="${CLASSES.preferences}"><div class="wpconsent-backdrop" ${ACTION_ATTR}="close-preferences"></div>` +
    `<div class="${CLASSES.dialog}" role="dialog" aria-modal="true" aria-labelledby="wpconsent-preferences-title" tabindex="-1">` +
    `<div class="wpconsent-head"><h2 class="${CLASSES.title}" id="wpconsent-preferences-title" tabindex="-1">${escapeHtml(t.preferencesTitle)}</h2>${closeButton("close-preferences", t.close)}</div>` +
    `<div class="wpconsent-body"><p>${escapeHtml(t.preferencesIntro)}</p><p class="${CLASSES.override}">${escapeHtml(t.gpcOverride)}</p>` +
    `<ul class="wpconsent-categories">${o.categories.map((c) => category(c, o)).join("")}</ul></div>` +
    // Reject all beside Accept all, whatever the banner's flags: refusing is as easy as agreeing, here too.
    `<div class="wpconsent-foot">${button("accept-all", t.acceptAll)}${button("cancel-all", t.cancelAll)}${button("save", t.save)}${button("close-preferences", t.close)}</div>` +
    `</div></div></div>`
  );
}

const COOKIE_ICON =
  `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm1 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6-1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"/></svg>`;

function floating(o: Options): string {
  if (!o.floatingEnabled) return "";
  return (
    `<div class="wpconsent-slot wpconsent-slot-floating"><button type="button" class="${CLASSES.floating}" ${ACTION_ATTR}="floating" ` +
    `aria-label="${escapeHtml(o.texts.floatingLabel)}" aria-haspopup="dialog">${COOKIE_ICON}</button></div>`
  );
}

function notice(o: Options): string {
  const t = o.texts;
  return (
    `<div class="wpconsent-slot wpconsent-slot-notice"><section class="${CLASSES.notice}" aria-label="${escapeHtml(t.gpcNotice)}">` +
    `<p><strong>${escapeHtml(t.gpcNotice)}</strong> ${escapeHtml(t.gpcNoticeDetail)}</p>` +
    `<div class="wpconsent-buttons">${button("preferences", t.preferences, ` aria-haspopup="dialog"`)}</div>${closeButton("close-notice", t.close)}</section></div>`
  );
}

/**
 * What the shadow root holds: the two styles (what shows when, and the look), the
 * banner (unless disabled), the preferences, the floating button and the GPC notice.
 * Pre-rendered, so a new visitor sees the banner before any script
 * (docs/behaviour/consent-layer-2.md#banner).
 */
function renderLayer2Content(o: Options): string {
  return (
    `<style>${STRUCTURE_STYLE}</style><style class="wpconsent-built-in">${BUILT_IN_STYLE}</style>` +
    (o.bannerEnabled ? banner(o) : "") +
    preferences(o) +
    floating(o) +
    notice(o)
  );
}

/**
 * The inside of the host element (`HOST_ID`): a declarative shadow root, which the HTML
 * parser attaches before the first paint; the build writes it into every page.
 */
export function renderLayer2Shadow(o: Options): string {
  return `<template shadowrootmode="open">${renderLayer2Content(o)}</template>`;
}
