// @ts-check
/**
 * The forms' addresses on the site's server (docs/behaviour/server.md#forms):
 *
 * - `POST /forms/{form}`: a submission, as a plain HTML form sends it (the answer is the
 *   page again, or a redirect to `/forms/{form}/sent`) or as the page's script sends it
 *   with `Accept: application/json` (the answer is JSON the script shows in place);
 * - `GET /forms/{form}/sent?page=…`: the page the form is on, saying it was sent;
 * - `POST /api/forms/{form}/key`: a spam-protection key, asked for only by a form with
 *   the check field.
 *
 * What each form is comes from the build (`forms.json` beside the pages), so the server
 * checks a submission against the very rules the page was built with.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { FORM_ACTION_PATH, FORM_KEY_PATH, FORM_SENT_PATH, formSentAddress } from "../../app/widgets/form/form-names.mjs";
import { SYSTEM_FIELDS } from "../../app/widgets/form/form-rules.mjs";
import { clientAddress, rateLimitKey } from "../client-address.mjs";
import { ensureSecret } from "../db/server-secrets.mjs";
import { createSubmissionStore } from "../db/submissions.mjs";
import { sendError } from "../error-page.mjs";
import { readBody } from "../read-body.mjs";
import { sendJson } from "../send-json.mjs";
import { answerInPage } from "./form-page.mjs";
import { createFormKeys } from "./form-key.mjs";
import { createFormSubmissions } from "./form-submission.mjs";
import { readServerWords } from "../server-words.mjs";
import { createRateLimiter } from "../db/rate-limits.mjs";


/** HTTP status of each outcome a visitor must act on; a stored or quietly refused form is a success. */
const STATUS = { invalid: 422, confirm: 409, expired: 409, limited: 429 };
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
/** A visitor asks for a key on first reaching for a form, and again after an expiry: twenty leave room for many forms. */
export const DEFAULT_KEY_RATE_LIMIT = { capacity: 20, windowMs: 10 * 60_000 };

/**
 * @typedef {object} FormRoutesOptions
 * @property {import("../db/types.d.mts").Db} db where submissions and the generated secret are kept
 * @property {string} [secret] signs the keys (FORM_SECRET); otherwise one kept in the database
 * @property {import("../client-address.mjs").TrustProxy} trustProxy
 * @property {number} maxBodyBytes
 * @property {Partial<import("./form-key.mjs").KeyOptions>} [keys]
 * @property {Partial<import("../db/rate-limits.mjs").RateLimitOptions>} [rateLimit] submissions per address, counted in the database (default 10 in 10 minutes)
 * @property {Partial<import("../db/rate-limits.mjs").RateLimitOptions>} [keyRateLimit] spam-protection keys per address (default 20 in 10 minutes)
 * @property {import("./mailer.mjs").Mailer} [mailer] sends each stored submission to the owner (SMTP configured)
 */

/** @param {string} dir the build's client folder @param {string} page */
const pageFile = (dir, page) => path.join(dir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);

/** @param {FormRoutesOptions} options */
export function createFormRoutes(options) {
  const { db, trustProxy, maxBodyBytes } = options;
  // Counted in the database, so every instance shares one allowance per address (ADR 033).
  const limiter = createRateLimiter({ ...options.rateLimit, db, name: "forms" });
  const keyLimiter = createRateLimiter({ ...DEFAULT_KEY_RATE_LIMIT, ...options.keyRateLimit, db, name: "form-keys" });
  const ready = (async () => {
    const keys = createFormKeys({ ...options.keys, secret: options.secret || (await ensureSecret(db, "form-keys")) });
    const store = createSubmissionStore(db);
    return { keys, store, submissions: createFormSubmissions({ keys, limiter, store }) };
  })();
  /** @type {Map<string, Promise<import("../../app/content/form-manifest.server").FormsManifest>>} */
  const manifests = new Map();
  // forms.json sits beside the client folder; a build folder never changes, so one read each.
  // The forms' words in the site's language (docs/decisions/039-site-words.md).
  const formWords = (/** @type {string} */ dir) => {
    const { language, forms } = readServerWords(dir);
    return { ...forms, language };
  };
  const manifest = (/** @type {string} */ dir) => {
    if (!manifests.has(dir)) manifests.set(dir, readFile(path.join(dir, "..", "forms.json"), "utf8").then(JSON.parse, () => ({ forms: {} })));
    return /** @type {Promise<import("../../app/content/form-manifest.server").FormsManifest>} */ (manifests.get(dir));
  };
  /** The build's form named `name`: one of its own, never one of every object's properties (`constructor`). @param {string} dir @param {string} name */
  const formOf = async (dir, name) => {
    const { forms } = await manifest(dir);
    return Object.hasOwn(forms, name) ? forms[name] : undefined;
  };

  /**
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {{ name: string, dir: string }} at
   */
  async function submit(req, res, { name, dir }) {
    const json = /application\/json/.test(req.headers.accept ?? "");
    const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    // Asked for at once: a body over the limit is refused whatever else is wrong with the request.
    const body = readBody(req, { maxBytes: maxBodyBytes });
    body.catch(() => {});
    const form = await formOf(dir, name);
    const words = formWords(dir);
    if (!form) return json ? sendJson(res, 404, { ok: false, message: words.noSuchForm }) : sendError(res, 404);
    if (type !== FORM_CONTENT_TYPE) return sendError(res, 415, { headers: { Accept: FORM_CONTENT_TYPE } });
    const raw = await body.catch((/** @type {import("../read-body.mjs").BodyError} */ error) => error);
    if (raw instanceof Error) {
      if (!res.headersSent) sendError(res, raw.status ?? 400, { headers: { Connection: "close" } });
      return;
    }
    const params = new URLSearchParams(raw.toString("utf8"));
    const sentFrom = params.get(SYSTEM_FIELDS.page) ?? "";
    const page = Object.hasOwn(form.pages, sentFrom) ? sentFrom : /** @type {string} */ (Object.keys(form.pages)[0]);
    const rateKey = rateLimitKey(clientAddress(req, { trustProxy }));
    const outcome = await (await ready).submissions.submit({ name, form, params, page, rateKey, words });
    if (outcome.kind === "quiet") console.warn(`form ${name}: refused quietly (${outcome.reason})`);
    if (outcome.kind === "stored" && options.mailer) {
      // After the answer, not before: a slow mail server never holds the visitor. A failure
      // leaves the submission stored with no emailed_at, for the export to show.
      const { submission } = outcome;
      const site = (await manifest(dir)).site.name;
      const { store } = await ready;
      void options.mailer
        .send({ site, form, submission })
        .then(() => store.markEmailed(submission.id))
        .catch((error) => console.error(`form ${name}: submission ${submission.id} could not be emailed:`, error.message));
    }
    if (outcome.kind === "stored" || outcome.kind === "quiet" || outcome.kind === "repeat") {
      if (json) return sendJson(res, 200, { ok: true, message: outcome.message });
      res.writeHead(303, { Location: formSentAddress(name, page), "Cache-Control": "no-store", "Content-Length": "0" }).end();
      return;
    }
    const status = STATUS[outcome.kind];
    const retry = outcome.kind === "limited" ? { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) } : undefined;
    const { kind, message, errors } = outcome;
    const key = "key" in outcome ? outcome.key : undefined;
    const notBefore = "notBefore" in outcome ? outcome.notBefore : undefined;
    if (json) return sendJson(res, status, { ok: false, kind, message, errors, ...(key ? { key, notBefore } : {}) }, retry);
    const html = await readFile(pageFile(dir, page), "utf8").catch(() => undefined);
    const filled = html && answerInPage(html, name, { tone: "error", message, values: outcome.values, errors, ...(key ? { key } : {}) });
    if (!filled) return sendError(res, status, { headers: retry });
    sendPage(res, status, filled, retry);
  }

  /** @param {import("node:http").ServerResponse} res @param {{ name: string, dir: string, search: string, head: boolean }} at */
  async function sent(res, { name, dir, search, head }) {
    const form = await formOf(dir, name);
    const page = new URLSearchParams(search).get("page") ?? "";
    if (!form || !Object.hasOwn(form.pages, page)) return sendError(res, 404, { head });
    const html = await readFile(pageFile(dir, page), "utf8").catch(() => undefined);
    const filled = html && answerInPage(html, name, { tone: "success", message: form.successMessage });
    if (!filled) return sendError(res, 404, { head });
    sendPage(res, 200, filled, { "X-Robots-Tag": "noindex" }, head);
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {{ name: string, dir: string }} at */
  async function issueKey(req, res, { name, dir }) {
    const form = await formOf(dir, name);
    const words = formWords(dir);
    if (!form?.spamCheck) return sendJson(res, 404, { ok: false, message: words.noSuchForm });
    const limit = await keyLimiter.take(rateLimitKey(clientAddress(req, { trustProxy })));
    if (!limit.allowed) {
      const retryAfter = Math.ceil(limit.retryAfterMs / 1000);
      return sendJson(res, 429, { ok: false, message: words.keyLimit }, { "Retry-After": String(retryAfter) });
    }
    const { key, notBefore, expiresAt } = (await ready).keys.issue(name);
    sendJson(res, 200, { key, notBefore, expiresAt });
  }

  return {
    /** The methods an address of the forms takes, or undefined when it is not one. @param {string} pathname */
    methodsFor(pathname) {
      if (FORM_ACTION_PATH.test(pathname) || FORM_KEY_PATH.test(pathname)) return ["POST"];
      if (FORM_SENT_PATH.test(pathname)) return ["GET", "HEAD"];
      return undefined;
    },
    /**
     * Answers a request to one of the forms' addresses; false for any other.
     * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
     * @param {{ pathname: string, search: string }} target @param {string} dir
     */
    async handle(req, res, target, dir) {
      const action = FORM_ACTION_PATH.exec(target.pathname);
      if (action) return submit(req, res, { name: /** @type {string} */ (action[1]), dir }).then(() => true);
      const key = FORM_KEY_PATH.exec(target.pathname);
      if (key) return issueKey(req, res, { name: /** @type {string} */ (key[1]), dir }).then(() => true);
      const done = FORM_SENT_PATH.exec(target.pathname);
      if (done) return sent(res, { name: /** @type {string} */ (done[1]), dir, search: target.search, head: req.method === "HEAD" }).then(() => true);
      return false;
    },
  };
}

/**
 * @param {import("node:http").ServerResponse} res @param {number} status @param {string} html
 * @param {Record<string, string>} [headers] @param {boolean} [head]
 */
function sendPage(res, status, html, headers = {}, head = false) {
  const body = Buffer.from(html);
  res.writeHead(status, { ...headers, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Length": body.length });
  res.end(head ? undefined : body);
}
