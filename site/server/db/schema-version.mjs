// @ts-check
/**
 * The schema version guard (docs/operations.md#upgrading, docs/decisions/034-operations.md).
 * A database's schema version is the newest migration recorded in `schema_migrations`.
 * A release starting on a database that holds a migration it does not have (a newer
 * release ran it) refuses to start, before touching anything, and says what to do: its
 * code would read and write tables whose shape it does not know.
 */

/**
 * @param {{ version: string, name: string }[]} recorded the rows of schema_migrations
 * @param {string[]} known the versions this release's migration files have
 */
export function checkSchemaVersion(recorded, known) {
  const knownSet = new Set(known);
  const unknown = recorded.filter((row) => !knownSet.has(row.version)).sort((a, b) => (a.version < b.version ? -1 : 1));
  if (unknown.length === 0) return;
  const newest = /** @type {{ version: string, name: string }} */ (unknown.at(-1));
  const ours = [...known].sort().at(-1) ?? "none";
  throw new Error(
    `This database was upgraded by a newer release of Vitrine: its schema version is ${newest.version} (${unknown.map((row) => `${row.version}-${row.name}`).join(", ")} not known here), and this release knows versions up to ${ours}. ` +
      "Start the newer release again, or restore a backup taken before the upgrade (docs/operations.md#upgrading).",
  );
}

/**
 * The database's schema version: its newest recorded migration, or undefined before the first.
 * @param {import("./types.d.mts").Db} db
 */
export async function schemaVersion(db) {
  try {
    const [row] = await db.query("select max(version) as version from schema_migrations");
    return /** @type {string | null | undefined} */ (row?.version) ?? undefined;
  } catch {
    return undefined;
  }
}
