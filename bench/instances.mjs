/**
 * `npx tsx bench/instances.mjs`: requests per second and p99 latency of the site's server
 * as one instance, and as two instances on one PostgreSQL behind a round-robin proxy (a
 * stand-in, bench/round-robin-proxy.mjs), for a page and for a consent-log write (each a
 * new event). Also one instance behind the proxy, to show what the proxy itself costs.
 * Starts its own PostgreSQL (site/server/db/test-postgres.ts, VITRINE_TEST_PG_PORT + 3)
 * and serves the build in VITRINE_OUT_DIR or site/build. Loopback only, bounded in time.
 * Settings: BENCH_PORT (first of four ports, default 3490), BENCH_LOAD_SECONDS (5), BENCH_LOAD_CONNECTIONS (20).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { openPostgres } from "../site/server/db/postgres.mjs";
import { startTestPostgres } from "../site/server/db/test-postgres.ts";
import { createRoundRobinProxy } from "./round-robin-proxy.mjs";

const serveScript = fileURLToPath(new URL("../site/server/serve.mjs", import.meta.url));
const base = Number(process.env.BENCH_PORT ?? 3490);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);

const postgres = startTestPostgres({ portOffset: 3 });
if (typeof postgres === "string") throw new Error(postgres);
const children = [];
const proxies = [];
try {
  const admin = openPostgres({ url: postgres.url("postgres") });
  await admin.exec("create database vitrine_bench");
  await admin.close();
  const env = { ...process.env, DATABASE_URL: postgres.url("vitrine_bench"), TRUST_PROXY: "1", CONSENT_LOG_RATE_LIMIT: "999999/1" };
  for (const port of [base, base + 1]) {
    const child = spawn(process.execPath, [serveScript], { env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    await new Promise((resolve, reject) => {
      child.stdout.on("data", (chunk) => String(chunk).includes("is serving") && resolve(undefined));
      child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
    });
  }
  const listen = async (upstreams, port) => {
    const proxy = createRoundRobinProxy({ upstreams });
    proxies.push(proxy);
    await new Promise((resolve) => proxy.listen(port, "127.0.0.1", resolve));
    return port;
  };
  const setups = [
    { label: "one instance", port: base },
    { label: "one instance behind the proxy", port: await listen([base], base + 2) },
    { label: "two instances behind the proxy", port: await listen([base, base + 1], base + 3) },
  ];
  const consent = () =>
    JSON.stringify({ consentId: "0b7c3c8e-5f0e-4d4e-9b3a-2f1d7c6e5a40", eventId: randomBytes(12).toString("hex"), layer: "1", control: "notice", method: "accept-all", consent: "yes", categories: { analytics: true }, services: {}, page: "/" });
  const targets = [
    { label: "page /", options: { headers: { "accept-encoding": "gzip, deflate, br, zstd" } } },
    { label: "consent-log write", options: { method: "POST", headers: { "content-type": "application/json" }, requests: [{ setupRequest: (request) => ({ ...request, body: consent() }) }] } },
  ];
  const lines = ["| setup | target | requests/s | p99 ms | errors | non-2xx |", "|---|---|---|---|---|---|"];
  for (const target of targets) {
    for (const setup of setups) {
      const path = target.label.startsWith("page") ? "/" : "/api/consent";
      const result = await autocannon({ url: `http://127.0.0.1:${setup.port}${path}`, connections, duration: seconds, ...target.options });
      lines.push(`| ${setup.label} | ${target.label} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} |`);
    }
  }
  const db = openPostgres({ url: env.DATABASE_URL });
  const [{ count }] = await db.query("select count(*)::int as count from consent_log");
  await db.close();
  console.log(lines.join("\n"));
  console.log(`consent-log rows written: ${count}; ${connections} connections, ${seconds} s each; load average at the end: ${(await import("node:os")).loadavg().map((n) => n.toFixed(2)).join(" ")}`);
} finally {
  for (const proxy of proxies) proxy.close();
  for (const child of children) child.kill();
  postgres.stop();
}
