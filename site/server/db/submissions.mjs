// @ts-check
/**
 * Form submissions (issue: forms; docs/decisions/016-database.md): stored as the
 * visitor sent them, listed by time for the owner's export.
 */
import { randomUUID } from "node:crypto";

/**
 * @typedef {{ id: string, form: string, receivedAt: number, page: string, language: string | null, fields: Record<string, string>, emailedAt: number | null }} Submission
 * `language`: the language of the page it was sent from (`fr` from the French edition's); null before migration 007.
 */

/** @param {Record<string, unknown>} row @returns {Submission} */
const fromRow = (row) => ({
  id: String(row.id),
  form: String(row.form),
  receivedAt: Number(row.received_at),
  page: String(row.page),
  language: row.language === null || row.language === undefined ? null : String(row.language),
  fields: JSON.parse(String(row.fields)),
  emailedAt: row.emailed_at === null || row.emailed_at === undefined ? null : Number(row.emailed_at),
});

/** @param {import("./types.d.mts").Db} db */
export function createSubmissionStore(db) {
  return {
    /**
     * Stores a submission once per idempotency key: a second one with the same key
     * (the same form sent again, by any instance) stores nothing and says so
     * (docs/decisions/033-limits-and-idempotency-in-the-database.md).
     * @param {{ form: string, page: string, language?: string, fields: Record<string, string>, receivedAt?: number, idempotencyKey?: string }} input
     * @returns {Promise<{ submission: Submission, created: boolean }>}
     */
    async add({ form, page, language, fields, receivedAt = Date.now(), idempotencyKey }) {
      const submission = { id: randomUUID(), form, receivedAt, page, language: language ?? null, fields, emailedAt: null };
      const { changes } = await db.run(
        "insert into submissions (id, form, received_at, page, language, fields, idempotency_key) values ($1, $2, $3, $4, $5, $6, $7) on conflict (idempotency_key) do nothing",
        [submission.id, form, receivedAt, page, submission.language, JSON.stringify(fields), idempotencyKey ?? null],
      );
      return { submission, created: changes === 1 };
    },

    /** @param {string} id @param {number} [at] */
    async markEmailed(id, at = Date.now()) {
      return (await db.run("update submissions set emailed_at = $1 where id = $2", [at, id])).changes === 1;
    },

    /**
     * Oldest first, from `since` (inclusive) to `until` (exclusive), optionally for one form.
     * @param {{ since?: number, until?: number, form?: string }} [filter]
     */
    async list({ since = 0, until = Number.MAX_SAFE_INTEGER, form } = {}) {
      const rows = form
        ? await db.query("select * from submissions where received_at >= $1 and received_at < $2 and form = $3 order by received_at, id", [since, until, form])
        : await db.query("select * from submissions where received_at >= $1 and received_at < $2 order by received_at, id", [since, until]);
      return rows.map(fromRow);
    },
  };
}
