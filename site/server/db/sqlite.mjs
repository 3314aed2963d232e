// @ts-check
/**
 * The embedded database: SQLite through better-sqlite3, one file in the data folder
 * (docs/decisions/016-database.md). Write-ahead logging lets readers go on while one
 * request writes; a second process waits for the lock (busy timeout) instead of failing.
 *
 * The consent log's rows leave only through retention (docs/decisions/028-proof-of-consent.md):
 * SQLite has no roles, so each connection says what it may. A trigger (migration 005)
 * refuses a delete from the log unless the connection's `vitrine_retention()` answers 1,
 * which only a connection opened for retention does (a connection that never defined it,
 * such as the sqlite3 shell, fails on it too); and a server's connection refuses schema
 * statements once migrated (`seal`), so it can drop neither the trigger nor the table.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * `$1, $2 …` (the SQL the repositories write) → SQLite's positional `?`, with the order
 * in which the parameters are read (a `$n` may appear twice).
 * @param {string} sql
 */
function positional(sql) {
  /** @type {number[]} */
  const order = [];
  const text = sql.replace(/\$(\d+)/g, (_, n) => {
    order.push(Number(n) - 1);
    return "?";
  });
  return { text, order };
}

/**
 * A statement that changes the schema, or lets one be changed by hand; refused on a
 * sealed connection. VACUUM (INTO, for a copy) and other pragmas stay allowed.
 */
const SCHEMA_CHANGE = /(?:^|;)\s*(?:(?:create|drop|alter|attach|detach)\b|pragma\s+(?:\w+\.)?writable_schema\b)/i;

/**
 * @param {{ file: string, busyTimeoutMs?: number, retention?: boolean }} options
 *   retention: this connection may delete from the consent log (the retention sweep's own connection)
 * @returns {import("./types.d.mts").Db}
 */
export function openSqlite({ file, busyTimeoutMs = 5000, retention = false }) {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.function("vitrine_retention", { deterministic: true }, () => (retention ? 1 : 0));
  let sealed = false;
  const refuseSealed = (/** @type {string} */ sql) => {
    if (sealed && SCHEMA_CHANGE.test(sql)) throw new Error("this server's database connection may not change the schema");
  };
  let depth = 0;
  /** The transaction whose turn it is: the next one starts when it settles. @type {Promise<unknown>} */
  let turn = Promise.resolve();
  /** @type {Map<string, { statement: import("better-sqlite3").Statement, order: number[] }>} */
  const statements = new Map();
  const prepare = (/** @type {string} */ sql) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      refuseSealed(sql);
      const { text, order } = positional(sql);
      statements.set(sql, (prepared = { statement: db.prepare(text), order }));
    }
    return prepared;
  };
  const args = (/** @type {number[]} */ order, /** @type {unknown[]} */ params) => order.map((i) => params[i]);
  /** @type {import("./types.d.mts").Db} */
  const api = {
    dialect: "sqlite",
    describe: `SQLite at ${file}`,
    async query(sql, params = []) {
      const { statement, order } = prepare(sql);
      return statement.reader ? /** @type {any[]} */ (statement.all(...args(order, params))) : (statement.run(...args(order, params)), []);
    },
    async run(sql, params = []) {
      const { statement, order } = prepare(sql);
      return { changes: statement.run(...args(order, params)).changes };
    },
    async exec(sql) {
      refuseSealed(sql);
      db.exec(sql);
    },
    async transaction(fn) {
      // IMMEDIATE takes the write lock at once, so two processes migrating queue up. Within
      // this process, transactions take turns: a handler that awaits between statements
      // would otherwise let another request's transaction open inside it, as a savepoint
      // of the first, sharing its fate. A transaction opened through the `tx` it is handed
      // nests as a savepoint.
      const run = async () => {
        db.exec("begin immediate");
        try {
          const result = await fn(nested);
          db.exec("commit");
          return result;
        } catch (error) {
          db.exec("rollback");
          throw error;
        }
      };
      const result = turn.then(run, run);
      turn = result.catch(() => {});
      return result;
    },
    async withLock(fn) {
      // Every transaction here takes SQLite's write lock (IMMEDIATE): that is the lock.
      return fn(api);
    },
    seal() {
      sealed = true;
    },
    async openRetention() {
      return openSqlite({ file, busyTimeoutMs, retention: true });
    },
    async close() {
      db.close();
    },
  };
  /** The connection as a transaction's handler sees it: a transaction within it is a savepoint. @type {import("./types.d.mts").Db} */
  const nested = {
    ...api,
    async transaction(fn) {
      const savepoint = `sp${++depth}`;
      db.exec(`savepoint ${savepoint}`);
      try {
        const result = await fn(nested);
        db.exec(`release ${savepoint}`);
        return result;
      } catch (error) {
        db.exec(`rollback to ${savepoint}; release ${savepoint}`);
        throw error;
      } finally {
        depth -= 1;
      }
    },
  };
  return api;
}
