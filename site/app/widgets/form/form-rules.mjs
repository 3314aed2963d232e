// @ts-check
/**
 * The form widget's rules, in one module for the three places that apply them: the
 * browser's inline validation (form-enhance.ts), the server's validation of every
 * submission (site/server/forms/), and the build that writes the forms' manifest
 * (docs/behaviour/content.md#form). The server repeats every rule: the browser's check
 * is a convenience, never the guard.
 */
import { countWord, fill } from "../../words/word.mjs";

/** @typedef {import("../../words/site-words").SiteWords["forms"] & { language: string }} FormWords The forms' words, and the language that counts them. */

/** Field types a form may have. */
export const FIELD_TYPES = /** @type {const} */ (["text", "email", "textarea", "select", "checkbox"]);

/** Longest value a field takes when the author sets no `maxLength` (the textarea's fits a long message). */
export const DEFAULT_MAX_LENGTH = { text: 200, email: 254, textarea: 5000 };

/** The largest `maxLength` an author may set: the whole form must stay under the server's 64 KB body limit. */
export const MAX_FIELD_LENGTH = 10_000;

/** The value a ticked checkbox sends. */
export const CHECKED_VALUE = "yes";

/**
 * Names the form itself sends beside the author's fields (an author's field names are
 * lower-case words, so these cannot clash): the page it was sent from, what the page is
 * about (a product), the spam-protection key, and the honeypot, a field people never see
 * and scripts fill in.
 */
export const SYSTEM_FIELDS = { page: "_page", subject: "_subject", key: "_key", honeypot: "homepage" };

/**
 * @typedef {object} FormField
 * @property {typeof FIELD_TYPES[number]} type
 * @property {string} name
 * @property {string} label
 * @property {boolean} required
 * @property {number} [maxLength]
 * @property {{ label: string, value?: string }[]} [options]
 */

/** The longest value `field` takes. @param {FormField} field */
export function maxLengthOf(field) {
  if (field.type === "select" || field.type === "checkbox") return undefined;
  return field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
}

/** The value a select's option sends. @param {{ label: string, value?: string }} option */
export const optionValue = (option) => option.value ?? option.label;

// The HTML standard's "valid e-mail address", which browsers check for type=email.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * A value as it is kept: one line for a line field (no control characters), line breaks
 * made `\n` in a textarea (no other control characters), ends trimmed.
 * @param {FormField} field @param {unknown} raw
 */
export function cleanValue(field, raw) {
  const text = typeof raw === "string" ? raw : "";
  if (field.type === "textarea") {
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    return text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim();
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * What is wrong with one field's value, in the words a visitor reads (the site's
 * `words.forms`, in its language: docs/decisions/039-site-words.md); undefined when it
 * is good. `value` is already cleaned.
 * @param {FormField} field @param {string} value @param {FormWords} words
 */
export function fieldProblem(field, value, words) {
  const label = field.label.replace(/[\s:*]+$/, "");
  if (field.type === "checkbox") {
    if (value !== "" && value !== CHECKED_VALUE) return fill(words.tickAgain, { label });
    return field.required && value !== CHECKED_VALUE ? fill(words.tick, { label }) : undefined;
  }
  if (value === "") {
    if (!field.required) return undefined;
    return fill(field.type === "select" ? words.chooseField : words.fillIn, { label });
  }
  if (field.type === "select") {
    return (field.options ?? []).some((option) => optionValue(option) === value) ? undefined : fill(words.chooseOption, { label });
  }
  const max = maxLengthOf(field) ?? Infinity;
  if (value.length > max) return fill(words.tooLong, { label, max, length: value.length });
  if (field.type === "email" && !EMAIL.test(value)) return fill(words.email, { label });
  return undefined;
}

/**
 * Every field's cleaned value and every problem.
 * @param {readonly FormField[]} fields
 * @param {(name: string) => unknown} read the submitted value of a field
 * @param {FormWords} words
 * @returns {{ values: Record<string, string>, errors: Record<string, string> }}
 */
export function validateFields(fields, read, words) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {Record<string, string>} */
  const errors = {};
  for (const field of fields) {
    const value = cleanValue(field, read(field.name));
    values[field.name] = value;
    const problem = fieldProblem(field, value, words);
    if (problem) errors[field.name] = problem;
  }
  return { values, errors };
}

/** The sentence above the fields when some are wrong. @param {number} count @param {FormWords} words */
export const summaryMessage = (count, words) => countWord(words.needAttention, count, words.language);
