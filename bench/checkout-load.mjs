/**
 * The checkout section of `npm run bench` (docs/decisions/036-selling.md#throughput):
 * autocannon on loopback against the site's own server selling from the build, in both
 * modes — a "Buy now" to the payment page through the payment stand-in
 * (tests/stripe-stand-in/, a local imitation, NOT the real service, in a process of its
 * own), and an order request stored without a provider. Each accepted checkout is a real
 * one: checked against the built catalogue, rate-limited, its piece held and its order
 * written in the embedded database. So that the run measures selling rather than
 * "sold out", the bench's own copy of the catalogue gives the product it buys a stock of
 * a billion; the pages are not touched. After the run the orders are counted: one per
 * accepted answer, none lost or doubled.
 * A row is a fixed number of checkouts (BENCH_CHECKOUT_REQUESTS, default 2,000), not a
 * time, so every request is answered before the orders are counted.
 * Settings: BENCH_SKIP_LOAD (skips it with the load section), BENCH_LOAD_CONNECTIONS, BENCH_CHECKOUT_REQUESTS.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { REQUEST_FORM_NAME } from "../site/app/features/shop/shop-names.mjs";
import { openDatabase } from "../site/server/db/open-database.mjs";
import { createFormKeys } from "../site/server/forms/form-key.mjs";
import { freePort } from "./server.mjs";

const standInScript = fileURLToPath(new URL("../tests/stripe-stand-in/serve.mjs", import.meta.url));
const WEBHOOK_SECRET = "whsec_bench";
/** Enough that no run sells out. */
const BENCH_STOCK = 1_000_000_000;

/** Runs `script` with `env` until its output says `ready`; stop() ends it. */
async function run(script, env, ready) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk.toString("utf8");
      if (output.includes(ready)) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`${path.basename(script)} stopped (${code}):\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return { stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill()))) };
}

/**
 * The product the bench buys (the first in stock) and the catalogue with its stock raised,
 * written over the snapshot's own copy. @param {string} clientDir
 */
function stockUp(clientDir) {
  const file = path.join(clientDir, "..", "shop.json");
  const shop = JSON.parse(readFileSync(file, "utf8"));
  const [slug, product] = Object.entries(shop.products).find(([, p]) => p.inStock) ?? [];
  if (!slug) throw new Error("The build's shop has no product in stock to buy.");
  product.stock = BENCH_STOCK;
  writeFileSync(file, JSON.stringify(shop));
  const country = shop.zones[0]?.countries[0];
  return { slug, price: product.price, country };
}

/** @param {Record<string, string | undefined>} env */
export function checkoutLoadOptions(env) {
  return { connections: Math.max(1, Number(env.BENCH_LOAD_CONNECTIONS ?? 50)), requests: Math.max(1, Number(env.BENCH_CHECKOUT_REQUESTS ?? 2000)) };
}

/** One autocannon run of a form POST; the 303 that sends the buyer on is the accepted answer. */
async function hammer(url, { requests, connections }, body) {
  const origin = new URL(url).origin;
  const result = await autocannon({
    url, connections, amount: requests, method: "POST", body,
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
  });
  const accepted = Number(result.statusCodeStats?.["303"]?.count ?? 0);
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    accepted,
    other: result.requests.total - accepted - result.errors - result.timeouts,
    requests: result.requests.total,
  };
}

/** @param {string} dataDir */
async function countOrders(dataDir) {
  const { db } = await openDatabase({ VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" });
  try {
    const [row] = await db.query("select count(*) as n from orders");
    return Number(row?.n ?? 0);
  } finally {
    await db.close();
  }
}

/**
 * @param {{ clientDir: string, serveScript: string, log: (m: string) => void }} target a snapshot of the build (snapshot.mjs), its own
 * @param {ReturnType<typeof checkoutLoadOptions>} options
 */
export async function runCheckoutLoad({ clientDir, serveScript, log }, options) {
  const { slug, price, country } = stockUp(clientDir);
  const data = mkdtempSync(path.join(tmpdir(), "vitrine-checkout-bench-"));
  const [standInPort, paymentsPort, requestsPort] = [await freePort(0), await freePort(0), await freePort(0)];
  const limits = { CHECKOUT_RATE_LIMIT: "999999/1", DATABASE_URL: "", SMTP_URL: "" };
  // The order requests carry a spam-protection key the server takes: signed with the secret it is given, started long enough ago.
  const formSecret = `bench-${Math.random().toString(36).slice(2)}-form-secret`;
  const { key } = createFormKeys({ secret: formSecret }).issue(REQUEST_FORM_NAME, { startedAt: Date.now() - 60_000 });
  const standIn = await run(standInScript, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_STAND_IN_PORT: String(standInPort) }, "Payment stand-in");
  const servers = [];
  const rows = [];
  const loadAverage = loadavg().map((n) => n.toFixed(2)).join(" ");
  try {
    servers.push(
      await run(serveScript, { ...limits, PORT: String(paymentsPort), VITRINE_DATA_DIR: path.join(data, "payments"), STRIPE_SECRET_KEY: "sk_test_bench", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${standInPort}`, SITE_URL: `http://127.0.0.1:${paymentsPort}` }, "Vitrine is serving"),
      await run(serveScript, { ...limits, PORT: String(requestsPort), VITRINE_DATA_DIR: path.join(data, "requests"), FORM_SECRET: formSecret }, "Vitrine is serving"),
    );
    const buy = new URLSearchParams({ product: slug, quantity: "1", price: String(price), ...(country ? { country } : {}) });
    const request = new URLSearchParams({ line: `${slug}:1:${price}`, name: "Bench Buyer", email: "bench@example.com", line1: "1 Kiln Lane", postalCode: "69001", city: "Lyon", country: country ?? "", _key: key });
    for (const [label, url, body, dir] of [
      ["checkout to the payment page (stand-in)", `http://127.0.0.1:${paymentsPort}/checkout`, buy, "payments"],
      ["order request, stored", `http://127.0.0.1:${requestsPort}/checkout/request`, request, "requests"],
    ]) {
      log(`checkout: ${label} (${options.requests} requests, ${options.connections} connections)`);
      const result = await hammer(url, options, body.toString());
      rows.push({ label, path: new URL(url).pathname, ...result, orders: await countOrders(path.join(data, dir)) });
    }
  } finally {
    await Promise.all([...servers.map((s) => s.stop()), standIn.stop()]);
    rmSync(data, { recursive: true, force: true });
  }
  return { rows, options, loadAverage, product: slug };
}

/** The report's checkout section. @param {Awaited<ReturnType<typeof runCheckoutLoad>>} checkout */
export function formatCheckoutSection(checkout) {
  return [
    "## Checkout",
    "",
    `autocannon on loopback, ${checkout.options.connections} connections, ${checkout.options.requests} checkouts per row: the site's server selling one \`${checkout.product}\` per request from the build's catalogue (its stock raised in the bench's copy so none sells out), each order written to its own embedded database; payments through the local payment stand-in (not the real service) in a process of its own. Accepted = 303 to the payment page or to the request's confirmation. Load average at the start: ${checkout.loadAverage}.`,
    "",
    "| target | req/s | p99 | accepted | other answers / errors | orders written |",
    "|---|---:|---:|---:|---:|---:|",
    ...checkout.rows.map((row) => `| ${row.label} \`${row.path}\` | ${row.requestsPerSec} | ${row.p99Ms} ms | ${row.accepted} | ${row.other} / ${row.errors} | ${row.orders} |`),
    "",
  ].join("\n");
}

/** Misses: any answer but the 303, and any order lost or doubled. @param {Awaited<ReturnType<typeof runCheckoutLoad>>} checkout */
export function checkoutMisses(checkout) {
  return checkout.rows.flatMap((row) => [
    ...(row.other || row.errors ? [`checkout ${row.label}: ${row.other} answers other than 303 and ${row.errors} errors (bar: 0)`] : []),
    ...(row.orders !== row.accepted ? [`checkout ${row.label}: ${row.orders} orders written for ${row.accepted} accepted checkouts (bar: one each)`] : []),
  ]);
}
