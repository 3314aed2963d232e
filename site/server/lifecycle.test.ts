import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { consentRecord } from "../app/consent/consent-log";
import { migrate } from "./db/migrate.mjs";
import { openSqlite } from "./db/sqlite.mjs";
import type { Db } from "./db/types.d.mts";
import { createLogger, logLevelFromEnv } from "./logger.mjs";
import { routeOf } from "./request-log.mjs";
import { stopOnSignals } from "./shutdown.mjs";
import { jsonLines, startServe } from "./serve-process";
import { createSiteServer } from "./site-server.mjs";
import { listen, makeBuild } from "./test-support";

/**
 * The server's life as an operator sees it (docs/operations.md): health and readiness
 * checks, one JSON log line per request with nothing personal in it, and a clean stop
 * on SIGTERM that finishes the requests in flight.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-lifecycle-"));
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(temp, { recursive: true, force: true });
});

const site = { "index.html": "<h1>Home</h1>", "about/index.html": "<h1>About</h1>", "404/index.html": "<h1>Not found</h1>" };
let dbCount = 0;

async function openDb(): Promise<Db> {
  const db = openSqlite({ file: path.join(temp, `db-${++dbCount}`, "vitrine.sqlite") });
  await migrate(db);
  return db;
}

async function serve(options: Parameters<typeof createSiteServer>[0]): Promise<string> {
  const server: Server = createSiteServer(options);
  const port = await listen(server);
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}`;
}

const consentEvent = (consentId: string) =>
  JSON.stringify(
    consentRecord(
      { consent: "yes", allowed: ["necessary"], categories: { necessary: true }, services: {}, layer: 1, control: "notice", method: "accept-all", reloading: false },
      { consentId, page: "/" },
    ),
  );

describe("health and readiness", () => {
  it("answers /healthz alive and /readyz ready when the database answers and the build is there", async () => {
    const db = await openDb();
    cleanups.push(() => db.close());
    const base = await serve({ root: path.join(makeBuild(site), "client"), db });
    const health = await fetch(`${base}/healthz`);
    expect([health.status, health.headers.get("cache-control"), await health.json()]).toEqual([200, "no-store", { status: "ok" }]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", checks: { database: "ok", build: "ok" } }]);
    const head = await fetch(`${base}/readyz`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
  });

  it("is not ready when the database fails, and still alive", async () => {
    const db = await openDb();
    const failures: string[] = [];
    const logger = createLogger({ write: (text) => failures.push(text) });
    const base = await serve({ root: path.join(makeBuild(site), "client"), db, logger });
    await db.close();
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: "not ready", checks: { database: "failed", build: "ok" } }]);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await vi.waitFor(() => expect(failures.join("")).toContain("the database did not answer"));
  });

  it("is not ready without a build, and reports no database when it has none", async () => {
    const empty = await serve({ root: path.join(temp, "no-build") });
    expect(await (await fetch(`${empty}/readyz`)).json()).toEqual({ status: "not ready", checks: { database: "none", build: "missing" } });
    const noDb = await serve({ root: path.join(makeBuild(site), "client") });
    const ready = await fetch(`${noDb}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", checks: { database: "none", build: "ok" } }]);
  });
});

describe("the request log", () => {
  it("writes one JSON line per request: id, method, route, status, duration; never an address, a query or what a visitor typed", async () => {
    const db = await openDb();
    cleanups.push(() => db.close());
    const written: string[] = [];
    const logger = createLogger({ write: (text) => written.push(text) });
    const base = await serve({ root: path.join(makeBuild(site), "client"), db, logger, trustProxy: true });
    const visitor = { "X-Forwarded-For": "203.0.113.77", "User-Agent": "Visitor-Browser/1.0" };
    const page = await fetch(`${base}/about?email=mira%40example.com`, { headers: visitor });
    const missing = await fetch(`${base}/mira@example.com/secret`, { headers: visitor });
    const consent = await fetch(`${base}/api/consent`, { method: "POST", headers: { ...visitor, "Content-Type": "application/json" }, body: consentEvent("5d3c0b1e-0f6a-4c35-9e0e-1a2b3c4d5e6f") });
    const proxied = await fetch(`${base}/`, { headers: { ...visitor, "X-Request-Id": "proxy-7f3a" } });
    expect([page.status, missing.status, consent.status, proxied.status]).toEqual([200, 404, 204, 200]);
    await vi.waitFor(() => expect(jsonLines(written.join("").split("\n"))).toHaveLength(4));
    const lines = jsonLines(written.join("").split("\n"));
    expect(lines.map(({ msg, method, route, status }) => ({ msg, method, route, status }))).toEqual([
      { msg: "request", method: "GET", route: "/about", status: 200 },
      { msg: "request", method: "GET", route: "-", status: 404 },
      { msg: "request", method: "POST", route: "/api/consent", status: 204 },
      { msg: "request", method: "GET", route: "/", status: 200 },
    ]);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(["durationMs", "level", "method", "msg", "requestId", "route", "status", "time"]);
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(lines[0]!.requestId).toBe(page.headers.get("x-request-id"));
    expect(lines[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[3]!.requestId).toBe("proxy-7f3a");
    const text = written.join("");
    for (const secret of ["203.0.113.77", "127.0.0.1", "mira", "example.com", "secret", "Visitor-Browser", "5d3c0b1e"]) expect(text).not.toContain(secret);
  });

  it("names the server's own addresses by their template", () => {
    expect(routeOf("/forms/contact", 303)).toBe("/forms/:form");
    expect(routeOf("/forms/enquiry/sent", 200)).toBe("/forms/:form/sent");
    expect(routeOf("/api/forms/contact/key", 200)).toBe("/api/forms/:form/key");
    expect(routeOf("/search/", 200)).toBe("/search");
    expect(routeOf("/readyz", 503)).toBe("/readyz");
    expect(routeOf("/shop/moon-jar", 304)).toBe("/shop/moon-jar");
    expect(routeOf("/wp-login.php", 404)).toBe("-");
  });

  it("writes only lines at LOG_LEVEL or above, and refuses a level it does not know", () => {
    const written: string[] = [];
    const logger = createLogger({ level: "warn", write: (text) => written.push(text) });
    logger.debug("a");
    logger.info("b");
    logger.warn("c", { n: 1 });
    logger.error("d");
    logger.flush();
    expect(jsonLines(written.join("").split("\n")).map(({ level, msg }) => `${level} ${msg}`)).toEqual(["warn c", "error d"]);
    expect(logLevelFromEnv({})).toBe("info");
    expect(logLevelFromEnv({ LOG_LEVEL: " DEBUG " })).toBe("debug");
    expect(() => logLevelFromEnv({ LOG_LEVEL: "verbose" })).toThrow('LOG_LEVEL must be one of debug, info, warn, error, silent; received "verbose"');
  });
});

describe("stopping", () => {
  it("cuts a request still running after the grace period, then closes the database and exits 0", async () => {
    const written: string[] = [];
    const logger = createLogger({ level: "debug", write: (text) => written.push(text) });
    const server = createSiteServer({ root: path.join(makeBuild(site), "client"), db: await openDb(), logger });
    const port = await listen(server);
    const order: string[] = [];
    const { stop } = stopOnSignals({ server, logger, graceMs: 300, signals: [], close: async () => void order.push("database closed"), exit: (code) => void order.push(`exit ${code}`) });
    const socket = connect(port, "127.0.0.1");
    const closed = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("close", () => resolve(text));
    });
    // A body that never finishes arriving.
    socket.write("POST /api/consent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{");
    await vi.waitFor(() => expect(written.join("")).toContain("request received"));
    const started = Date.now();
    await stop("test");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await closed).toBe("");
    expect(order).toEqual(["database closed", "exit 0"]);
    expect(jsonLines(written.join("").split("\n")).map(({ msg, level, status, aborted }) => [level, msg, status, aborted].filter(Boolean).join(" "))).toEqual([
      "debug request received",
      "info shutting down",
      "warn requests still running after the grace period; closing their connections",
      "info request 200 true",
      "info stopped",
    ]);
  });
});

const MAIL_OFF =
  "Mail is off (no SMTP_URL): form submissions and orders are stored but emailed to no one, buyers included; the studio's Orders screen says so. See them in the studio, or with npm run submissions and npm run orders.";

describe("the server process", () => {
  const build = makeBuild(site);
  cleanups.push(() => rmSync(build, { recursive: true, force: true }));

  it("on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0", async () => {
    const dataDir = path.join(temp, "sigterm-data");
    const server = await startServe({ VITRINE_OUT_DIR: build, VITRINE_DATA_DIR: dataDir, LOG_LEVEL: "debug", SMTP_URL: "" });
    cleanups.push(() => server.child.kill("SIGKILL"));
    expect(jsonLines(server.lines)).toEqual([]);
    // Without SMTP_URL nothing is emailed, and the start says so (docs/operations.md#3-settings).
    expect(server.lines).toContain(MAIL_OFF);
    // A consent event whose body is still arriving: the server has its headers and waits for the rest.
    const body = consentEvent("0b7c3c8e-5f0e-4d4e-9b3a-2f1d7c6e5a40");
    const socket = connect(server.port, "127.0.0.1");
    const answer = new Promise<string>((resolve, reject) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    socket.write(`POST /api/consent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
    await server.waitForLine((line) => line.includes('"request received"'));

    server.child.kill("SIGTERM");
    await server.waitForLine((line) => line.includes('"shutting down"'));
    const refused = await fetch(`${server.origin}/`).then(() => "answered", (error: Error & { cause?: { code?: string } }) => error.cause?.code);
    expect(refused).toBe("ECONNREFUSED");
    expect(server.child.exitCode).toBeNull();

    socket.write(body.slice(20));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 204 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(await server.exited).toBe(0);
    const log = jsonLines(server.lines);
    expect(log.slice(-3).map(({ msg, route, status }) => ({ msg, route, status }))).toEqual([
      { msg: "shutting down", route: undefined, status: undefined },
      { msg: "request", route: "/api/consent", status: 204 },
      { msg: "stopped", route: undefined, status: undefined },
    ]);

    // The event was written before the database closed.
    const db = openSqlite({ file: path.join(dataDir, "vitrine.sqlite") });
    cleanups.push(() => db.close());
    expect(await db.query("select consent_id from consent_log")).toEqual([{ consent_id: "0b7c3c8e-5f0e-4d4e-9b3a-2f1d7c6e5a40" }]);
  }, 60_000);

  it("refuses to start with a LOG_LEVEL it does not know", async () => {
    await expect(startServe({ VITRINE_OUT_DIR: build, VITRINE_DATA_DIR: path.join(temp, "level-data"), LOG_LEVEL: "loud" })).rejects.toThrow(
      'LOG_LEVEL must be one of debug, info, warn, error, silent; received "loud"',
    );
  });
});
