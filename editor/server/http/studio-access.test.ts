import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_CONFIG_PATH } from "../../shared/names";
import { createEditorServer } from "../create-editor-server";

const repo = fileURLToPath(new URL("../../../", import.meta.url)).replace(/\/$/, "");
const site = path.join(repo, "site");
const password = "kiln-fire-2026";

/**
 * A studio with a password, serving a stand-in for its built page, as `npm run edit`
 * serves editor/dist (docs/decisions/048-the-studio-serves-its-build.md).
 */
let studio: Awaited<ReturnType<typeof createEditorServer>>;
let base: string;
let cookie: string;
const before = process.env.VITRINE_CONTENT_DIR;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-access-"));
  const contentDir = path.join(dir, "content");
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
  const clientDir = path.join(dir, "dist");
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  writeFileSync(path.join(clientDir, "index.html"), '<!doctype html><script type="module" src="/assets/page.js"></script>');
  writeFileSync(path.join(clientDir, "assets", "page.js"), "export {};");
  process.env.VITRINE_CONTENT_DIR = contentDir;
  studio = await createEditorServer({ password, clientDir, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0 });
  await new Promise<void>((resolve) => studio.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, { method: "POST", headers: { origin: base, "content-type": "application/json" }, body: JSON.stringify({ password }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
});

afterAll(async () => {
  await studio?.close();
  if (before === undefined) delete process.env.VITRINE_CONTENT_DIR;
  else process.env.VITRINE_CONTENT_DIR = before;
});

const get = (address: string, headers: Record<string, string> = {}) => fetch(`${base}${address}`, { headers, redirect: "manual" });

describe("the studio with a password", () => {
  it("answers its sign-in page and the page's own files without a session", async () => {
    expect((await get("/")).status).toBe(200);
    expect((await get("/assets/page.js")).status).toBe(200);
    expect((await get("/api/session")).status).toBe(200);
  });

  it.each([
    ["a repository file through Vite's /@fs/", `/@fs${repo}/package.json`],
    ["the site's database through /@fs/", `/@fs${repo}/site/data/vitrine.sqlite`],
    ["the site's data folder by its path", "/site/data/vitrine.sqlite"],
    ["Vite's open-in-editor", "/__open-in-editor?file=package.json"],
    ["Vite's client", "/@vite/client"],
    ["a source module", "/main.tsx"],
    ["the site's config", SITE_CONFIG_PATH],
    ["an image of the media library", "/media/anything-640.webp"],
  ])("refuses %s without a session", async (_, address) => {
    const answer = await get(address);
    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toMatch(/"name":\s*"vitrine"|SQLite/);
  });

  it("serves nothing of the repository or the site's data once signed in", async () => {
    for (const address of [`/@fs${repo}/package.json`, `/@fs${repo}/site/data/vitrine.sqlite`, "/site/data/vitrine.sqlite", "/__open-in-editor?file=package.json", "/main.tsx"]) {
      expect((await get(address, { cookie })).status, address).toBe(404);
    }
    const config = await get(SITE_CONFIG_PATH, { cookie });
    expect(config.status).toBe(200);
    expect(await config.text()).toMatch(/^export default \{/);
  });

  it("grants no other origin CORS, a localhost one included", async () => {
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:3002", "https://evil.example"]) {
      const preflight = await fetch(`${base}/@fs${repo}/package.json`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET" } });
      expect(preflight.headers.get("access-control-allow-origin"), origin).toBeNull();
      for (const address of ["/", "/assets/page.js", `/@fs${repo}/package.json`]) {
        expect((await get(address, { origin, cookie })).headers.get("access-control-allow-origin"), `${origin} ${address}`).toBeNull();
      }
    }
  });

  it("signs in only from its own page: a sign-in from another site is refused before its password is read or counted", async () => {
    const signIn = (headers: Record<string, string>, body = JSON.stringify({ password }), type = "application/json") =>
      fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": type, ...headers }, body });
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://127.0.0.1:3002" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of crossSite) {
      const answer = await signIn(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers.get("set-cookie"), JSON.stringify(headers)).toBeNull();
      expect((await answer.json()) as { message: string }).toEqual({ message: expect.stringMatching(/^This sign-in did not come from the studio's own page\. Open the studio's address and sign in there\.$/) });
    }
    // A form on another site (no JSON): refused for where it came from, not for its body.
    expect((await signIn({ origin: "https://evil.example" }, "password=guess", "application/x-www-form-urlencoded")).status).toBe(403);
    // Guesses from another site feed no limit: more than the limits allow, then the owner signs in at once.
    for (let i = 0; i < 25; i++) expect((await signIn({ origin: "https://evil.example" }, JSON.stringify({ password: `guess-${i}` }))).status).toBe(403);
    expect((await signIn({ origin: base })).status).toBe(200);
    // A browser that sends no Origin is judged by its Referer.
    expect((await signIn({ referer: `${base}/` })).status).toBe(200);
  });

  it("sends a strict Content-Security-Policy of its own on every answer", async () => {
    for (const address of ["/", "/assets/page.js", "/main.tsx", "/api/session"]) {
      const policy = (await get(address)).headers.get("content-security-policy") ?? "";
      const directive = (name: string) => policy.split(";").map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
      // No inline script or handler, no nonce, hash or eval; and nothing that loosens it for handlers or elements alone.
      expect(directive("script-src"), address).toBe("script-src 'self'");
      expect(directive("script-src-attr"), address).toBeUndefined();
      expect(directive("script-src-elem"), address).toBeUndefined();
      // Frames from itself only: no data: or blob: frame, which would not carry this policy as the canvas's srcdoc frame does.
      expect(directive("frame-src"), address).toBe("frame-src 'self'");
      expect(directive("object-src"), address).toBe("object-src 'none'");
      expect(directive("base-uri"), address).toBe("base-uri 'none'");
      // Framed by nothing but itself (a page side by side with its translation).
      expect(directive("frame-ancestors"), address).toBe("frame-ancestors 'self'");
    }
  });
});

/** A sign-in try from one of this machine's loopback addresses, as from many machines. */
function tryPassword(given: string, from: string): Promise<number> {
  const { port } = studio.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, localAddress: from, method: "POST", path: "/api/login", headers: { origin: base, "content-type": "application/json" } }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode!));
    });
    sent.on("error", reject);
    sent.end(JSON.stringify({ password: given }));
  });
}

describe("the owner locked out by guesses from everywhere", () => {
  it("signs in once by the link written where the studio runs, while the password stays refused", async () => {
    const written = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 20; i++) expect(await tryPassword(`guess-${i}`, `127.0.0.${10 + (i % 10)}`)).toBe(401);
      expect(await tryPassword(password, "127.0.0.1")).toBe(429);
      expect(await tryPassword("guess", "127.0.0.99")).toBe(429);
      const lines = written.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("/sign-in/"));
      expect(lines).toHaveLength(1);
      const link = /(http:\/\/\S+\/sign-in\/[\w-]+)/.exec(lines[0]!)![1]!;
      expect(link.startsWith(`${base}/sign-in/`)).toBe(true);

      const opened = await fetch(link, { redirect: "manual" });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe("/");
      const owner = opened.headers.get("set-cookie")!.split(";")[0]!;
      expect(await (await get("/api/session", { cookie: owner })).json()).toMatchObject({ signedIn: true });

      const again = await fetch(link, { redirect: "manual" });
      expect(again.status).toBe(403);
      expect(again.headers.get("set-cookie")).toBeNull();
      expect(await again.text()).toMatch(/used already or is too old/);
      expect(await tryPassword(password, "127.0.0.1")).toBe(429);
    } finally {
      written.mockRestore();
    }
  });
});

describe("the studio's development server", () => {
  it("refuses to run with a password or beyond this machine", async () => {
    await expect(createEditorServer({ dev: true, password, previewPort: 0 })).rejects.toThrow(/never with EDIT_PASSWORD/);
    await expect(createEditorServer({ dev: true, host: "0.0.0.0", previewPort: 0 })).rejects.toThrow(/this machine only/);
  });
});
