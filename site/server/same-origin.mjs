// @ts-check
/**
 * Whether a POST comes from the site's own pages (docs/behaviour/shop.md#bad-input):
 * a browser names the page's origin in `Origin` on every form POST, so one naming another
 * site (or `null`, a sandboxed or privacy-stripped origin) is a cross-site request and is
 * refused. A request without `Origin` is taken only when `Sec-Fetch-Site` does not say
 * it crossed sites: a browser that sends neither is not one a forged form can drive.
 */

/**
 * http, or https behind a trusted proxy that says so (as the security headers read it).
 * @param {import("node:http").IncomingMessage} req @param {{ trustProxy: import("./client-address.mjs").TrustProxy }} options
 */
function protocolOf(req, { trustProxy }) {
  const forwarded = req.headers["x-forwarded-proto"];
  return trustProxy && typeof forwarded === "string" && forwarded.split(",")[0]?.trim() === "https" ? "https" : "http";
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {{ trustProxy: import("./client-address.mjs").TrustProxy }} options
 */
export function isSameOrigin(req, { trustProxy }) {
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  if (origin === undefined) return site === undefined || site === "same-origin" || site === "none";
  const host = req.headers.host;
  if (!host) return false;
  const protocol = protocolOf(req, { trustProxy });
  return origin === `${protocol}://${host}`;
}
