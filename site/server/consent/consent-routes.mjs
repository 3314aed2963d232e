// @ts-check
/**
 * `POST /api/consent`: appends one consent event to the consent log
 * (docs/decisions/028-proof-of-consent.md). The page sends the engine's event with
 * `navigator.sendBeacon`; the server adds the time, the policy version and the hash of
 * the consent texts of the build it serves, and the visitor hash (never the address).
 * The answer is 204 with no body: a beacon reads nothing.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CONSENT_LOG_FILE, CONSENT_LOG_PATH } from "../../app/consent/consent-log-names.mjs";
import { clientAddress, rateLimitKey } from "../client-address.mjs";
import { createConsentLog } from "../db/consent-log.mjs";
import { createSaltStore } from "../db/visitor-salts.mjs";
import { createRateLimiter, rateLimitFromEnv } from "../db/rate-limits.mjs";
import { readBody } from "../read-body.mjs";
import { sendJson } from "../send-json.mjs";
import { readConsentRecord } from "./consent-record.mjs";
import { saltPeriod, visitorHash } from "./visitor-hash.mjs";

/** A consent event is a few hundred bytes; a page with many services, a few KB. */
export const MAX_CONSENT_BODY_BYTES = 8 * 1024;
const TYPES = ["application/json", "text/plain"];

/**
 * @typedef {object} ConsentRoutesOptions
 * @property {import("../db/types.d.mts").Db} db
 * @property {import("../client-address.mjs").TrustProxy} trustProxy
 * @property {Partial<import("../db/rate-limits.mjs").RateLimitOptions>} [rateLimit] default 60 events per address in 10 minutes, counted in the database (ADR 033)
 * @property {() => number} [clock]
 */

/** Events one address may log: a page view makes at most a few; 60 in 10 minutes is many. */
const DEFAULT_RATE_LIMIT = { capacity: 60, windowMs: 10 * 60_000 };

/**
 * The consent log's settings from the environment: `CONSENT_LOG_RATE_LIMIT`, written as
 * FORM_RATE_LIMIT is (`60/10`, the default).
 * @param {Record<string, string | undefined>} env
 */
export function consentLogFromEnv(env) {
  return { rateLimit: { ...DEFAULT_RATE_LIMIT, ...rateLimitFromEnv(env, "CONSENT_LOG_RATE_LIMIT") } };
}

/** @param {ConsentRoutesOptions} options */
export function createConsentRoutes(options) {
  const { db, trustProxy, clock = Date.now } = options;
  const log = createConsentLog(db);
  const salts = createSaltStore(db);
  const limiter = createRateLimiter({ ...DEFAULT_RATE_LIMIT, ...options.rateLimit, db, name: "consent-log" });
  /** @type {Map<string, Promise<{ policyVersion: string, bannerHash: string }>>} */
  const stamps = new Map();
  const stamp = (/** @type {string} */ dir) => {
    if (!stamps.has(dir)) {
      const file = path.join(dir, "..", CONSENT_LOG_FILE);
      stamps.set(dir, readFile(file, "utf8").then(JSON.parse, () => ({ policyVersion: "unknown", bannerHash: "" })));
    }
    return /** @type {Promise<{ policyVersion: string, bannerHash: string }>} */ (stamps.get(dir));
  };
  /** The day's salt, asked of the database once per day and instance. */
  let salt = { period: "", value: Promise.resolve("") };
  const saltNow = (/** @type {number} */ now) => {
    const period = saltPeriod(now);
    if (salt.period !== period) {
      const value = salts.saltFor(period).catch((error) => {
        salt = { period: "", value: Promise.resolve("") };
        throw error;
      });
      salt = { period, value };
    }
    return salt.value;
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} dir */
  async function append(req, res, dir) {
    const body = readBody(req, { maxBytes: MAX_CONSENT_BODY_BYTES });
    body.catch(() => {});
    const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!TYPES.includes(type)) return sendJson(res, 415, { ok: false, reason: "content type" });
    const raw = await body.catch((/** @type {import("../read-body.mjs").BodyError} */ error) => error);
    if (raw instanceof Error) return res.headersSent ? undefined : sendJson(res, raw.status ?? 400, { ok: false, reason: "body" }, { Connection: "close" });
    const address = clientAddress(req, { trustProxy });
    if (!(await limiter.take(rateLimitKey(address))).allowed) return sendJson(res, 429, { ok: false, reason: "rate limit" });
    let parsed;
    try {
      parsed = JSON.parse(raw.toString("utf8"));
    } catch {
      return sendJson(res, 400, { ok: false, reason: "not JSON" });
    }
    const record = readConsentRecord(parsed);
    if (!record.ok) return sendJson(res, 400, { ok: false, reason: record.reason });
    const now = clock();
    const { policyVersion, bannerHash } = await stamp(dir);
    const hash = visitorHash({ salt: await saltNow(now), address, userAgent: String(req.headers["user-agent"] ?? "") });
    await log.append({ ...record.event, recordedAt: now, policyVersion, bannerHash, visitorHash: hash });
    res.writeHead(204, { "Cache-Control": "no-store" }).end();
  }

  return {
    /** @param {string} pathname */
    methodsFor: (pathname) => (pathname === CONSENT_LOG_PATH ? ["POST"] : undefined),
    /**
     * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
     * @param {{ pathname: string }} target @param {string} dir
     */
    async handle(req, res, target, dir) {
      if (target.pathname !== CONSENT_LOG_PATH) return false;
      await append(req, res, dir);
      return true;
    },
  };
}
