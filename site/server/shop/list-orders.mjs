// @ts-check
/**
 * Orders for the owner (`npm run orders`, and the studio's order list): newest first,
 * filtered by period, status and kind (docs/behaviour/shop.md#orders).
 */
import { orderFromRow } from "./orders.mjs";

/**
 * @typedef {object} OrderFilters
 * @property {number} [since] created at or after (ms since 1970)
 * @property {number} [until] created before
 * @property {import("./orders.mjs").Order["status"][]} [status]
 * @property {import("./orders.mjs").Order["kind"]} [kind]
 * @property {number} [limit] at most this many. Default: all.
 */

/** @param {import("../db/types.d.mts").Db} db @param {OrderFilters} [filters] */
export async function listOrders(db, filters = {}) {
  /** @type {string[]} */
  const where = [];
  /** @type {unknown[]} */
  const params = [];
  const param = (/** @type {unknown} */ value) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.since !== undefined) where.push(`created_at >= ${param(filters.since)}`);
  if (filters.until !== undefined) where.push(`created_at < ${param(filters.until)}`);
  if (filters.kind) where.push(`kind = ${param(filters.kind)}`);
  if (filters.status?.length) where.push(`status in (${filters.status.map(param).join(", ")})`);
  const limit = filters.limit !== undefined ? ` limit ${param(filters.limit)}` : "";
  const rows = await db.query(`select * from orders${where.length ? ` where ${where.join(" and ")}` : ""} order by created_at desc, id${limit}`, params);
  return rows.map(orderFromRow);
}
