// @ts-check
/**
 * PostgreSQL through `pg`, for a site that runs several stateless server instances
 * behind a load balancer (docs/decisions/016-database.md). The repositories' SQL runs
 * unchanged; bigint columns come back as numbers (they hold millisecond times).
 */
import pg from "pg";

const INT8_OID = 20;
// One key for every Vitrine instance: migrations take turns on it (pg_advisory_lock).
const MIGRATION_LOCK_KEY = 0x76697472; // "vitr"

const types = {
  getTypeParser: (/** @type {number} */ oid, /** @type {any} */ format) =>
    oid === INT8_OID ? (/** @type {string} */ value) => Number(value) : pg.types.getTypeParser(oid, format),
};

/** The address without its password, for the start-up line. */
function redact(/** @type {string} */ url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * A Db over one client or the pool.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: any[], rowCount: number | null }> }} runner
 * @param {pg.Pool} pool
 * @param {string} describe
 * @returns {import("./types.d.mts").Db}
 */
function dbOver(runner, pool, describe) {
  /** @type {import("./types.d.mts").Db} */
  const api = {
    dialect: "postgres",
    describe,
    async query(sql, params = []) {
      return (await runner.query(sql, params)).rows;
    },
    async run(sql, params = []) {
      return { changes: (await runner.query(sql, params)).rowCount ?? 0 };
    },
    async exec(sql) {
      await runner.query(sql);
    },
    async transaction(fn) {
      const client = runner === pool ? await pool.connect() : undefined;
      const on = client ?? runner;
      try {
        await on.query("begin");
        const result = await fn(client ? dbOver(client, pool, describe) : api);
        await on.query("commit");
        return result;
      } catch (error) {
        await on.query("rollback");
        throw error;
      } finally {
        client?.release();
      }
    },
    async withLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          return await fn(dbOver(client, pool, describe));
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    seal() {
      // The server's role decides what it may (docs/operations: a role that may only insert and read the consent log).
    },
    async openRetention() {
      const [row] = await api.query("select has_table_privilege(current_user, 'consent_log', 'DELETE') as may");
      // A role that may not delete leaves retention to its own command, with the owner's rights.
      return row?.may ? { ...api, close: async () => {} } : undefined;
    },
    async close() {
      await pool.end();
    },
  };
  return api;
}

/** @param {{ url: string, maxConnections?: number }} options */
export function openPostgres({ url, maxConnections = 10 }) {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types });
  // An idle connection that breaks (server restart) must not crash the site.
  pool.on("error", (error) => console.error("PostgreSQL connection error:", error.message));
  return dbOver(pool, pool, `PostgreSQL at ${redact(url)}`);
}
