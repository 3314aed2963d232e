// @ts-check
/**
 * A clean stop on SIGTERM (systemd, a container runtime) or SIGINT (Ctrl+C)
 * (docs/operations.md#stopping-and-restarting): the server stops accepting connections
 * at once, closes idle keep-alive connections, lets the requests in flight finish for
 * up to `graceMs`, then cuts whatever is left, closes the database (after the last
 * write) and exits 0. A form post or consent event already being read is stored and
 * answered, not lost to a restart.
 */

/**
 * @typedef {object} ShutdownOptions
 * @property {import("node:http").Server} server
 * @property {() => Promise<void>} close what to close after the last request: the database, timers
 * @property {import("./logger.mjs").Logger} logger
 * @property {number} graceMs how long requests in flight may take to finish. (default 10000)
 * @property {(code: number) => void} exit (default process.exit)
 * @property {NodeJS.Signals[]} signals (default ["SIGTERM", "SIGINT"])
 */

export const SHUTDOWN_GRACE_MS = 10_000;
/** How often idle connections are closed while draining: a keep-alive connection turns idle once its answer is sent. */
const SWEEP_MS = 100;

/**
 * Stops `server` on the first of `signals`; returns `stop` (also for tests) and the undo of the listeners.
 * @param {Partial<ShutdownOptions> & Pick<ShutdownOptions, "server" | "close" | "logger">} options
 */
export function stopOnSignals(options) {
  const { server, close, logger, graceMs = SHUTDOWN_GRACE_MS, exit = (code) => process.exit(code), signals = ["SIGTERM", "SIGINT"] } = options;
  /** @type {Promise<void> | undefined} */
  let stopping;
  // The answers not yet sent, so those in flight at the stop can say `Connection: close`.
  /** @type {Set<import("node:http").ServerResponse>} */
  const open = new Set();
  server.on("request", (_req, res) => {
    if (stopping) res.shouldKeepAlive = false;
    open.add(res);
    res.once("close", () => open.delete(res));
  });

  /** @param {string} reason */
  function stop(reason) {
    stopping ??= (async () => {
      logger.info("shutting down", { signal: reason, graceMs });
      // Requests in flight, and any that still arrive on an open connection, get their answer and `Connection: close`.
      for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      let cut = false;
      const deadline = setTimeout(() => {
        cut = true;
        logger.warn("requests still running after the grace period; closing their connections", { graceMs });
        server.closeAllConnections();
      }, graceMs);
      await closed;
      // A cut connection's answer closes a moment after its socket: its request is logged before the stop.
      await Promise.all([...open].map((res) => new Promise((resolve) => res.once("close", resolve))));
      clearInterval(sweep);
      clearTimeout(deadline);
      let code = 0;
      try {
        await close();
      } catch (error) {
        code = 1;
        logger.error("closing the database failed", { error: { message: /** @type {Error} */ (error).message } });
      }
      logger.info("stopped", { cutRequests: cut });
      logger.flush();
      exit(code);
    })();
    return stopping;
  }

  const handlers = signals.map((signal) => /** @type {const} */ ([signal, () => void stop(signal)]));
  for (const [signal, handler] of handlers) process.once(signal, handler);
  return { stop, dispose: () => handlers.forEach(([signal, handler]) => process.off(signal, handler)) };
}
