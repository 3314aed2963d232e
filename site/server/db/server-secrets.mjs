// @ts-check
/**
 * Secrets the server makes for itself and keeps in the database (migration 003), so
 * every instance behind a load balancer signs and checks with the same one: created
 * once, by whichever instance asks first; the others read it.
 */
import { randomBytes } from "node:crypto";

/**
 * The secret called `name`, created (32 random bytes, base64url) the first time.
 * @param {import("./types.d.mts").Db} db
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function ensureSecret(db, name) {
  // Two instances starting together both try; the primary key keeps the first.
  await db.run("insert into server_secrets (name, value, created_at) values ($1, $2, $3) on conflict (name) do nothing", [
    name,
    randomBytes(32).toString("base64url"),
    Date.now(),
  ]);
  const [row] = await db.query("select value from server_secrets where name = $1", [name]);
  if (!row) throw new Error(`server secret "${name}" could not be stored`);
  return String(row.value);
}
