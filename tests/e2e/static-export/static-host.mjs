/**
 * A local stand-in for a static host such as Netlify or Cloudflare Pages, for the static
 * export's browser tests (docs/operations.md#static-hosting): it serves files as they
 * are and runs no program. Like those hosts it answers `/a` and `/a/` with
 * `/a/index.html`, sends the headers of the folder's `_headers` file (rules `/*` and
 * `/prefix/*`), never serves `_headers` itself, and answers a missing file with
 * `/404.html` and status 404. No compression, no POST: anything but GET and HEAD is 405.
 * Usage: node static-host.mjs <folder> <port>
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [root, port] = [path.resolve(process.argv[2] ?? "."), Number(process.argv[3] ?? 8080)];
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".xml": "application/xml", ".txt": "text/plain", ".webp": "image/webp", ".svg": "image/svg+xml", ".ico": "image/x-icon", ".woff2": "font/woff2" };

/** `_headers`: a pattern line, then indented `Name: value` lines. */
const rules = [];
for (const line of (existsSync(path.join(root, "_headers")) ? readFileSync(path.join(root, "_headers"), "utf8") : "").split("\n")) {
  if (!line.trim()) continue;
  if (!/^\s/.test(line)) rules.push({ prefix: line.trim().replace(/\*$/, ""), headers: [] });
  else rules.at(-1)?.headers.push([line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]);
}

function fileFor(pathname) {
  const file = path.join(root, pathname);
  if (!file.startsWith(root) || path.basename(file) === "_headers") return undefined;
  for (const candidate of [file, path.join(file, "index.html")]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") return res.writeHead(405, { Allow: "GET, HEAD" }).end();
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname);
  for (const rule of rules) if (pathname.startsWith(rule.prefix)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  const file = fileFor(pathname);
  const served = file ?? path.join(root, "404.html");
  const body = readFileSync(served);
  res.writeHead(file ? 200 : 404, { "Content-Type": TYPES[path.extname(served)] ?? "application/octet-stream", "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}).listen(port, "127.0.0.1");
