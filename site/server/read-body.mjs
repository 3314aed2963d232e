// @ts-check
/**
 * Request bodies within a limit (docs/behaviour/server.md#limits), the same whichever way
 * they are framed (`Content-Length` or `Transfer-Encoding: chunked`). The request guard
 * starts reading a body as soon as it has checked the request (`startBody`), so a chunked
 * body over the limit is refused as it arrives even where nothing reads it; a route then
 * takes what was read (`readBody`), however many `await`s later it asks.
 */

/** A body that could not be read, with the status to answer. */
export class BodyError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @type {WeakMap<import("node:http").IncomingMessage, Promise<Buffer>>} */
const started = new WeakMap();

/**
 * Reads the body into memory, at most `maxBytes`; `onOverLimit` runs once when it passes them.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ maxBytes: number, onOverLimit?: () => void }} options
 * @returns {Promise<Buffer>}
 */
function collect(req, { maxBytes, onOverLimit }) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    const fail = (/** @type {BodyError} */ error) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      reject(error);
    };
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (settled) return;
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      fail(new BodyError(413, "body over the limit"));
      onOverLimit?.();
    });
    req.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    req.on("aborted", () => fail(new BodyError(400, "the client stopped sending")));
    req.on("close", () => fail(new BodyError(400, "the connection closed before the body arrived")));
    req.on("error", () => fail(new BodyError(400, "the body could not be read")));
  });
}

/**
 * Starts reading the request's body (the request guard, for every request it lets through).
 * @param {import("node:http").IncomingMessage} req
 * @param {{ maxBytes: number, onOverLimit: () => void }} options
 */
export function startBody(req, options) {
  const body = collect(req, options);
  body.catch(() => {});
  started.set(req, body);
}

/**
 * The request's body, at most `maxBytes` (a route's own limit may be lower than the guard's).
 * @param {import("node:http").IncomingMessage} req
 * @param {{ maxBytes: number }} options
 * @returns {Promise<Buffer>}
 */
export async function readBody(req, { maxBytes }) {
  const body = await (started.get(req) ?? collect(req, { maxBytes }));
  if (body.length > maxBytes) throw new BodyError(413, "body over the limit");
  return body;
}
