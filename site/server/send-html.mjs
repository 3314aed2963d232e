// @ts-check
/**
 * Sends an HTML page made for this request (the search results), compressed for the
 * client: the only answers compressed while the visitor waits, at a quick brotli
 * level, since every file of the build is compressed once at build time. Compressed on
 * libuv's thread pool, not on the thread that serves every other request.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { acceptedEncodings } from "./accept-encoding.mjs";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI_QUICK = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} html
 */
export async function sendHtml(req, res, html) {
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  let body = Buffer.from(html);
  if (accepted.has("br")) {
    body = await brotliAsync(body, BROTLI_QUICK);
    res.setHeader("Content-Encoding", "br");
  } else if (accepted.has("gzip")) {
    body = await gzipAsync(body);
    res.setHeader("Content-Encoding", "gzip");
  }
  if (res.destroyed) return;
  res.statusCode = 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
