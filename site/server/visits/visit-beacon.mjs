// @ts-check
/**
 * What a visit beacon may say (docs/behaviour/visits.md#the-endpoint), checked field by
 * field: two shapes, `view` and `vitals`, each with its fields and nothing more. Anything
 * else is refused whole, so nothing a script makes up reaches the counts as free text.
 */
import { METRICS } from "./vitals-buckets.mjs";

export const VISIT_PATH = "/api/visit";
/** The beacon is a few hundred bytes; 1 KB leaves room and no more. */
export const MAX_VISIT_BODY_BYTES = 1024;
export const PAGE_KINDS = /** @type {const} */ (["home", "page", "post", "journal", "product", "shop", "cart", "other"]);
export const SCREENS = /** @type {const} */ (["phone", "tablet", "desktop"]);
const MAX_PATH = 300;
/** An address path, already percent-encoded by the browser: no query, fragment, space or control character. */
const PATH = /^\/(?!\/)[^\s?#\\\p{Cc}]*$/u;
const LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i;
/** A host name only: no scheme, port, path or user. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** The largest value kept per metric (ms, or unitless CLS); more is a broken measure. */
const LIMITS = { lcp: 600_000, inp: 600_000, ttfb: 600_000, cls: 100 };

/**
 * @typedef {{ t: "view", path: string, kind: string, lang: string, ref: string, screen: string }} ViewBeacon
 * @typedef {{ t: "vitals", path: string, kind: string, lang: string } & Partial<Record<import("./vitals-buckets.mjs").Metric, number>>} VitalsBeacon
 * @typedef {ViewBeacon | VitalsBeacon} VisitBeacon
 */

/** @param {unknown} value @param {string[]} allowed */
const onlyKeys = (value, allowed) => Object.keys(/** @type {object} */ (value)).every((key) => allowed.includes(key));

/**
 * @param {unknown} body the parsed JSON
 * @returns {{ ok: true, beacon: VisitBeacon } | { ok: false, reason: string }}
 */
export function readVisitBeacon(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, reason: "not an object" };
  const b = /** @type {Record<string, unknown>} */ (body);
  if (b.t !== "view" && b.t !== "vitals") return { ok: false, reason: "t" };
  if (typeof b.path !== "string" || b.path.length > MAX_PATH || !PATH.test(b.path)) return { ok: false, reason: "path" };
  if (typeof b.kind !== "string" || !(/** @type {readonly string[]} */ (PAGE_KINDS).includes(b.kind))) return { ok: false, reason: "kind" };
  if (typeof b.lang !== "string" || !LANG.test(b.lang)) return { ok: false, reason: "lang" };
  const common = { path: b.path, kind: b.kind, lang: b.lang.toLowerCase() };
  if (b.t === "view") {
    if (!onlyKeys(b, ["t", "path", "kind", "lang", "ref", "screen"])) return { ok: false, reason: "unknown field" };
    if (typeof b.ref !== "string" || (b.ref !== "" && !HOST.test(b.ref))) return { ok: false, reason: "ref" };
    if (typeof b.screen !== "string" || !(/** @type {readonly string[]} */ (SCREENS)).includes(b.screen)) return { ok: false, reason: "screen" };
    return { ok: true, beacon: { t: "view", ...common, ref: b.ref.toLowerCase(), screen: b.screen } };
  }
  if (!onlyKeys(b, ["t", "path", "kind", "lang", ...METRICS])) return { ok: false, reason: "unknown field" };
  /** @type {VitalsBeacon} */
  const beacon = { t: "vitals", ...common };
  for (const metric of METRICS) {
    const value = b[metric];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > LIMITS[metric]) return { ok: false, reason: metric };
    beacon[metric] = value;
  }
  if (!METRICS.some((metric) => beacon[metric] !== undefined)) return { ok: false, reason: "no measure" };
  return { ok: true, beacon };
}
