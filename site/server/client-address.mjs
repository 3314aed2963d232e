// @ts-check
/**
 * The visitor's address, for rate limits and the consent log's visitor hash (never
 * stored as such; docs/behaviour/server.md#behind-a-proxy). Behind a proxy that ends TLS
 * (`TRUST_PROXY`) it is the last address of X-Forwarded-For, the one the proxy itself
 * saw and appended: earlier entries are whatever the client wrote. That header is
 * believed only from the trusted proxy itself (by default any peer on loopback or a
 * private network, or the addresses TRUST_PROXY names) and only when it holds an
 * address: a client that reaches the server directly, or writes its own header, is
 * counted by its own address, so it cannot make a new rate-limit bucket per request.
 */
import { BlockList, isIP, isIPv6 } from "node:net";

/**
 * false: X-Forwarded-For is never believed; true: from a peer on loopback or a private
 * network (a proxy on the same machine or in the same container network); a list: from
 * those addresses or networks (`10.0.0.2`, `10.0.0.0/8`, `fd00::/8`).
 * @typedef {boolean | string[]} TrustProxy
 */

/** Loopback, RFC 1918, unique-local and link-local: where a site's own proxy lives. */
const LOCAL_NETWORKS = ["127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "::1/128", "fc00::/7", "fe80::/10"];

/** @type {Map<string, BlockList>} */
const lists = new Map();

/** @param {string[]} entries addresses or networks */
function listOf(entries) {
  const id = entries.join(",");
  let list = lists.get(id);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = "", bits] = entry.split("/");
      const type = isIPv6(address) ? "ipv6" : "ipv4";
      if (!isIP(address)) throw new Error(`TRUST_PROXY: "${entry}" is not an address or network`);
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    lists.set(id, list);
  }
  return list;
}

/**
 * TRUST_PROXY as the server takes it: unset or `0` trusts no proxy, `1` a proxy on
 * loopback or a private network, otherwise a comma-separated list of addresses or networks.
 * @param {string | undefined} value
 * @returns {TrustProxy}
 */
export function trustProxyFromEnv(value) {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0") return false;
  if (text === "1") return true;
  const entries = text.split(",").map((entry) => entry.trim()).filter(Boolean);
  listOf(entries);
  return entries;
}

/** An IPv4 client on a dual-stack socket as IPv4. @param {string} address */
const plain = (address) => (address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address);

/** The forwarded entry as an address: `[v6]:port` and `v4:port` lose the port; anything else is not one. @param {string} entry */
function forwardedAddress(entry) {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const address = plain(bracketed?.[1] ?? v4?.[1] ?? entry);
  return isIP(address) ? address : "";
}

/**
 * Whether the request comes from the trusted proxy itself, whose forwarded headers
 * (X-Forwarded-For, X-Request-Id) may be believed.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ trustProxy: TrustProxy }} options
 */
export function fromTrustedProxy(req, { trustProxy }) {
  const peer = plain(req.socket.remoteAddress ?? "");
  if (!trustProxy || !isIP(peer)) return false;
  return listOf(trustProxy === true ? LOCAL_NETWORKS : trustProxy).check(peer, isIPv6(peer) ? "ipv6" : "ipv4");
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {{ trustProxy: TrustProxy }} options
 */
export function clientAddress(req, { trustProxy }) {
  const peer = plain(req.socket.remoteAddress ?? "");
  if (!fromTrustedProxy(req, { trustProxy })) return peer;
  const last = String(req.headers["x-forwarded-for"] ?? "").split(",").at(-1)?.trim() ?? "";
  return forwardedAddress(last) || peer;
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
