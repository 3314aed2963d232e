// @ts-check
/**
 * Form submissions (issue: forms; docs/decisions/016-database.md): stored as the
 * visitor sent them, listed by time for the owner's export.
 */
import { randomUUID } from "node:crypto";

/**
 * @typedef {{ id: string, form: string, receivedAt: number, page: string, language: string | null, fields: Record<string, string>, emailedAt: number | null, readAt: number | null }} Submission
 * `language`: the language of the page it was sent from (`fr` from the French edition's); null before migration 007.
 * `readAt`: when the owner first opened it in the studio; null while it is new (migration 009).
 */

/** @param {unknown} value */
const timeOrNull = (value) => (value === null || value === undefined ? null : Number(value));

/** @param {Record<string, unknown>} row @returns {Submission} */
const fromRow = (row) => ({
  id: String(row.id),
  form: String(row.form),
  receivedAt: Number(row.received_at),
  page: String(row.page),
  language: row.language === null || row.language === undefined ? null : String(row.language),
  fields: JSON.parse(String(row.fields)),
  emailedAt: timeOrNull(row.emailed_at),
  readAt: timeOrNull(row.read_at),
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
      const submission = { id: randomUUID(), form, receivedAt, page, language: language ?? null, fields, emailedAt: null, readAt: null };
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

    /** The newest `limit` first, for the studio's Messages screen (docs/owner.md#messages). */
    async newest(limit = 500) {
      return (await db.query("select * from submissions order by received_at desc, id desc limit $1", [limit])).map(fromRow);
    },

    /** @param {string} id @returns {Promise<Submission | undefined>} */
    async get(id) {
      const [row] = await db.query("select * from submissions where id = $1", [id]);
      return row && fromRow(row);
    },

    /** How many the owner has not opened yet. */
    async unreadCount() {
      const [row] = await db.query("select count(*) as n from submissions where read_at is null");
      return Number(row?.n ?? 0);
    },

    /**
     * Read (first opened at `at`; opening it again keeps that time) or new again.
     * @param {string} id @param {boolean} read @param {number} [at]
     */
    async markRead(id, read, at = Date.now()) {
      const done = read
        ? await db.run("update submissions set read_at = coalesce(read_at, cast($1 as bigint)) where id = $2", [at, id])
        : await db.run("update submissions set read_at = null where id = $1", [id]);
      return done.changes === 1;
    },

    /** Gone for good: the owner deletes a message once it is no longer needed. @param {string} id */
    async remove(id) {
      return (await db.run("delete from submissions where id = $1", [id])).changes === 1;
    },
  };
}
