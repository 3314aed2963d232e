// @ts-check
/**
 * `POST /api/visit` (docs/behaviour/visits.md#the-endpoint): the page's beacon, counted
 * without a cookie and without keeping who sent it. 204 for what is counted and for
 * what is deliberately dropped (Global Privacy Control, Do Not Track, a bot, counting
 * turned off), 400 for a body that is not a beacon, 413 over 1 KB, 429 over the
 * address's allowance. The purge of what is past its retention runs here too, at start
 * and every hour, on every instance: it deletes by day, so running twice changes nothing.
 */
import { isbot } from "isbot";
import { clientAddress, rateLimitKey } from "../client-address.mjs";
import { createRateLimiter } from "../db/rate-limits.mjs";
import { createVisitSalts } from "../db/visit-salts.mjs";
import { readBody } from "../read-body.mjs";
import { MAX_VISIT_BODY_BYTES, VISIT_PATH, readVisitBeacon } from "./visit-beacon.mjs";
import { dayOf, purgeVisits, recordVisit, visitHash } from "./visit-store.mjs";
import { DEFAULT_VISITS } from "./visits-env.mjs";

const TYPES = ["text/plain", "application/json"];
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * @typedef {object} VisitRoutesOptions
 * @property {import("../db/types.d.mts").Db} db
 * @property {import("../client-address.mjs").TrustProxy} trustProxy
 * @property {boolean} [enabled] false: every beacon is answered 204 and nothing is stored (VISITS=off)
 * @property {number} [rawDays] days the raw events and visitor hashes are kept (3)
 * @property {number} [keepYears] years the daily counts are kept (5)
 * @property {Partial<import("../db/rate-limits.mjs").RateLimitOptions>} [rateLimit] beacons per address, counted in the database (200 in 10 minutes)
 * @property {() => number} [clock]
 * @property {(message: string, error: unknown) => void} [onPurgeFailure]
 */

/** @param {import("node:http").IncomingMessage} req */
function dropped(req) {
  return req.headers["sec-gpc"] === "1" || req.headers.dnt === "1" || isbot(String(req.headers["user-agent"] ?? ""));
}

/** @param {import("node:http").ServerResponse} res @param {number} status */
const answer = (res, status, headers = {}) => void res.writeHead(status, { "Cache-Control": "no-store", "Content-Length": "0", ...headers }).end();

/** @param {VisitRoutesOptions} options */
export function createVisitRoutes(options) {
  const { db, trustProxy, clock = Date.now } = options;
  const { enabled = DEFAULT_VISITS.enabled, rawDays = DEFAULT_VISITS.rawDays, keepYears = DEFAULT_VISITS.keepYears } = options;
  const salts = createVisitSalts(db);
  const limiter = createRateLimiter({ ...DEFAULT_VISITS.rateLimit, ...options.rateLimit, db, name: "visits", clock });
  /** The day's salt, asked of the database once per day and instance. */
  let salt = { day: "", value: Promise.resolve("") };
  const saltOf = (/** @type {string} */ day) => {
    if (salt.day !== day) {
      const value = salts.saltFor(day);
      value.catch(() => (salt = { day: "", value: Promise.resolve("") }));
      salt = { day, value };
    }
    return salt.value;
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function count(req, res) {
    const body = readBody(req, { maxBytes: MAX_VISIT_BODY_BYTES });
    body.catch(() => {});
    // A visitor who asked not to be tracked, a robot, or counting turned off: nothing is stored, and the page is not told.
    if (!enabled || dropped(req)) return answer(res, 204);
    const raw = await body.catch((/** @type {import("../read-body.mjs").BodyError} */ error) => error);
    if (raw instanceof Error) return res.headersSent ? undefined : answer(res, raw.status ?? 400, { Connection: "close" });
    const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!TYPES.includes(type)) return answer(res, 400);
    const address = clientAddress(req, { trustProxy });
    const taken = await limiter.take(rateLimitKey(address));
    if (!taken.allowed) return answer(res, 429, { "Retry-After": String(Math.ceil(taken.retryAfterMs / 1000)) });
    let parsed;
    try {
      parsed = JSON.parse(raw.toString("utf8"));
    } catch {
      return answer(res, 400);
    }
    const read = readVisitBeacon(parsed);
    if (!read.ok) return answer(res, 400);
    const day = dayOf(clock());
    // The site's host name, without the port each instance may listen on.
    const host = String(req.headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
    // The site itself is no referrer: a visit from one of its own pages is direct.
    const beacon = read.beacon.t === "view" && read.beacon.ref === host ? { ...read.beacon, ref: "" } : read.beacon;
    const visitor = beacon.t === "view" ? visitHash({ salt: await saltOf(day), host, address, userAgent: String(req.headers["user-agent"] ?? "") }) : "";
    await recordVisit(db, beacon, { day, visitor });
    answer(res, 204);
  }

  const purge = () => purgeVisits(db, { now: clock(), rawDays, keepYears });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  return {
    /** @param {string} pathname */
    methodsFor: (pathname) => (pathname === VISIT_PATH ? ["POST"] : undefined),
    /**
     * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
     * @param {{ pathname: string }} target
     */
    async handle(req, res, target) {
      if (target.pathname !== VISIT_PATH) return false;
      await count(req, res);
      return true;
    },
    /** Deletes what is past its retention now; the number of rows deleted. */
    purge,
    /**
     * Purges now and every hour after, until `stop`. A purge cut short by the server closing
     * (its database gone from under it) is no failure: the next start purges again, and a
     * purge deletes by day, so nothing is deleted twice or kept for good.
     */
    startPurging() {
      let stopped = false;
      const run = () => purge().catch((error) => stopped || options.onPurgeFailure?.("visit counts could not be purged", error));
      const first = run();
      timer = setInterval(run, PURGE_EVERY_MS);
      timer.unref();
      return {
        first,
        stop: () => {
          stopped = true;
          clearInterval(timer);
        },
      };
    },
  };
}
