// @ts-check
/**
 * The form's addresses and DOM names, shared by the pre-rendered markup (form-view.tsx),
 * the browser's enhancer and the server that fills a page's form in again for a visitor
 * without JavaScript (site/server/forms/form-page.mjs).
 */

/** Where a form is sent: a plain POST, also without JavaScript. @param {string} form */
export const formAction = (form) => `/forms/${form}`;

/** The REST request for a spam-protection key, made only by a form with the check field. @param {string} form */
export const formKeyAddress = (form) => `/api/forms/${form}/key`;

/** Where a visitor without JavaScript lands once a form is sent: the page again, saying so. @param {string} form @param {string} page */
export const formSentAddress = (form, page) => `/forms/${form}/sent?page=${encodeURIComponent(page)}`;

/** `/forms/{form}`, `/forms/{form}/sent` and `/api/forms/{form}/key`, with the form's name. */
export const FORM_ACTION_PATH = /^\/forms\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
export const FORM_SENT_PATH = /^\/forms\/([a-z0-9]+(?:-[a-z0-9]+)*)\/sent$/;
export const FORM_KEY_PATH = /^\/api\/forms\/([a-z0-9]+(?:-[a-z0-9]+)*)\/key$/;

/** On `<form>`: the form's name. */
export const FORM_ATTR = "data-form";
/** On `<form>`: the form has the check field, so it asks for a key. */
export const CHECK_ATTR = "data-form-check";
/**
 * On `<form>`: once its fields are good the browser sends it as a plain POST, and the
 * server answers with a page (the checkout's forms, docs/behaviour/shop.md#checkout);
 * without it, the form is sent without a reload and answered in place.
 */
export const POST_ATTR = "data-form-post";
/** The region that says what happened (sent, what to correct), announced politely. */
export const STATUS_ATTR = "data-form-status";
/** On a field's wrapper: the field's name. */
export const FIELD_ATTR = "data-form-field";
/** On a field's message element: the field's name. */
export const ERROR_ATTR = "data-form-error";

/** Element ids: the form, a field's control, its message, its help. */
export const formId = (/** @type {string} */ form) => `form-${form}`;
export const controlId = (/** @type {string} */ form, /** @type {string} */ field) => `form-${form}-${field}`;
export const errorId = (/** @type {string} */ form, /** @type {string} */ field) => `form-${form}-${field}-error`;
export const helpId = (/** @type {string} */ form, /** @type {string} */ field) => `form-${form}-${field}-help`;

/** Classes the enhancer and the server set. */
export const FORM_CLASSES = {
  sent: "form--sent",
  busy: "form--busy",
  statusError: "form__status--error",
  statusSuccess: "form__status--success",
  summary: "form__summary",
};
