/**
 * Bench settings from the environment, so a trial run can be cheaper than the real one
 * (BENCH_RUNS=1 while others share the machine).
 */

/**
 * @typedef {object} Options
 * @property {number} runs Lighthouse runs per page; the report shows medians. @default 3
 * @property {number} port preferred port for the site server; another free one is used when taken. @default 3406
 * @property {boolean} build run `npm run build` first. @default true
 * @property {boolean} lighthouse run Lighthouse (bytes only when false). @default true
 * @property {boolean} layer2 also build the site with consent layer 2 primary and measure its pages' first load (bench/layer2-build.mjs). @default true
 * @property {string | null} searchWord word for the search results page; picked from the content when null. @default null
 * @property {string | null} reportPath where to write the Markdown report: absolute, or relative to the repository (bench/report-file.mjs); null to only print it. @default "bench/report.md"
 */

/** @type {Options} */
export const defaultOptions = { runs: 3, port: 3406, build: true, lighthouse: true, layer2: true, searchWord: null, reportPath: "bench/report.md" };

const isOff = (value) => ["1", "true", "yes"].includes(String(value).toLowerCase());

/**
 * BENCH_RUNS, BENCH_PORT, BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LAYER2=1, BENCH_SEARCH_Q,
 * BENCH_REPORT (a path, or "-" to only print).
 * @param {Record<string, string | undefined>} env
 * @returns {Options}
 */
export function readOptions(env) {
  const positiveInt = (name, fallback) => {
    if (env[name] === undefined || env[name] === "") return fallback;
    const value = Number(env[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${env[name]}"`);
    return value;
  };
  return {
    runs: positiveInt("BENCH_RUNS", defaultOptions.runs),
    port: positiveInt("BENCH_PORT", defaultOptions.port),
    build: !isOff(env.BENCH_SKIP_BUILD),
    lighthouse: !isOff(env.BENCH_SKIP_LIGHTHOUSE),
    layer2: !isOff(env.BENCH_SKIP_LAYER2),
    searchWord: env.BENCH_SEARCH_Q || defaultOptions.searchWord,
    reportPath: env.BENCH_REPORT === "-" ? null : env.BENCH_REPORT || defaultOptions.reportPath,
  };
}
