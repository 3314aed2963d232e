// @ts-check
/**
 * The rights of the server's own PostgreSQL role (docs/decisions/028-proof-of-consent.md):
 * the owner's role runs the migrations and the consent log's retention; the role the
 * server connects with may only insert and read the consent log, so neither a bug nor an
 * intruder in the server can delete a row or drop the trigger that keeps rows unchanged.
 * Every table's rights are listed here, beside the migrations that make the tables;
 * granting revokes everything else first, so a right taken away here is gone.
 */

/** What the server does with each table, and nothing more. */
export const SERVER_RIGHTS = {
  schema_migrations: ["select"],
  consent_log: ["select", "insert"],
  // The owner reads, marks read and deletes messages from the studio (docs/owner.md#messages).
  submissions: ["select", "insert", "update", "delete"],
  server_secrets: ["select", "insert"],
  visitor_salts: ["select", "insert", "delete"],
  rate_limits: ["select", "insert", "update", "delete"],
  processed_events: ["select", "insert"],
  // Selling (docs/decisions/036-selling.md): orders change status, never go away.
  orders: ["select", "insert", "update"],
  stock_units: ["select", "insert", "update"],
  // Visits (docs/behaviour/visits.md): counted by upserts, deleted past their retention.
  visit_events: ["select", "insert", "delete"],
  visit_visitors: ["select", "insert", "delete"],
  visit_salts: ["select", "insert", "delete"],
  visit_days: ["select", "insert", "update", "delete"],
  visit_pages: ["select", "insert", "update", "delete"],
  visit_referrers: ["select", "insert", "update", "delete"],
  visit_screens: ["select", "insert", "update", "delete"],
  visit_languages: ["select", "insert", "update", "delete"],
  visit_vitals: ["select", "insert", "update", "delete"],
  // The studio's owner, recovery codes and sessions (docs/decisions/050-the-studio-on-the-sites-server.md).
  studio_owner: ["select", "insert", "update"],
  studio_recovery_codes: ["select", "insert", "update", "delete"],
  studio_sessions: ["select", "insert", "update", "delete"],
};

const ROLE = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Gives `role` the server's rights, and only those, on the current schema.
 * @param {import("./types.d.mts").Db} db a connection of the tables' owner
 * @param {string} role an existing role
 */
export async function grantServerRights(db, role) {
  if (db.dialect !== "postgres") throw new Error("roles are PostgreSQL's; the embedded database keeps its rules in each connection");
  if (!ROLE.test(role)) throw new Error(`"${role}" is not a plain role name (lower-case letters, digits and _)`);
  const [owner] = await db.query("select current_user as name");
  if (owner?.name === role) throw new Error(`"${role}" owns the tables: the server needs a role of its own`);
  await db.transaction(async (tx) => {
    await tx.exec(`revoke all on all tables in schema public from ${role}`);
    await tx.exec(`grant usage on schema public to ${role}`);
    for (const [table, rights] of Object.entries(SERVER_RIGHTS)) await tx.exec(`grant ${rights.join(", ")} on ${table} to ${role}`);
  });
}
