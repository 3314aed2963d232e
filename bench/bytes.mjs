/**
 * Byte accounting for first-load JS and CSS. Pure functions: the browser collector
 * (collect.mjs) hands over what a page loaded, these sum it.
 *
 * Sizes: `raw` is the decoded body length in bytes; `gzip` is that body compressed
 * with zlib at level 9. Computing gzip ourselves (instead of reading transfer sizes)
 * keeps the figure independent of the server's compression level and of caching.
 * Inline scripts and styles are compressed one by one, so their gzip figure is an
 * upper bound of what they add to the compressed HTML.
 */
import { gzipSync } from "node:zlib";

/** @typedef {"script" | "style" | "data"} ResourceKind */
/**
 * @typedef {object} Resource
 * @property {ResourceKind} kind
 * @property {string} url the resource's URL; for inline content, the page URL
 * @property {boolean} inline true for <script>/<style> content inside the HTML
 * @property {string | Uint8Array} body
 * @property {boolean} [consentBoot] true for the inline <head> script the consent package marks as its boot script (BOOT_SCRIPT_ATTR)
 */
/** @typedef {{ raw: number, gzip: number, count: number }} Size */

/** Gzip size (level 9) of a string or bytes. */
export function gzipSize(body) {
  return gzipSync(toBuffer(body), { level: 9 }).length;
}

/** Byte length of a string (UTF-8) or bytes. */
export function rawSize(body) {
  return toBuffer(body).length;
}

function toBuffer(body) {
  return typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body);
}

/** @returns {Size} */
export function emptySize() {
  return { raw: 0, gzip: 0, count: 0 };
}

/** Adds sizes together. @param {Size[]} sizes @returns {Size} */
export function sumSizes(sizes) {
  return sizes.reduce(
    (total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, count: total.count + size.count }),
    emptySize(),
  );
}

/**
 * Drops repeated loads of the same external URL (a module that is both preloaded and
 * imported is downloaded once). Inline entries are never merged: two identical inline
 * scripts both ship in the HTML.
 * @param {Resource[]} resources
 */
export function dedupeResources(resources) {
  const seen = new Set();
  return resources.filter((resource) => {
    if (resource.inline) return true;
    const key = `${resource.kind} ${resource.url.split("#")[0]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Size of one resource. @param {Resource} resource @returns {Size} */
export function sizeOf(resource) {
  return { raw: rawSize(resource.body), gzip: gzipSize(resource.body), count: 1 };
}

/** The layer-1 bar's chunk (site/app/consent/layer1-bar.enhancer.ts): its framework-free UI; the settings modal is its own chunk, loaded on first open. */
export const CONSENT_UI_CHUNK = /\/layer1-bar-[\w-]+\.js$/;

/**
 * A string only React DOM's client carries (the key of its root containers), whatever
 * the bundler calls the chunk it is in: a script that has it loads React DOM.
 */
export const REACT_DOM_MARK = "__reactContainer$";

/** Whether a script's body is (or contains) React DOM's client. */
export function carriesReactDom(body) {
  return (typeof body === "string" ? body : Buffer.from(body).toString("utf8")).includes(REACT_DOM_MARK);
}

/**
 * First-load totals for one page.
 * @param {Resource[]} resources
 * @returns {{ js: Size, css: Size, data: Size, inlineScripts: Size, consentBoot: Size | null, consentUi: Size | null,
 *   reactDom: string[], largest: Array<{ kind: ResourceKind, url: string, inline: boolean, raw: number, gzip: number }> }}
 */
export function accountResources(resources) {
  const sized = dedupeResources(resources).map((resource) => ({ resource, size: sizeOf(resource) }));
  const total = (predicate) => sumSizes(sized.filter(({ resource }) => predicate(resource)).map(({ size }) => size));
  const boot = sized.filter(({ resource }) => resource.consentBoot);
  const consentUi = sized.filter(({ resource }) => resource.kind === "script" && !resource.inline && CONSENT_UI_CHUNK.test(resource.url.split(/[?#]/)[0]));
  return {
    js: total((r) => r.kind === "script"),
    css: total((r) => r.kind === "style"),
    data: total((r) => r.kind === "data"),
    inlineScripts: total((r) => r.kind === "script" && r.inline),
    consentBoot: boot.length > 0 ? sumSizes(boot.map(({ size }) => size)) : null,
    consentUi: consentUi.length > 0 ? sumSizes(consentUi.map(({ size }) => size)) : null,
    // The scripts that brought React DOM, by address: none before any interaction (docs/decisions/035).
    reactDom: sized.filter(({ resource }) => resource.kind === "script" && carriesReactDom(resource.body)).map(({ resource }) => (resource.inline ? "inline <script>" : resource.url)),
    largest: sized
      .map(({ resource, size }) => ({ kind: resource.kind, url: resource.url, inline: resource.inline, raw: size.raw, gzip: size.gzip }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}
