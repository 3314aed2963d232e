import demo from "../../../site/site.config";
import { defineConsentVariant } from "./define-variant";

/** A script that records, in order, that it ran (`window.__ran`). */
export const recordRun = (name: string) => `(window.__ran = window.__ran || []).push(${JSON.stringify(name)});`;
/** The same for layer 2's scripts (`window.__ran2`), so layer 1's record stays its own. */
export const recordRun2 = (name: string) => `(window.__ran2 = window.__ran2 || []).push(${JSON.stringify(name)});`;

/** Test hosts the scripts load from; the browser tests answer them with routes. */
export const ADS_HOST = "ads.vitrine.test";
export const STATS_HOST = "stats.vitrine.test";
export const VITALS_HOST = "vitals.vitrine.test";
/** The host of a layer-2 service's external script. */
export const COUNTER_HOST = "counter.vitrine.test";

/**
 * Blocked scripts in every category, inline and external, head and body, classic and
 * module (after the demo's analytics tag), and the synthetic DOMContentLoaded after
 * activation (triggerDomRefresh). The module is external: an inline module runs later
 * than its turn, as modules do.
 * Layer 2's services own scripts too (docs/behaviour/consent-layer-2.md#blocked-scripts):
 * one essential, an external and an inline one under statistics, one under marketing.
 */
export default defineConsentVariant({
  triggerDomRefresh: true,
  scripts: [
    { category: "necessary", code: recordRun("necessary-inline") },
    { category: "functional", code: recordRun("functional-inline") + `document.addEventListener("DOMContentLoaded", function () { ${recordRun("functional-dom-refresh")} });` },
    { category: "analytics", src: `https://${STATS_HOST}/count.js`, attributes: { "data-site": "hollow-oak", defer: true } },
    { category: "performance", src: `https://${VITALS_HOST}/vitals.js`, module: true, position: "body" },
    { category: "advertisement", src: `https://${ADS_HOST}/pixel.js`, position: "body", attributes: { async: true } },
    { category: "functional", code: recordRun("functional-body"), position: "body" },
  ],
}, {
  categories: demo.layer2.categories!.map((c) => {
    if (c.slug === "essential") return { ...c, services: [{ slug: "uptime", name: "Uptime check", scripts: [{ code: recordRun2("essential-uptime") }] }] };
    if (c.slug === "statistics") {
      const counter = { slug: "counter", name: "Visit counter", hosts: [COUNTER_HOST], scripts: [{ src: `https://${COUNTER_HOST}/c.js` }, { code: recordRun2("statistics-after-counter") }] };
      return { ...c, services: [...(c.services ?? []), counter] };
    }
    return { ...c, services: (c.services ?? []).map((s) => (s.slug === "youtube" ? { ...s, scripts: [{ code: recordRun2("marketing-youtube") }] } : s)) };
  }),
});

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = ["/"];
