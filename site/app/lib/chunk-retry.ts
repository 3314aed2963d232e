/**
 * Retrying a chunk that failed to download. A browser keeps a module it failed to fetch
 * as failed for the life of the document (the HTML module map stores the failure under
 * its address), so importing the same address again rejects at once, without a request.
 * A retry therefore asks for the same file under a fresh address (`?chunk-retry=N`).
 * The memory of failures belongs to the document, like the module map it works around.
 */

/** Query parameter that gives a chunk the browser failed to fetch a fresh address. */
const RETRY_PARAMETER = "chunk-retry";

const RETRY_SUFFIX = new RegExp(`[?&]${RETRY_PARAMETER}=\\d+$`);

/** The chunk's address for retry number `attempt` (1, 2, …): the parameter goes last. */
export function retryUrl(url: string, attempt: number): string {
  const path = withoutRetry(url);
  return `${path}${path.includes("?") ? "&" : "?"}${RETRY_PARAMETER}=${attempt}`;
}

/** The chunk's own address, without a retry's parameter: what a message shows. */
export function withoutRetry(url: string): string {
  return url.replace(RETRY_SUFFIX, "");
}

/** The address in a bundled importer's source (`() => import("./chunk-1a2b.js")`). */
export function importedSpecifier(importer: () => unknown): string | undefined {
  return String(importer).match(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/)?.[1];
}

/**
 * The bundler reaches a module that shares its chunk with others through one of the
 * chunk's exports: `import("./x.js").then((n) => n.t)`. A retry imports the chunk by
 * address, so it takes the same step; none for a chunk that is the module itself.
 */
export function exportStep(importer: () => unknown): string | undefined {
  return String(importer).match(/import\([^)]*\)\s*\.then\(\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*\1\.([\w$]+)\s*\)/)?.[2];
}

type ChunkFailures = {
  /** Remembers that the chunk at `url` failed for `importer`. */
  note(importer: () => unknown, url: string): void;
  /** How many times the chunk behind `importer` (or at `url`) failed; 0 if it never did. */
  count(importer: () => unknown, url: string | undefined): number;
  /** The address `importer` failed on, if it did. */
  urlOf(importer: () => unknown): string | undefined;
};

export function createChunkFailures(): ChunkFailures {
  const byUrl = new Map<string, number>();
  // For importers whose source names no address (e.g. Safari's message names none either).
  const byImporter = new WeakMap<() => unknown, string>();
  return {
    note(importer, url) {
      const address = withoutRetry(url);
      byUrl.set(address, (byUrl.get(address) ?? 0) + 1);
      byImporter.set(importer, address);
    },
    count(importer, url) {
      const address = byImporter.get(importer) ?? url;
      return address === undefined ? 0 : (byUrl.get(withoutRetry(address)) ?? 0);
    },
    urlOf: (importer) => byImporter.get(importer),
  };
}
