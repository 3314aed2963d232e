// @ts-check
/**
 * Search on the server: GET /search?q=… runs the same search as the browser and returns
 * the pre-rendered results page with the results in it, for visitors with and without
 * JavaScript (search-results-page.mjs). On a static host without this server, the
 * browser searches instead.
 *
 * A search costs tens of milliseconds of CPU, more with every word: run on the thread
 * that serves every page, a flood of searches would slow the whole site
 * (docs/decisions/005-site-search.md, amended). So searches run one after another on
 * a worker thread of their own, at most MAX_QUERY_TERMS words each, and at most
 * `maxWaiting` wait their turn: past that, and when the worker fails, the plain results
 * page is sent and the visitor's browser searches itself.
 */
import { Worker } from "node:worker_threads";

/**
 * @typedef {object} SearchFallbackOptions
 * @property {string | (() => string)} root the built client folder, or a function naming the live one (it changes when a new build is switched in)
 * @property {number} maxWaiting searches queued at most; more are answered with the plain page. Default 8.
 */

/** @type {Omit<SearchFallbackOptions, "root">} */
export const defaultSearchFallbackOptions = { maxWaiting: 8 };

const WORKER = new URL("./search-worker.mjs", import.meta.url);

/** @param {Pick<SearchFallbackOptions, "root"> & Partial<SearchFallbackOptions>} options */
export function createSearchFallback(options) {
  const { root, maxWaiting } = { ...defaultSearchFallbackOptions, ...options };
  const currentRoot = typeof root === "function" ? root : () => root;
  /** @type {Worker | undefined} */
  let worker;
  /** @type {Map<number, (html: string | undefined) => void>} */
  const pending = new Map();
  let nextId = 0;

  function start() {
    const started = new Worker(WORKER);
    // Never what keeps the process running (the server's own sockets do).
    started.unref();
    started.on("message", (/** @type {{ id: number, html: string | undefined }} */ { id, html }) => {
      pending.get(id)?.(html);
      pending.delete(id);
    });
    started.on("error", (error) => console.error("Search worker failed:", error));
    started.on("exit", () => {
      if (worker === started) worker = undefined;
      // What was waiting gets the plain page; the next search starts a new worker.
      for (const resolve of pending.values()) resolve(undefined);
      pending.clear();
    });
    return started;
  }

  /**
   * The results page for the `q` values of the address (the first counts), or undefined
   * when there is nothing to add (no query, no build, too many searches waiting, or a
   * failure: the plain page still works).
   * @param {unknown} q
   * @param {string} [dir] the build folder this request is served from
   * @param {string} [prefix] the edition's address prefix (`/fr`), which the results' links carry (editions.mjs)
   * @returns {Promise<string | undefined>}
   */
  function render(q, dir = currentRoot(), prefix = "") {
    const raw = Array.isArray(q) ? q[0] : q;
    if (typeof raw !== "string" || raw.trim() === "" || pending.size >= maxWaiting) return Promise.resolve(undefined);
    worker ??= start();
    const id = nextId++;
    const answer = new Promise((resolve) => pending.set(id, resolve));
    worker.postMessage({ id, q: raw, dir, prefix });
    return /** @type {Promise<string | undefined>} */ (answer);
  }

  return {
    render,
    /** Ends the worker (tests; a server that stops). */
    close: async () => {
      await worker?.terminate();
    },
  };
}
