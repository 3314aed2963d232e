import { existsSync, readdirSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { contentHashes, editionsOf, hasHomePage, paidAfterCancelling, paymentSettingsFromEnv, readBuildCache, type openMessageBox, type openOrderBook } from "@vitrine/site/editor/server";
import type { ProductSummary } from "../content/products";

/** A product with this many pieces left, or fewer, is low on stock (docs/owner.md#the-first-screen-what-needs-doing). */
const LOW_STOCK_AT = 2;

/** Whether the payment provider is set up: its key and the secret that checks its events, or the key alone. */
type PaymentsState = "on" | "off" | "incomplete";

export type Today = {
  /** Paid orders not yet packed, and their pieces; null when the site's database could not be read. */
  toPack: { orders: number; pieces: number } | null;
  /** Cancelled orders whose payment came in afterwards: money to give back (docs/behaviour/shop.md#order-states); null when the database could not be read. */
  toRefund?: number | null;
  /** Messages not opened yet; null when the site's database could not be read. */
  newMessages: number | null;
  drafts: { posts: number; products: number };
  /**
   * Pages, posts and products changed since the live site was built, and settings files (the
   * menu, the footer, the shop …) saved since, in every language; null when the site was
   * never published from here.
   */
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

/** The first language's content folder and each second language's (docs/decisions/046-two-languages-on-one-site.md). */
const languageRoots = (contentDir: string) => [contentDir, ...editionsOf(contentDir).map((edition) => edition.root)];

/** Drafts of `kind` in every language. */
const draftsIn = async (contentDir: string, kind: "posts" | "products") =>
  (await Promise.all(languageRoots(contentDir).map((root) => markdownFiles(path.join(root, "drafts", kind))))).reduce((sum, n) => sum + n, 0);

/**
 * Settings files saved after `builtAt`. The build records no hash of them (they are part of its
 * code's), so the time the live build recorded its content stands for when it read them.
 */
function settingsSavedSince(root: string, builtAt: number): number {
  const dir = path.join(root, "settings");
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter((name) => /\.(ya?ml|json)$/.test(name) && statSync(path.join(dir, name)).mtimeMs > builtAt).length;
}

/**
 * What is not on the live site yet, in every language: content files changed since each
 * language's build recorded them, and settings saved since. A second language never built is
 * counted whole once it has a home page (the next publish puts it on the site). Null when the
 * site was never published from here.
 */
function unpublishedIn(contentDir: string, liveDir: string): number | null {
  const live = readBuildCache(liveDir);
  if (!live) return null;
  const builtAt = (dir: string) => statSync(path.join(dir, "build-cache.json")).mtimeMs;
  let count = changedFiles(live.content, contentHashes(contentDir)) + settingsSavedSince(contentDir, builtAt(liveDir));
  for (const edition of editionsOf(contentDir)) {
    const dir = path.join(liveDir, "editions", edition.language);
    const built = readBuildCache(dir);
    if (built) count += changedFiles(built.content, contentHashes(edition.root)) + settingsSavedSince(edition.root, builtAt(dir));
    else if (hasHomePage(edition)) count += Object.keys(contentHashes(edition.root)).length + settingsSavedSince(edition.root, 0);
  }
  return count;
}

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
    const cancelled = await orNull(deps.orders.list({ status: ["cancelled"] }));
    const [newMessages, posts, products, unpublished, stock] = await Promise.all([
      orNull(deps.messages.unread()),
      draftsIn(deps.contentDir, "posts"),
      draftsIn(deps.contentDir, "products"),
      Promise.resolve(unpublishedIn(deps.contentDir, deps.liveDir)),
      forSale.then(async (list) => lowStock(list, (await orNull(deps.messages.unitsLeft(list))) ?? new Map(), at)),
    ]);
    return {
      toPack: paid && { orders: paid.length, pieces: paid.reduce((sum, order) => sum + order.lines.reduce((n, line) => n + line.quantity, 0), 0) },
      toRefund: cancelled && cancelled.filter(paidAfterCancelling).length,
      newMessages,
      drafts: { posts, products },
      unpublished,
      lowStock: stock,
      lowStockAt: at,
      mail: deps.orders.mailed,
      payments: paymentsState(deps.env),
    };
  };
}
