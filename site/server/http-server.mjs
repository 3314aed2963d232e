// @ts-check
/**
 * The Node HTTP server around the site's handler, with the limits a public server
 * needs (docs/behaviour/server.md#limits): a slow client must send its headers and its
 * request within a time, idle connections close, headers are capped at
 * MAX_HEADER_BYTES, and a request Node's parser refuses (malformed, headers too large,
 * too slow) gets a readable error page instead of an empty answer.
 */
import { createServer } from "node:http";
import { rawErrorResponse } from "./error-page.mjs";
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from "./limits.mjs";

/**
 * The status for a request the parser gave up on. When the request line alone is
 * longer than an address may be, the address is at fault (414); otherwise the headers
 * are (431).
 * @param {NodeJS.ErrnoException & { rawPacket?: Buffer }} error
 */
function statusFor(error) {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (error.code !== "HPE_HEADER_OVERFLOW") return 400;
  const lineEnd = error.rawPacket?.indexOf("\r\n") ?? -1;
  return lineEnd < 0 || lineEnd > MAX_URL_BYTES ? 414 : 431;
}

/**
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} handler
 * @param {import("./limits.mjs").Timeouts} timeouts
 * @param {import("./error-page.mjs").ErrorWordsSource} [errorWords] the words of the page for a refused request: the live build's (site-server.mjs); English without
 */
export function createHttpServer(handler, timeouts, errorWords) {
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay far longer).
      connectionsCheckingInterval: Math.max(250, Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs) / 4),
    },
    handler,
  );
  server.setTimeout(timeouts.idleSocketTimeoutMs, (socket) => socket.destroy());
  server.on("clientError", (error, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawErrorResponse(statusFor(error), { words: errorWords }));
  });
  return server;
}
