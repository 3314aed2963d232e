// @ts-check
/**
 * The server's answer to a form sent without JavaScript (docs/behaviour/server.md#forms):
 * the pre-rendered page the form is on, with that form filled in again, each field's
 * message set and marked invalid, the status above the fields saying what happened, and
 * a fresh spam-protection key where one is due. The rest of the page, its inline
 * scripts included, is left byte for byte as built, so their CSP hashes still hold.
 */
import { defaultTreeAdapter as tree, parse, serialize } from "parse5";
import { ERROR_ATTR, FIELD_ATTR, FORM_ATTR, FORM_CLASSES, STATUS_ATTR } from "../../app/widgets/form/form-names.mjs";
import { CHECKED_VALUE, SYSTEM_FIELDS } from "../../app/widgets/form/form-rules.mjs";

const HTML_NS = /** @type {import("parse5").html.NS} */ ("http://www.w3.org/1999/xhtml");

/** @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element */
/** @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"]} ParentNode */

/**
 * @typedef {object} FormAnswer
 * @property {"error" | "success"} tone
 * @property {string} message the status's sentence
 * @property {Record<string, string>} [values] the visitor's values, put back in the fields
 * @property {Record<string, string>} [errors] a message per field
 * @property {string} [key] a new spam-protection key for the hidden field
 */

/** @param {Element} el @param {string} name */
const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;

/** @param {Element} el @param {string} name @param {string} value */
function setAttr(el, name, value) {
  const found = el.attrs.find((a) => a.name === name);
  if (found) found.value = value;
  else el.attrs.push({ name, value });
}

/** @param {Element} el @param {string} name */
const removeAttr = (el, name) => {
  el.attrs = el.attrs.filter((a) => a.name !== name);
};

/** @param {ParentNode} node @param {(el: Element) => boolean} test @returns {Element[]} */
function findAll(node, test) {
  /** @type {Element[]} */
  const found = [];
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    if (test(child)) found.push(child);
    // Forms are never inside a <template>; its content is skipped.
    if (child.tagName !== "template") found.push(...findAll(child, test));
  }
  return found;
}

/** @param {Element} el @param {string} text */
function setText(el, text) {
  el.childNodes = [];
  if (text) tree.insertText(el, text);
}

/** @param {Element} parent @param {string} tagName @param {Record<string, string>} [attrs] */
function append(parent, tagName, attrs = {}) {
  const el = tree.createElement(tagName, HTML_NS, Object.entries(attrs).map(([name, value]) => ({ name, value })));
  tree.appendChild(parent, el);
  return el;
}

/** @param {Element} control @param {string} value */
function fillControl(control, value) {
  if (control.tagName === "textarea") return setText(control, value);
  if (control.tagName === "select") {
    for (const option of findAll(control, (el) => el.tagName === "option")) {
      if ((attr(option, "value") ?? "") === value) setAttr(option, "selected", "");
      else removeAttr(option, "selected");
    }
    return;
  }
  if (attr(control, "type") === "checkbox") {
    if (value === CHECKED_VALUE) setAttr(control, "checked", "");
    else removeAttr(control, "checked");
    return;
  }
  setAttr(control, "value", value);
}

/**
 * The page `html` with the form `form` set to `answer`; undefined when the page holds no
 * such form (a page changed by a newer build).
 * @param {string} html @param {string} form @param {FormAnswer} answer
 */
export function answerInPage(html, form, answer) {
  const document = parse(html);
  const [formEl] = findAll(document, (el) => el.tagName === "form" && attr(el, FORM_ATTR) === form);
  if (!formEl) return undefined;
  const { values = {}, errors = {} } = answer;
  for (const wrapper of findAll(formEl, (el) => attr(el, FIELD_ATTR) !== undefined)) {
    const name = /** @type {string} */ (attr(wrapper, FIELD_ATTR));
    const [control] = findAll(wrapper, (el) => ["input", "select", "textarea"].includes(el.tagName) && attr(el, "name") === name);
    if (control && values[name] !== undefined) fillControl(control, values[name]);
    if (control && errors[name]) setAttr(control, "aria-invalid", "true");
    const [message] = findAll(wrapper, (el) => attr(el, ERROR_ATTR) === name);
    if (message && errors[name]) {
      setText(message, errors[name]);
      removeAttr(message, "hidden");
    }
  }
  if (answer.key !== undefined) {
    const [keyInput] = findAll(formEl, (el) => el.tagName === "input" && attr(el, "name") === SYSTEM_FIELDS.key);
    if (keyInput) setAttr(keyInput, "value", answer.key);
  }
  const [status] = findAll(formEl, (el) => attr(el, STATUS_ATTR) !== undefined);
  if (status) {
    const tone = answer.tone === "error" ? FORM_CLASSES.statusError : FORM_CLASSES.statusSuccess;
    setAttr(status, "class", `${attr(status, "class") ?? ""} ${tone}`.trim());
    // An error is an alert on a page the visitor was sent to: read out at once.
    if (answer.tone === "error") setAttr(status, "role", "alert");
    setText(append(status, "p"), answer.message);
  }
  if (answer.tone === "success") setAttr(formEl, "class", `${attr(formEl, "class") ?? ""} ${FORM_CLASSES.sent}`.trim());
  return serialize(document);
}
