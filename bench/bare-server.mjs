/**
 * The yardstick of the load bench: a bare `node:http` file server, about twenty lines,
 * serving the same build folder (no compression, no headers beyond the type, no
 * limits). Usage: node bench/bare-server.mjs <folder> <port>
 */
import { createReadStream, stat } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [root, port] = [path.resolve(process.argv[2] ?? "."), Number(process.argv[3] ?? 8080)];
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".webp": "image/webp", ".svg": "image/svg+xml" };

createServer((req, res) => {
  let file = path.join(root, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
  if (!path.extname(file)) file = path.join(file, "index.html");
  stat(file, (error, info) => {
    if (error || !info.isFile()) return res.writeHead(404).end("Not found");
    res.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream", "Content-Length": info.size });
    createReadStream(file).pipe(res);
  });
}).listen(port, "127.0.0.1");
