import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.mjs";
import type { Db } from "../db/types.d.mts";
import { createSiteServer } from "../site-server.mjs";
import { listen, makeBuild } from "../test-support";
import { createOwnerAccount } from "./owner-account.mjs";
import { studioFromEnv } from "./studio-env.mjs";

/**
 * The studio served by the site's server on its own host name
 * (docs/decisions/050-the-studio-on-the-sites-server.md): here the site answers at
 * 127.0.0.1 and the studio at localhost, one server; two such servers share one database.
 */
const site = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "studio-on-site-"));
const password = "a long kiln password";
const dbs: Db[] = [];
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
let ports: number[] = [];
let account: ReturnType<typeof createOwnerAccount>;
const before = process.env.VITRINE_CONTENT_DIR;

async function siteServer(env: Record<string, string>) {
  const { db } = await openDatabase({ VITRINE_DATA_DIR: path.join(temp, "data") });
  dbs.push(db);
  const clientDir = path.join(temp, "dist");
  const studio = await studioFromEnv(env, { db, trustProxy: true }, {
    clientDir,
    contentDir: path.join(temp, "content"),
    mediaDir: path.join(site, "public", "media"),
    account: createOwnerAccount(db, { totalAttempts: 1000 }),
  });
  if (studio) closers.push(studio.close);
  const server = createSiteServer({ root: path.join(makeBuild({ "index.html": "<h1>The potter's site</h1>" }), "client"), db, trustProxy: true, ...(studio ? { studio } : {}) });
  servers.push(server);
  return listen(server);
}

beforeAll(async () => {
  cpSync(path.join(site, "content"), path.join(temp, "content"), { recursive: true });
  mkdirSync(path.join(temp, "dist", "assets"), { recursive: true });
  writeFileSync(path.join(temp, "dist", "index.html"), '<!doctype html><script type="module" src="/assets/page.js"></script>');
  writeFileSync(path.join(temp, "dist", "assets", "page.js"), "export {};");
  process.env.VITRINE_CONTENT_DIR = path.join(temp, "content");
  ports = [await siteServer({ STUDIO_HOST: "localhost" }), await siteServer({ STUDIO_HOST: "localhost" }), await siteServer({})];
  // A lower cost than the real one keeps the test quick; signing in reads the cost from the hash.
  account = createOwnerAccount(dbs[0]!, { cost: { N: 2 ** 12, r: 8, p: 1 } });
}, 60_000);

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(dbs.map((db) => db.close()));
  rmSync(temp, { recursive: true, force: true });
  if (before === undefined) delete process.env.VITRINE_CONTENT_DIR;
  else process.env.VITRINE_CONTENT_DIR = before;
});

const studioAt = (port = ports[0]!) => `http://localhost:${port}`;
/** A sign-in from `address` (behind the site's proxy, which the server trusts on loopback). */
function signIn(body: Record<string, string>, address: string, options: { port?: number; https?: boolean } = {}) {
  const origin = `${options.https ? "https" : "http"}://localhost:${options.port ?? ports[0]}`;
  return fetch(`${studioAt(options.port)}/api/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", "x-forwarded-for": address, ...(options.https ? { "x-forwarded-proto": "https" } : {}) },
    body: JSON.stringify(body),
  });
}
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

describe("the studio on the site's server", () => {
  it("answers at its own host name only, and refuses every sign-in until the owner's password is set", async () => {
    const page = await fetch(`http://127.0.0.1:${ports[0]}/`);
    expect(await page.text()).toContain("The potter's site");
    expect(page.headers.get("content-security-policy") ?? "").not.toContain("frame-src 'self'");
    expect((await fetch(`http://127.0.0.1:${ports[0]}/api/session`)).status).toBe(404);
    expect((await fetch(`${studioAt()}/api/session`)).headers.get("content-type")).toMatch(/json/);
    const none = await signIn({ password }, "192.0.2.1");
    expect(none.status).toBe(401);
    expect((await none.json()).message).toMatch(/no password yet/);
    await account.setPassword(password);
  });

  it("refuses a wrong password and signs the owner in with an HttpOnly, SameSite=Strict cookie, Secure over https", async () => {
    expect((await signIn({ password: "not it at all" }, "192.0.2.2")).status).toBe(401);
    const plain = await signIn({ password }, "192.0.2.2");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("set-cookie")).toMatch(/^vitrine_editor=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const secure = await signIn({ password }, "192.0.2.2", { https: true });
    expect(secure.headers.get("set-cookie")).toMatch(/; Secure$/);
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // The session is in the database: the other server knows it.
    const session = await fetch(`${studioAt(ports[1])}/api/session`, { headers: { cookie: cookieOf(plain) } });
    expect(await session.json()).toMatchObject({ signedIn: true, csrf: expect.any(String) });
  });

  it("refuses a change without the CSRF header, and signs out with it", async () => {
    const cookie = cookieOf(await signIn({ password }, "192.0.2.3"));
    const { csrf } = await (await fetch(`${studioAt()}/api/session`, { headers: { cookie } })).json();
    const headers = { cookie, origin: studioAt(), "content-type": "application/json" };
    const refused = await fetch(`${studioAt()}/api/logout`, { method: "POST", headers, body: "{}" });
    expect(refused.status).toBe(403);
    const out = await fetch(`${studioAt()}/api/logout`, { method: "POST", headers: { ...headers, "x-vitrine-csrf": csrf }, body: "{}" });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^vitrine_editor=; .*Max-Age=0/);
    expect(await (await fetch(`${studioAt(ports[1])}/api/session`, { headers: { cookie } })).json()).toMatchObject({ signedIn: false });
  });

  it("counts sign-in tries in the database, shared by two servers", async () => {
    for (const port of [ports[0], ports[1], ports[0], ports[1], ports[0]]) expect((await signIn({ password: "guess" }, "198.51.100.7", { port })).status).toBe(401);
    const refused = await signIn({ password }, "198.51.100.7", { port: ports[1] });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("asks for the second factor once it is on: a wrong code refused, the right one once, a recovery code once", async () => {
    const { secret } = account.newSecondFactor();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const codes = await account.turnOnSecondFactor(secret, totp.generate());
    expect(codes).toHaveLength(10);
    const asked = await signIn({ password }, "192.0.2.4");
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ secondFactor: true });
    const wrong = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");
    expect((await signIn({ password, code: wrong }, "192.0.2.4")).status).toBe(401);
    const code = totp.generate();
    expect((await signIn({ password, code }, "192.0.2.4")).status).toBe(200);
    expect((await signIn({ password, code }, "192.0.2.5")).status).toBe(401);
    const recovery = codes![0]!.toUpperCase();
    expect((await signIn({ password, code: recovery }, "192.0.2.5")).status).toBe(200);
    expect((await signIn({ password, code: recovery }, "192.0.2.6")).status).toBe(401);
    await account.turnOffSecondFactor();
  });

  it("is not there at all when off: no studio route, page or header", async () => {
    const off = `http://localhost:${ports[2]}`;
    for (const address of ["/api/session", "/assets/page.js", "/studio-site-config.js"]) expect((await fetch(`${off}${address}`)).status).toBe(404);
    const login = await fetch(`${off}/api/login`, { method: "POST", headers: { origin: off, "content-type": "application/json" }, body: JSON.stringify({ password }) });
    expect(login.status).not.toBe(200);
    expect(login.headers.get("set-cookie")).toBeNull();
    const page = await fetch(`${off}/`);
    expect(await page.text()).toContain("The potter's site");
    expect([...page.headers.keys()].join(" ")).not.toMatch(/vitrine-csrf/);
    expect(page.headers.get("set-cookie")).toBeNull();
  });
});
