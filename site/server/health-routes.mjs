// @ts-check
/**
 * Health checks for a process supervisor, a container runtime or a load balancer
 * (docs/operations.md#health-checks):
 *
 * - `GET /healthz`: the process is alive and answering (200), nothing else is checked,
 *   so a slow database never gets a healthy process restarted;
 * - `GET /readyz`: it can serve the site: the database answers a query within
 *   `databaseTimeoutMs` and the live build has its home page; 200 when both hold, else
 *   503, so a balancer sends visitors elsewhere. A server without a database reports
 *   `"database": "none"` and is ready on its build alone.
 *
 * Both answer JSON, never cached, and say nothing of why a check failed beyond its
 * name: the detail is in the server's log.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sendJson } from "./send-json.mjs";

/**
 * @typedef {object} HealthRoutesOptions
 * @property {import("./db/types.d.mts").Db | undefined} db
 * @property {number} databaseTimeoutMs how long the database has to answer `select 1`. (default 2000)
 * @property {(message: string, error: unknown) => void} onFailure where a failed check is told. (default console.error)
 */

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** @param {Promise<unknown>} work @param {number} ms */
function within(work, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** @param {Partial<HealthRoutesOptions>} options */
export function createHealthRoutes({ db, databaseTimeoutMs = 2000, onFailure = (message, error) => console.error(message, error) } = {}) {
  async function database() {
    if (!db) return "none";
    try {
      await within(db.query("select 1 as ok"), databaseTimeoutMs);
      return "ok";
    } catch (error) {
      onFailure("Readiness: the database did not answer:", error);
      return "failed";
    }
  }

  /**
   * Answers `/healthz` and `/readyz`; false for any other address.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {{ pathname: string }} target
   * @param {string} dir the live build's client folder
   */
  async function handle(req, res, target, dir) {
    if (target.pathname !== HEALTH_PATH && target.pathname !== READY_PATH) return false;
    /** @type {{ status: string, checks?: Record<string, string> }} */
    let body = { status: "ok" };
    let status = 200;
    if (target.pathname === READY_PATH) {
      const checks = { database: await database(), build: existsSync(path.join(dir, "index.html")) ? "ok" : "missing" };
      const ready = checks.database !== "failed" && checks.build === "ok";
      body = { status: ready ? "ready" : "not ready", checks };
      status = ready ? 200 : 503;
    }
    if (req.method === "HEAD") {
      res.writeHead(status, { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" }).end();
    } else {
      sendJson(res, status, body);
    }
    return true;
  }

  return { handle };
}
