import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { contentHashes, paymentSettingsFromEnv, readBuildCache, type openMessageBox, type openOrderBook } from "@vitrine/site/editor/server";
import type { ProductSummary } from "../content/products";

/** A product with this many pieces left, or fewer, is low on stock (docs/owner.md#the-first-screen-what-needs-doing). */
const LOW_STOCK_AT = 2;

/** Whether the payment provider is set up: its key and the secret that checks its events, or the key alone. */
type PaymentsState = "on" | "off" | "incomplete";

export type Today = {
  /** Paid orders not yet packed, and their pieces; null when the site's database could not be read. */
  toPack: { orders: number; pieces: number } | null;
  /** Messages not opened yet; null when the site's database could not be read. */
  newMessages: number | null;
  drafts: { posts: number; products: number };
  /** Pages, posts and products changed since the live site was built; null when the site was never published from here. */
  unpublished: number | null;
  lowStock: { slug: string; title: string; left: number }[];
  lowStockAt: number;
  mail: boolean;
  payments: PaymentsState;
};

type TodayDeps = {
  contentDir: string;
  /** The live build's folder (a link to its newest version), where its record of each content file's hash is. */
  liveDir: string;
  products: { list(): Promise<ProductSummary[]> };
  orders: ReturnType<typeof openOrderBook>;
  messages: ReturnType<typeof openMessageBox>;
  env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string };
  lowStockAt?: number;
};

function paymentsState(env: TodayDeps["env"]): PaymentsState {
  try {
    return paymentSettingsFromEnv(env) ? "on" : "off";
  } catch {
    return "incomplete";
  }
}

/** Content files added, changed or removed since the live build recorded theirs. */
function changedFiles(live: Record<string, string>, now: Record<string, string>): number {
  return [...new Set([...Object.keys(live), ...Object.keys(now)])].filter((file) => live[file] !== now[file]).length;
}

/** The products for sale with a count whose pieces left are at or below `at`, fewest first. */
function lowStock(products: ProductSummary[], left: Map<string, number | null>, at: number): Today["lowStock"] {
  return products
    .flatMap((p) => {
      const count = left.get(p.slug);
      return typeof count === "number" && count <= at ? [{ slug: p.slug, title: p.title, left: count }] : [];
    })
    .sort((a, b) => a.left - b.left || a.title.localeCompare(b.title));
}

const markdownFiles = async (dir: string) => (existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith(".md")).length : 0);

/**
 * What needs the owner today, for the studio's first screen (docs/owner.md#the-first-screen-what-needs-doing):
 * every count read at once, each from where it is kept, and none from a rebuild of the content.
 * A count that cannot be read (the database is down) is null, and the others still answer.
 */
export function createToday(deps: TodayDeps) {
  const at = deps.lowStockAt ?? LOW_STOCK_AT;
  const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);
  return async function today(): Promise<Today> {
    const forSale = deps.products.list().then((all) => all.filter((p) => p.state === "published" && p.inStock && p.stock !== null));
    // The orders first: the order book and the inbox each open the database on first use, and
    // two first opens of a new embedded database at once meet each other's migration.
    const paid = await orNull(deps.orders.list({ status: ["paid"] }));
    const [newMessages, posts, products, live, stock] = await Promise.all([
      orNull(deps.messages.unread()),
      markdownFiles(path.join(deps.contentDir, "drafts", "posts")),
      markdownFiles(path.join(deps.contentDir, "drafts", "products")),
      Promise.resolve(readBuildCache(deps.liveDir)),
      forSale.then(async (list) => lowStock(list, (await orNull(deps.messages.unitsLeft(list))) ?? new Map(), at)),
    ]);
    return {
      toPack: paid && { orders: paid.length, pieces: paid.reduce((sum, order) => sum + order.lines.reduce((n, line) => n + line.quantity, 0), 0) },
      newMessages,
      drafts: { posts, products },
      unpublished: live ? changedFiles(live.content, contentHashes(deps.contentDir)) : null,
      lowStock: stock,
      lowStockAt: at,
      mail: deps.orders.mailed,
      payments: paymentsState(deps.env),
    };
  };
}
