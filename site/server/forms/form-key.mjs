// @ts-check
/**
 * The spam-protection keys of the forms (docs/behaviour/server.md#spam-protection): a
 * page whose form has the check field asks the server for one, and sends it back with
 * the form. A key is signed by the server (HMAC-SHA256 with the site's secret), names its
 * form, when the visitor started (the key's first issue) and when this key was issued:
 *
 *     v1.<form>.<started, base 36>.<issued, base 36>.<nonce>.<signature>
 *
 * It is short-lived (`ttlMs` after its issue) and only good `minFillMs` after the start:
 * a person needs longer than that to fill a form, a script does not. A key re-issued
 * after one expired, or for a second try, keeps the first start.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const VERSION = "v1";
const FORM_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PART = /^[a-z0-9]{1,12}$/;
const NONCE = /^[A-Za-z0-9_-]{11}$/;

/**
 * @typedef {object} KeyOptions
 * @property {number} ttlMs how long a key is good after its issue. Default one hour: time to write a long message.
 * @property {number} minFillMs how long after the start a key becomes good. Default 3000.
 * @property {number} skewMs how far in the future an issue time may lie (several instances' clocks). Default 5000.
 * @property {() => number} clock milliseconds since 1970. Default Date.now.
 */

/** @type {KeyOptions} */
export const defaultKeyOptions = { ttlMs: 60 * 60 * 1000, minFillMs: 3000, skewMs: 5000, clock: Date.now };

/**
 * Why a key was refused: `missing`, `malformed`, `forged` (bad signature), `other-form`,
 * `future` (issued ahead of the clock) — all only a script produces; `expired` (a person
 * who left the page open) and `too-fast`.
 * @typedef {"missing" | "malformed" | "forged" | "other-form" | "future" | "expired" | "too-fast"} KeyProblem
 */

/**
 * @typedef {{ ok: true, startedAt: number } | { ok: false, problem: KeyProblem, startedAt?: number }} KeyCheck
 * `startedAt` is given whenever the key's signature holds, so a new key can keep it.
 */

/**
 * @param {{ secret: string } & Partial<KeyOptions>} options
 */
export function createFormKeys(options) {
  const { secret, ttlMs, minFillMs, skewMs, clock } = { ...defaultKeyOptions, ...options };
  if (!secret || secret.length < 16) throw new Error("form keys need a secret of at least 16 characters");
  const sign = (/** @type {string} */ payload) => createHmac("sha256", secret).update(payload).digest();

  return {
    ttlMs,
    minFillMs,
    /**
     * A new key for `form`; `startedAt` carries the first key's start over to a new one.
     * @param {string} form
     * @param {{ startedAt?: number }} [from]
     */
    issue(form, from = {}) {
      if (!FORM_NAME.test(form)) throw new Error(`not a form name: ${form}`);
      const issuedAt = clock();
      const startedAt = Math.min(from.startedAt ?? issuedAt, issuedAt);
      const payload = [VERSION, form, startedAt.toString(36), issuedAt.toString(36), randomBytes(8).toString("base64url")].join(".");
      return {
        key: `${payload}.${sign(payload).toString("base64url")}`,
        /** When the form may be sent with it (milliseconds since 1970). */
        notBefore: startedAt + minFillMs,
        expiresAt: issuedAt + ttlMs,
      };
    },

    /**
     * @param {unknown} key what the form sent
     * @param {string} form the form it was sent to
     * @returns {KeyCheck}
     */
    check(key, form) {
      if (key === undefined || key === null || key === "") return { ok: false, problem: "missing" };
      if (typeof key !== "string" || key.length > 200) return { ok: false, problem: "malformed" };
      const parts = key.split(".");
      const [version, keyForm, started, issued, nonce, signature] = parts;
      if (parts.length !== 6 || version !== VERSION || !FORM_NAME.test(keyForm ?? "") || !PART.test(started ?? "") || !PART.test(issued ?? "") || !NONCE.test(nonce ?? "")) {
        return { ok: false, problem: "malformed" };
      }
      const expected = sign(parts.slice(0, 5).join("."));
      const given = Buffer.from(signature ?? "", "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: "forged" };
      const startedAt = parseInt(/** @type {string} */ (started), 36);
      const issuedAt = parseInt(/** @type {string} */ (issued), 36);
      if (keyForm !== form) return { ok: false, problem: "other-form" };
      const now = clock();
      if (issuedAt > now + skewMs || startedAt > issuedAt) return { ok: false, problem: "future" };
      if (now - issuedAt > ttlMs) return { ok: false, problem: "expired", startedAt };
      if (now - startedAt < minFillMs) return { ok: false, problem: "too-fast", startedAt };
      return { ok: true, startedAt };
    },
  };
}

/** @typedef {ReturnType<typeof createFormKeys>} FormKeys */
