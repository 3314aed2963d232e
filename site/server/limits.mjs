// @ts-check
/**
 * The server's limits in one place (docs/behaviour/server.md#limits). Each is an option
 * of createServer(), so tests can shrink the timeouts.
 */

/** Longest request target (path and query) answered; longer gets 414. */
export const MAX_URL_BYTES = 8 * 1024;

/** A browser may send up to about 32 KB of cookies; more gets a readable 431 page. */
export const MAX_COOKIE_BYTES = 32 * 1024;

/** Node's limit for the request line and all headers together: the cookies plus room for the rest. */
export const MAX_HEADER_BYTES = MAX_COOKIE_BYTES + 8 * 1024;

/** Largest request body accepted (the site's pages take none; forms read theirs within this). */
export const MAX_BODY_BYTES = 64 * 1024;

/** @typedef {{ headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number, idleSocketTimeoutMs: number }} Timeouts */

/** @type {Timeouts} */
export const defaultTimeouts = {
  // A client must send its headers within this: a slow-headers client cannot hold a connection.
  headersTimeoutMs: 10_000,
  // ...and its whole request (headers and body) within this.
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  // A connection with no traffic either way (a client that stopped reading) is closed.
  idleSocketTimeoutMs: 60_000,
};
