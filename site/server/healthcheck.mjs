// @ts-check
/**
 * The container's health check (Dockerfile HEALTHCHECK; docs/operations.md#health-checks):
 * exits 0 when the server on this machine answers `GET /healthz` (or the path given, such
 * as /readyz) with 200 within 4 s, else 1 with the reason. Node itself, so the image needs
 * no curl. Usage: node site/server/healthcheck.mjs [/readyz]
 */
const path = process.argv[2] ?? "/healthz";
const url = `http://127.0.0.1:${process.env.PORT || 3000}${path}`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
} catch (error) {
  console.error(`Health check failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
