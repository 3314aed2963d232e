// @ts-check
/**
 * Reads a request body within a limit (docs/behaviour/server.md#limits). Call it before
 * any `await` in the handler, so no chunk is emitted before its listener exists. The
 * request guard has already refused a declared length over the limit; a chunked body
 * that passes it is refused here as well (the guard answers 413 and closes).
 */

/** A body that could not be read, with the status to answer. */
export class BodyError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {{ maxBytes: number }} options
 * @returns {Promise<Buffer>}
 */
export function readBody(req, { maxBytes }) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    const fail = (/** @type {BodyError} */ error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new BodyError(413, "body over the limit"));
      chunks.push(chunk);
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
