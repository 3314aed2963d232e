// @ts-check
/**
 * The consent log (proof of consent, GDPR art. 7(1); docs/decisions/016-database.md):
 * one row per consent event, appended and never changed (the database refuses
 * updates); rows leave only through the retention sweep, on a connection of its own
 * (consent-retention-db.mjs). An event the page sent with an id is written once, however
 * often it arrives and at whichever instance (docs/decisions/033-limits-and-idempotency-in-the-database.md).
 */
import { randomUUID } from "node:crypto";

/**
 * @typedef {object} ConsentEvent
 * @property {string} consentId the visitor's consent id (also in their cookie)
 * @property {number} recordedAt milliseconds since 1970, UTC
 * @property {"1" | "2" | "site"} layer the consent layer, or the site's own code
 * @property {string} policyVersion
 * @property {string} bannerHash hash of the banner text the visitor saw
 * @property {string} method how the choice was made: the engine's CHOICE_METHODS (packages/consent/src/core/choice.ts)
 * @property {string} page
 * @property {Record<string, unknown>} choices the categories and services chosen
 * @property {string} visitorHash salted, rotating hash of address and user agent (never the address)
 * @property {string} [eventId] the page's own id for the event, so a repeated send stores nothing new
 */

/** @param {Record<string, unknown>} row @returns {ConsentEvent & { id: string }} */
const fromRow = (row) => ({
  id: String(row.id),
  consentId: String(row.consent_id),
  recordedAt: Number(row.recorded_at),
  layer: /** @type {"1" | "2" | "site"} */ (String(row.layer)),
  policyVersion: String(row.policy_version),
  bannerHash: String(row.banner_hash),
  method: String(row.method),
  page: String(row.page),
  choices: JSON.parse(String(row.choices)),
  visitorHash: String(row.visitor_hash),
  ...(row.event_id ? { eventId: String(row.event_id) } : {}),
});

/** @param {import("./types.d.mts").Db} db */
export function createConsentLog(db) {
  return {
    /** @param {ConsentEvent} event @returns {Promise<ConsentEvent & { id: string, created: boolean }>} created: false for a repeat of a logged event id */
    async append(event) {
      const id = randomUUID();
      const { changes } = await db.run(
        "insert into consent_log (id, consent_id, recorded_at, layer, policy_version, banner_hash, method, page, choices, visitor_hash, event_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (event_id) do nothing",
        [id, event.consentId, event.recordedAt, event.layer, event.policyVersion, event.bannerHash, event.method, event.page, JSON.stringify(event.choices), event.visitorHash, event.eventId ?? null],
      );
      return { id, ...event, created: changes === 1 };
    },

    /** Every event of one consent id, oldest first. @param {string} consentId */
    async byConsentId(consentId) {
      return (await db.query("select * from consent_log where consent_id = $1 order by recorded_at, id", [consentId])).map(fromRow);
    },

    /** @param {{ since?: number, until?: number }} [range] */
    async list({ since = 0, until = Number.MAX_SAFE_INTEGER } = {}) {
      return (await db.query("select * from consent_log where recorded_at >= $1 and recorded_at < $2 order by recorded_at, id", [since, until])).map(fromRow);
    },
  };
}
