import { defineConsentVariant } from "./define-variant";

/** A script that records, in order, that it ran (`window.__ran`). */
export const recordRun = (name: string) => `(window.__ran = window.__ran || []).push(${JSON.stringify(name)});`;

/** Test hosts the scripts load from; the browser tests answer them with routes. */
export const ADS_HOST = "ads.vitrine.test";
export const STATS_HOST = "stats.vitrine.test";
export const VITALS_HOST = "vitals.vitrine.test";

/** The value a cookie scanner puts in `?cli_bypass=` on this site. */
export const SCANNER_VALUE = "scan-2f9c41d7";

/**
 * Blocked scripts in every category, inline and external, head and body, classic and
 * module (after the demo's analytics tag), and the synthetic DOMContentLoaded after
 * activation (triggerDomRefresh). The module is external: an inline module runs later
 * than its turn, as modules do. A cookie scanner may bypass blocking with SCANNER_VALUE.
 */
export default defineConsentVariant({
  triggerDomRefresh: true,
  bypassValue: SCANNER_VALUE,
  scripts: [
    { category: "necessary", code: recordRun("necessary-inline") },
    { category: "functional", code: recordRun("functional-inline") + `document.addEventListener("DOMContentLoaded", function () { ${recordRun("functional-dom-refresh")} });` },
    { category: "analytics", src: `https://${STATS_HOST}/count.js`, attributes: { "data-site": "hollow-oak", defer: true } },
    { category: "performance", src: `https://${VITALS_HOST}/vitals.js`, module: true, position: "body" },
    { category: "advertisement", src: `https://${ADS_HOST}/pixel.js`, position: "body", attributes: { async: true } },
    { category: "functional", code: recordRun("functional-body"), position: "body" },
  ],
});
