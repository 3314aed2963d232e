import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { request } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { consentRecord } from "../app/consent/consent-log";
import { jsonLines, startServe, type ServeProcess } from "./serve-process";
import { makeBuild } from "./test-support";

/**
 * The example TLS proxies of deploy/ (Caddyfile, nginx.conf; docs/operations.md) in front
 * of the server as deploy/vitrine.service runs it (HOST=127.0.0.1, TRUST_PROXY=1): the
 * configs as written, with the domain, ports and certificate paths changed for the test.
 * Over https the server knows it is https (HSTS), takes the proxy's request id, and
 * counts a visitor by the address the proxy saw, whatever X-Forwarded-For they send.
 * Each proxy runs where its program is installed (`caddy`, `nginx`, or CADDY_BIN and
 * NGINX_BIN); elsewhere its tests are skipped with the reason.
 */
const repo = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-proxy-"));
chmodSync(temp, 0o755);
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(temp, { recursive: true, force: true });
});

function program(name: string, variable: string): string | undefined {
  const given = process.env[variable];
  if (given) return existsSync(given) ? given : undefined;
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

type Proxy = { https: number; http: number };
type Setup = (site: number, dir: string) => Promise<{ command: string[]; ports: Proxy; env?: Record<string, string> }>;

const caddy: Setup = async (site, dir) => {
  const ports = { https: await freePort(), http: await freePort() };
  const global = `{\n\tadmin off\n\thttp_port ${ports.http}\n\thttps_port ${ports.https}\n\tskip_install_trust\n\tlocal_certs\n\tstorage file_system ${dir}/storage\n}\n`;
  const file = path.join(dir, "Caddyfile");
  writeFileSync(file, global + readFileSync(path.join(repo, "deploy", "Caddyfile"), "utf8").replaceAll("example.com", "localhost").replaceAll("127.0.0.1:3000", `127.0.0.1:${site}`));
  return { command: [program("caddy", "CADDY_BIN")!, "run", "--config", file, "--adapter", "caddyfile"], ports, env: { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir } };
};

const nginx: Setup = async (site, dir) => {
  const ports = { https: await freePort(), http: await freePort() };
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", `${dir}/key.pem`, "-out", `${dir}/cert.pem`], { stdio: "ignore" });
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const servers = readFileSync(path.join(repo, "deploy", "nginx.conf"), "utf8")
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 /g, `listen 127.0.0.1:${ports.https} `)
    .replace(/https:\/\/example\.com\$request_uri/g, `https://localhost:${ports.https}$request_uri`)
    .replaceAll("/etc/letsencrypt/live/example.com/fullchain.pem", `${dir}/cert.pem`)
    .replaceAll("/etc/letsencrypt/live/example.com/privkey.pem", `${dir}/key.pem`)
    .replaceAll("/var/www/html", dir)
    .replaceAll("example.com", "localhost")
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${site}`);
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind, i) => `${kind}_temp_path ${dir}/${["body", "proxy", "fastcgi", "uwsgi", "scgi"][i]};`).join("\n");
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temps}\n${servers}\n}\n`);
  return { command: [program("nginx", "NGINX_BIN")!, "-e", `${dir}/error.log`, "-p", dir, "-c", file, "-g", "daemon off;"], ports };
};

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
function overTls(port: number, target: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, servername: "localhost", path: target, method: options.method ?? "GET", rejectUnauthorized: false, headers: { Host: `localhost:${port}`, ...options.headers } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

async function start(setup: Setup, name: string): Promise<{ site: ServeProcess; ports: Proxy }> {
  const dir = path.join(temp, name);
  mkdirSync(dir, { mode: 0o755 });
  const build = makeBuild({ "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>", _headers: "/*\n  Strict-Transport-Security: max-age=63072000\n" });
  cleanups.push(() => rmSync(build, { recursive: true, force: true }));
  const site = await startServe({ VITRINE_OUT_DIR: build, VITRINE_DATA_DIR: path.join(dir, "data"), HOST: "127.0.0.1", TRUST_PROXY: "1" });
  cleanups.push(() => site.child.kill("SIGKILL"));
  const { command, ports, env } = await setup(site.port, dir);
  const proxy: ChildProcess = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  proxy.stderr!.on("data", (chunk) => (errors += chunk));
  cleanups.push(() => proxy.kill());
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`${name} exited: ${errors}`);
    if (await overTls(ports.https, "/").then((answer) => answer.status === 200, () => false)) break;
    if (Date.now() > deadline) throw new Error(`${name} did not answer on ${ports.https}: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { site, ports };
}

const consentEvent = (n: number) =>
  JSON.stringify(
    consentRecord(
      { consent: "yes", allowed: ["necessary"], categories: { necessary: true }, services: {}, layer: 1, control: "notice", method: "accept-all", reloading: false },
      { consentId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`, page: "/" },
    ),
  );

const proxies = [
  { name: "Caddy", setup: caddy, missing: program("caddy", "CADDY_BIN") ? undefined : "Caddy is not installed (apt-get install caddy), or set CADDY_BIN" },
  { name: "nginx", setup: nginx, missing: program("nginx", "NGINX_BIN") ? undefined : "nginx is not installed (apt-get install nginx), or set NGINX_BIN" },
];
for (const { name, missing } of proxies) if (missing) console.warn(`Skipping the ${name} proxy test: ${missing}`);

describe.each(proxies)("behind $name as deploy/ configures it", ({ name, setup, missing }) => {
  it.skipIf(Boolean(missing))("serves over https with HSTS, passes its request id, redirects http, and counts visitors by the address it saw", async () => {
    const { site, ports } = await start(setup, name);
    const home = await overTls(ports.https, "/");
    expect([home.status, home.body, home.headers["strict-transport-security"]]).toEqual([200, "<h1>Home</h1>", "max-age=63072000"]);
    const direct = await fetch(`${site.origin}/`);
    expect(direct.headers.get("strict-transport-security")).toBeNull();
    const id = String(home.headers["x-request-id"]);
    expect(id).toMatch(name === "Caddy" ? /^[0-9a-f-]{36}$/ : /^[0-9a-f]{32}$/);
    await site.waitForLine((line) => line.includes(`"requestId":"${id}"`));

    const redirect = await new Promise<{ status: number; location?: string }>((resolve, reject) =>
      httpGet({ host: "127.0.0.1", port: ports.http, path: "/about?x=1", headers: { Host: "localhost" } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      }).on("error", reject),
    );
    expect([301, 308]).toContain(redirect.status);
    expect(redirect.location).toMatch(/^https:\/\/localhost(:\d+)?\/about\?x=1$/);

    // One visitor claiming a new address in every request is still one visitor: 60 events, then 429.
    const statuses: number[] = [];
    for (let n = 1; n <= 61; n += 1) {
      const sent = await overTls(ports.https, "/api/consent", { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${n}` }, body: consentEvent(n) });
      statuses.push(sent.status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(statuses[60]).toBe(429);
    await vi.waitFor(() => expect(jsonLines(site.lines).filter((line) => line.route === "/api/consent")).toHaveLength(61));
  }, 90_000);
});
