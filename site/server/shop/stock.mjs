// @ts-check
/**
 * What is left of each product, counted in the database (docs/behaviour/shop.md#stock):
 * the content file gives a product's starting count; `stock_units` holds the units sold
 * and the units held by checkouts in progress. A hold is one conditional update — it
 * takes the units only while enough are left — inside the transaction that creates the
 * order, so two buyers of the last piece, on one server or on several sharing one
 * PostgreSQL, never both get it: the second update waits for the first to commit and
 * then finds nothing left (docs/decisions/036-selling.md#exactly-once).
 */

/** A product's starting count: its `stock`, or, with none, unlimited while it is in stock. @param {{ stock: number | null, inStock: boolean }} product */
export const startingCount = (product) => (product.stock ?? (product.inStock ? Number.MAX_SAFE_INTEGER : 0));

/** Thrown inside a transaction when a product has fewer units left than asked: the transaction rolls back. */
export class SoldOutError extends Error {
  /** @param {string} product @param {number} left */
  constructor(product, left) {
    super(`${product}: only ${left} left`);
    this.product = product;
    this.left = left;
  }
}

/**
 * Holds `quantity` units of each line for an order, or throws SoldOutError (nothing held).
 * Call it inside a transaction.
 * @param {import("../db/types.d.mts").Db} tx
 * @param {{ product: string, quantity: number, count: number }[]} lines count: the product's starting count
 */
export async function holdUnits(tx, lines) {
  for (const { product, quantity, count } of lines) {
    await tx.run("insert into stock_units (product, sold, reserved) values ($1, 0, 0) on conflict (product) do nothing", [product]);
    const held = await tx.run("update stock_units set reserved = reserved + cast($2 as integer) where product = $1 and sold + reserved + cast($2 as bigint) <= cast($3 as bigint)", [product, quantity, count]);
    if (held.changes === 0) {
      const [row] = await tx.query("select sold, reserved from stock_units where product = $1", [product]);
      throw new SoldOutError(product, Math.max(0, count - Number(row?.sold ?? 0) - Number(row?.reserved ?? 0)));
    }
  }
}

/** A held order's units become sold. @param {import("../db/types.d.mts").Db} tx @param {{ product: string, quantity: number }[]} lines */
export async function sellHeldUnits(tx, lines) {
  for (const { product, quantity } of lines) {
    await tx.run("update stock_units set reserved = reserved - cast($2 as integer), sold = sold + cast($2 as integer) where product = $1", [product, quantity]);
  }
}

/**
 * Units sold without a hold (a payment that completed after its hold lapsed): counted
 * whatever is left, since the money is taken; the owner sees the order and decides.
 * @param {import("../db/types.d.mts").Db} tx @param {{ product: string, quantity: number }[]} lines
 */
export async function sellUnheldUnits(tx, lines) {
  for (const { product, quantity } of lines) {
    await tx.run("insert into stock_units (product, sold, reserved) values ($1, 0, 0) on conflict (product) do nothing", [product]);
    await tx.run("update stock_units set sold = sold + cast($2 as integer) where product = $1", [product, quantity]);
  }
}

/** A hold given back (cancelled, expired, failed). @param {import("../db/types.d.mts").Db} tx @param {{ product: string, quantity: number }[]} lines */
export async function releaseUnits(tx, lines) {
  for (const { product, quantity } of lines) {
    await tx.run("update stock_units set reserved = reserved - cast($2 as integer) where product = $1", [product, quantity]);
  }
}

/** Sold units given back to stock (a paid order cancelled or refunded before it was shipped). @param {import("../db/types.d.mts").Db} tx @param {{ product: string, quantity: number }[]} lines */
export async function unsellUnits(tx, lines) {
  for (const { product, quantity } of lines) {
    await tx.run("update stock_units set sold = sold - cast($2 as integer) where product = $1 and sold >= cast($2 as integer)", [product, quantity]);
  }
}

/**
 * Units left of each product now: its starting count less what is sold and held.
 * @param {import("../db/types.d.mts").Db} db
 * @param {{ slug: string, stock: number | null, inStock: boolean }[]} products
 * @returns {Promise<Map<string, number | null>>} null: not counted (in stock, no count)
 */
export async function unitsLeft(db, products) {
  /** @type {Map<string, number | null>} */
  const left = new Map();
  if (products.length === 0) return left;
  const rows = await db.query(`select product, sold, reserved from stock_units where product in (${products.map((_, i) => `$${i + 1}`).join(", ")})`, products.map((p) => p.slug));
  const used = new Map(rows.map((row) => [String(row.product), Number(row.sold) + Number(row.reserved)]));
  for (const product of products) {
    if (product.stock === null) left.set(product.slug, product.inStock ? null : 0);
    else left.set(product.slug, Math.max(0, product.stock - (used.get(product.slug) ?? 0)));
  }
  return left;
}
