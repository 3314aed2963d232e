// @ts-check
/** What `npm run backup` and `npm run restore` say (docs/operations.md#backups). */

/** @param {{ bytes?: number, schemaVersion: string, rows: Record<string, number> }} result */
export function describeBackup({ bytes, schemaVersion, rows }) {
  const size = bytes === undefined ? "" : `${(bytes / 1024 / 1024).toFixed(1)} MB, `;
  return `${size}schema version ${schemaVersion}, ${rows.consent_log ?? 0} consent events, ${rows.submissions ?? 0} form submissions`;
}

/** @param {"backup" | "restore"} task */
export function postgresAdvice(task) {
  const how =
    task === "backup"
      ? 'pg_dump --format=custom --file=vitrine-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"'
      : 'stop every server instance, then: pg_restore --clean --if-exists --single-transaction --no-owner --dbname="$DATABASE_URL" <file>.dump';
  return `DATABASE_URL is set: the data is in PostgreSQL, which this command does not ${task === "backup" ? "back up" : "restore"}. Use PostgreSQL's own tool: ${how} (docs/operations.md#backups).`;
}

/**
 * What a backup holds of the words and pictures: counts, or that it has none (a database-only backup).
 * @param {{ content: number | null, media: number | null }} result @param {{ content: string }} folders
 */
export function describeWords({ content, media }, folders) {
  if (content === null && media === null) return `no words or pictures (there were none at ${folders.content} when it was made, or it is a backup of the database alone)`;
  const count = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ many) => `${n} ${n === 1 ? one : many}`;
  return `${count(content ?? 0, "content file", "content files")} (words, drafts, settings, redirects) and ${count(media ?? 0, "image", "images")}`;
}
