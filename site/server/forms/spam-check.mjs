// @ts-check
/**
 * The spam protection a form's submission passes before anything is stored or mailed
 * (docs/behaviour/server.md#spam-protection): the honeypot left empty, then a good key
 * (form-key.mjs). Shared by the site's forms (form-submission.mjs) and the shop's order
 * requests (docs/behaviour/shop.md#order-requests).
 */
import { SYSTEM_FIELDS } from "../../app/widgets/form/form-rules.mjs";

/** Key problems only a script produces: refused quietly. An expired or missing key is a person's. */
export const SCRIPT_PROBLEMS = new Set(["malformed", "forged", "other-form", "future", "too-fast"]);

/**
 * @typedef {{ kind: "pass", startedAt: number }
 *   | { kind: "quiet", reason: string }
 *   | { kind: "again", problem: import("./form-key.mjs").KeyProblem, key: string, notBefore: number }} SpamCheck
 * `again`: a person may meet it; the form is answered again with this new key, which keeps the first start.
 */

/**
 * @param {import("./form-key.mjs").FormKeys} keys
 * @param {string} name the form's name, which its key must carry
 * @param {(field: string) => string | undefined} read the submission's fields
 * @param {{ quiet?: Set<string>, clock?: () => number }} [options] quiet: the key problems refused quietly
 * @returns {SpamCheck}
 */
export function checkSpam(keys, name, read, { quiet = SCRIPT_PROBLEMS, clock = Date.now } = {}) {
  if ((read(SYSTEM_FIELDS.honeypot) ?? "") !== "") return { kind: "quiet", reason: "honeypot" };
  const check = keys.check(read(SYSTEM_FIELDS.key), name);
  if (check.ok) return { kind: "pass", startedAt: check.startedAt };
  if (quiet.has(check.problem)) return { kind: "quiet", reason: `key ${check.problem}` };
  return { kind: "again", problem: check.problem, ...newKey(keys, name, check.startedAt, clock) };
}

/**
 * A new key for a form the visitor must send again, keeping the first start. A form sent
 * without a key (no JavaScript) gets one good at once: the visitor has filled the form
 * already, and the timing check guards the scripted path only.
 * @param {import("./form-key.mjs").FormKeys} keys @param {string} name @param {number | undefined} startedAt @param {() => number} [clock]
 */
export function newKey(keys, name, startedAt, clock = Date.now) {
  const { key, notBefore } = keys.issue(name, { startedAt: startedAt || clock() - keys.minFillMs });
  return { key, notBefore };
}
