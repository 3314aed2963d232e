// @ts-check
/**
 * The visitor's address, for rate limits and the consent log's visitor hash (never
 * stored as such). Behind a proxy that ends TLS (`TRUST_PROXY=1`) it is the last
 * address of X-Forwarded-For, the one the proxy itself saw: earlier entries are
 * whatever the client wrote.
 */
import { isIPv6 } from "node:net";

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {{ trustProxy: boolean }} options
 */
export function clientAddress(req, { trustProxy }) {
  const forwarded = trustProxy ? String(req.headers["x-forwarded-for"] ?? "").split(",").at(-1)?.trim() : "";
  const address = forwarded || req.socket.remoteAddress || "";
  // An IPv4 client on a dual-stack socket.
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** The eight groups of an IPv6 address, `::` expanded. @param {string} address */
function ipv6Groups(address) {
  const [head = "", tail] = (address.split("%")[0] ?? "").split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...fill, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * What a rate limit counts by: an IPv4 address, or an IPv6 address's /64 network (one
 * household or machine usually holds a whole /64 and can change within it at will).
 * @param {string} address
 */
export function rateLimitKey(address) {
  return isIPv6(address) ? `${ipv6Groups(address).slice(0, 4).join(":")}::/64` : address;
}
