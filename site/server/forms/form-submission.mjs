// @ts-check
/**
 * What becomes of one form submission (docs/behaviour/server.md#forms and
 * #spam-protection), decided in a fixed order: the per-address rate limit, the honeypot,
 * the spam-protection key, then every field's rule. Only a submission that passes all
 * four is stored, and only once per spam-protection key: the same form sent again with
 * its key (a second press, a resent request, a retry through another instance) is told
 * "sent" and stores nothing new. Refusals a script earns are quiet (the script is told
 * "sent"); refusals a person can meet keep the form and say what to do.
 */
import { createHash } from "node:crypto";
import { SYSTEM_FIELDS, summaryMessage, validateFields } from "../../app/widgets/form/form-rules.mjs";
import { countWord, fill } from "../../app/words/word.mjs";
import { checkSpam, newKey } from "./spam-check.mjs";


/**
 * @typedef {import("../../app/content/form-manifest.server").FormsManifest["forms"][string]} FormDefinition
 * @typedef {{ kind: "stored", submission: import("../db/submissions.mjs").Submission, message: string }
 *   | { kind: "repeat", message: string }
 *   | { kind: "quiet", reason: string, message: string }
 *   | { kind: "invalid" | "confirm" | "expired", values: Record<string, string>, errors: Record<string, string>, key?: string, notBefore?: number, message: string }
 *   | { kind: "limited", values: Record<string, string>, errors: Record<string, string>, retryAfterMs: number, message: string }} Outcome
 */

/** @param {number} ms */
const minutes = (ms) => Math.max(1, Math.ceil(ms / 60_000));

/** A used key's trace: its hash, never the key itself. @param {string} form @param {string} key */
const idempotencyKey = (form, key) => `${form}:${createHash("sha256").update(key).digest("base64url")}`;

/**
 * @param {{
 *   keys: import("./form-key.mjs").FormKeys,
 *   limiter: import("../db/rate-limits.mjs").RateLimiter,
 *   store: ReturnType<typeof import("../db/submissions.mjs").createSubmissionStore>,
 *   clock?: () => number,
 * }} deps
 */
export function createFormSubmissions({ keys, limiter, store, clock = Date.now }) {
  return {
    /**
     * @param {{ name: string, form: FormDefinition, params: URLSearchParams, page: string, rateKey: string, words: import("../../app/widgets/form/form-rules.mjs").FormWords }} input
     * @returns {Promise<Outcome>}
     */
    async submit({ name, form, params, page, rateKey, words }) {
      const read = (/** @type {string} */ field) => params.get(field) ?? undefined;
      const sent = validateFields(form.fields, read, words);
      const limit = await limiter.take(rateKey);
      if (!limit.allowed) {
        const wait = minutes(limit.retryAfterMs);
        const message = countWord(words.limited, wait, words.language);
        return { kind: "limited", values: sent.values, errors: {}, retryAfterMs: limit.retryAfterMs, message };
      }
      const spam = form.spamCheck ? checkSpam(keys, name, read, { clock }) : /** @type {const} */ ({ kind: "pass", startedAt: 0 });
      if (spam.kind === "quiet") return { kind: "quiet", reason: spam.reason, message: form.successMessage };
      const errorCount = Object.keys(sent.errors).length;
      if (errorCount > 0 || spam.kind === "again") {
        const issued = spam.kind === "again" ? spam : form.spamCheck ? newKey(keys, name, spam.startedAt, clock) : undefined;
        const answer = { values: sent.values, errors: sent.errors, ...(issued ? { key: issued.key, notBefore: issued.notBefore } : {}) };
        if (errorCount > 0) return { kind: "invalid", ...answer, message: summaryMessage(errorCount, words) };
        if (spam.kind === "again" && spam.problem === "expired") {
          return { kind: "expired", ...answer, message: fill(words.expired, { button: form.submitLabel }) };
        }
        return { kind: "confirm", ...answer, message: fill(words.confirm, { button: form.submitLabel }) };
      }
      const subject = Object.hasOwn(form.pages, page) ? form.pages[page]?.subject : undefined;
      const fields = subject ? { ...sent.values, _product: subject.title } : sent.values;
      const key = form.spamCheck ? read(SYSTEM_FIELDS.key) : undefined;
      // With the language of the page it came from: the words it was answered in.
      const { submission, created } = await store.add({ form: name, page, language: words.language, fields, receivedAt: clock(), ...(key ? { idempotencyKey: idempotencyKey(name, key) } : {}) });
      if (!created) return { kind: "repeat", message: form.successMessage };
      return { kind: "stored", submission, message: form.successMessage };
    },
  };
}
