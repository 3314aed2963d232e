// @ts-check
/**
 * A stand-in for the load balancer in front of several server instances, for the tests
 * and the bench only (a real site uses Caddy or nginx): node:http, round robin over the
 * upstream ports on loopback, appending the client's address to X-Forwarded-For as a
 * real proxy does. An instance that refuses the connection is skipped for the next one,
 * as nginx does: nothing was sent to it. A connection lost after the request went out is
 * answered 502 and never sent again by the proxy (the write may have happened): the
 * client retries, with its idempotency key.
 */
import { createServer, request } from "node:http";

/** @param {{ upstreams: number[] }} options the instances' ports on 127.0.0.1 */
export function createRoundRobinProxy({ upstreams }) {
  let next = 0;
  return createServer((req, res) => {
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const first = next++;
      const tryUpstream = (/** @type {number} */ left) => {
        const port = upstreams[(first + upstreams.length - left) % upstreams.length];
        const headers = { ...req.headers, "x-forwarded-for": forwarded };
        const upstream = request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
          if (error.code === "ECONNREFUSED" && left > 1) return tryUpstream(left - 1);
          if (res.headersSent) res.destroy();
          else res.writeHead(502, { "Content-Length": "0" }).end();
        });
        upstream.end(body);
      };
      tryUpstream(upstreams.length);
    });
  });
}
