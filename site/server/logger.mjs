// @ts-check
/**
 * The server's log (docs/operations.md#logs, docs/decisions/034-operations.md): one JSON
 * object per line on standard output, `{"time","level","msg",…fields}`, so journald, a
 * container runtime or a log shipper can read it without a parser of its own. Lines
 * below `LOG_LEVEL` (default `info`) are not written. Callers never pass a visitor's
 * address, a query string or what a visitor typed: a log is kept longer than the
 * consent log's daily salt, so it must not become a record of who did what.
 *
 * Lines are gathered and written once per turn of the event loop: a synchronous write
 * per request (stdout to a pipe is synchronous on Linux) would cost the server a share
 * of its throughput under load.
 */
import { format } from "node:util";

export const LOG_LEVELS = /** @type {const} */ (["debug", "info", "warn", "error", "silent"]);
/** @typedef {(typeof LOG_LEVELS)[number]} LogLevel */
/** @typedef {Record<string, unknown>} LogFields */
/** @typedef {{ level: LogLevel, debug: (msg: string, fields?: LogFields) => void, info: (msg: string, fields?: LogFields) => void, warn: (msg: string, fields?: LogFields) => void, error: (msg: string, fields?: LogFields) => void, flush: () => void }} Logger */

/**
 * @typedef {object} LoggerOptions
 * @property {LogLevel} level the lowest level written. (default "info")
 * @property {(text: string) => void} write where finished lines go (several at once, each ending in a newline). (default standard output)
 * @property {() => number} clock (default Date.now)
 */

/** @type {LoggerOptions} */
export const defaultLoggerOptions = { level: "info", write: (text) => void process.stdout.write(text), clock: Date.now };

/** @param {Record<string, string | undefined>} env */
export function logLevelFromEnv(env) {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return defaultLoggerOptions.level;
  if (!(/** @type {readonly string[]} */ (LOG_LEVELS).includes(raw))) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; received "${env.LOG_LEVEL}"`);
  return /** @type {LogLevel} */ (raw);
}

/** An error as fields a line can carry: its name, message and stack (the server's own paths, never a visitor's data). @param {unknown} error */
export function errorFields(error) {
  if (!(error instanceof Error)) return { error: { message: String(error) } };
  return { error: { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) } };
}

/** @param {Partial<LoggerOptions>} [options] @returns {Logger} */
export function createLogger(options = {}) {
  const { level, write, clock } = { ...defaultLoggerOptions, ...options };
  const threshold = LOG_LEVELS.indexOf(level);
  /** @type {string[]} */
  let pending = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    write(text);
  };
  /** @param {Exclude<LogLevel, "silent">} at */
  const at = (at) => (/** @type {string} */ msg, /** @type {LogFields} */ fields = {}) => {
    if (LOG_LEVELS.indexOf(at) < threshold) return;
    pending.push(`${JSON.stringify({ time: new Date(clock()).toISOString(), level: at, msg, ...fields })}\n`);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return { level, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), flush };
}

/**
 * Sends what the server's modules write with `console.log`/`warn`/`error` (a quiet form
 * refusal, a failed email, a retention sweep) through the log as `info`/`warn`/`error`
 * lines, so once the server is up every line it writes is JSON. Returns the undo.
 * @param {Logger} logger
 */
export function routeConsoleTo(logger) {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  console.log = console.info = (...args) => logger.info(format(...args));
  console.warn = (...args) => logger.warn(format(...args));
  console.error = (...args) => {
    const error = args.find((arg) => arg instanceof Error);
    logger.error(format(...args.filter((arg) => arg !== error)).replace(/:\s*$/, ""), error ? errorFields(error) : {});
  };
  return () => Object.assign(console, saved);
}
