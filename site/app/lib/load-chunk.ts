/**
 * Lazily loaded code with the failure a visitor can understand
 * (docs/behaviour/in-page.md#chunk-errors: "Loading chunk N failed" with the type and URL, and a 120 s
 * timeout). The wording is webpack's, so support answers stay valid.
 */
import { createChunkFailures, exportStep, importedSpecifier, retryUrl, withoutRetry } from "./chunk-retry";

export type ChunkErrorType = "missing" | "timeout";

export type LoadChunkOptions = {
  /** Name shown as N in the message. @default the file name of the chunk's URL */
  chunkId?: string;
  /** The chunk's URL when it cannot be read from the error (e.g. on timeout). */
  url?: string;
  /** Give up and report a timeout after this many ms. @default 120000 */
  timeoutMs: number;
  /** Imports a chunk by address; how a retry fetches it again. @default a dynamic import() */
  importUrl: (url: string) => Promise<unknown>;
};

export const defaultLoadChunkOptions: LoadChunkOptions = {
  timeoutMs: 120_000,
  importUrl: (url) => import(/* @vite-ignore */ url),
};

/** `Loading chunk N failed.\n(type: URL)` — exactly webpack's message. */
export function chunkLoadMessage(chunkId: string, type: ChunkErrorType, url: string): string {
  return `Loading chunk ${chunkId} failed.\n(${type}: ${url})`;
}

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  readonly chunkId: string;
  readonly type: ChunkErrorType;
  /** The chunk's URL, as webpack names it. */
  readonly request: string;

  constructor(chunkId: string, type: ChunkErrorType, request: string, options?: { cause?: unknown }) {
    super(chunkLoadMessage(chunkId, type, request), options);
    this.chunkId = chunkId;
    this.type = type;
    this.request = request;
  }
}

// What browsers and the bundler say when a dynamic import or its preload fails.
const IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i;

/** True for a ChunkLoadError and for a browser's own dynamic-import failure. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError || (error as Error | null)?.name === "ChunkLoadError") return true;
  return error instanceof Error && IMPORT_FAILURE.test(error.message);
}

/** The first URL-like text in an import error ("…module: http://host/assets/x-1a2b.js"). */
export function chunkUrlFromError(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return message.match(/(?:https?:\/\/|\/)[^\s'"()]+\.(?:m?js|css)(?:\?[^\s'"()]*)?/)?.[0];
}

/**
 * Best effort for a timeout, when no error names the URL: a bundled importer reads
 * `() => import("./chunk-1a2b.js")`, resolved against this module's own URL (chunks
 * share one folder).
 */
export function chunkUrlFromImporter(importer: () => unknown): string | undefined {
  const spec = importedSpecifier(importer);
  if (!spec) return undefined;
  const base = import.meta.url;
  try {
    return new URL(spec, base).href;
  } catch {
    return spec;
  }
}

/** "search-index" for ".../assets/search-index-1a2B3c.js" style names, else the file stem. */
export function chunkIdFromUrl(url: string): string {
  const file = url.split(/[?#]/)[0]!.split("/").pop() ?? "";
  return file.replace(/\.(?:m?js|css)$/, "") || "unknown";
}

/** Turns any import failure into a ChunkLoadError with webpack's message. */
export function toChunkLoadError(
  error: unknown,
  options: Partial<Pick<LoadChunkOptions, "chunkId" | "url">> & { type?: ChunkErrorType } = {},
): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const url = withoutRetry(chunkUrlFromError(error) ?? options.url ?? "unknown");
  return new ChunkLoadError(options.chunkId ?? chunkIdFromUrl(url), options.type ?? "missing", url, { cause: error });
}

/** The document's chunk failures (see chunk-retry.ts for why there is one per page). */
const failures = createChunkFailures();

/**
 * Runs a dynamic import; rejects with a ChunkLoadError when the chunk cannot be loaded
 * ("missing") or takes longer than `timeoutMs` ("timeout"). Call it again to retry: a
 * chunk that failed before is fetched under a fresh address, and the importer's own
 * export step (see exportStep) applied, so `importer` must be a bare `import()` of the
 * chunk, not pick something out of it.
 */
export function loadChunk<T>(importer: () => Promise<T>, options: Partial<LoadChunkOptions> = {}): Promise<T> {
  const o = { ...defaultLoadChunkOptions, ...options };
  const url = o.url ?? failures.urlOf(importer) ?? chunkUrlFromImporter(importer);
  const failed = failures.count(importer, url);
  const step = exportStep(importer);
  const attempt =
    url !== undefined && failed > 0
      ? () => o.importUrl(retryUrl(url, failed)).then((m) => (step ? (m as Record<string, unknown>)[step] : m) as T)
      : importer;
  const fail = (error: ChunkLoadError) => {
    if (error.request !== "unknown") failures.note(importer, error.request);
    return error;
  };
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const address = withoutRetry(url ?? "unknown");
      reject(fail(new ChunkLoadError(o.chunkId ?? chunkIdFromUrl(address), "timeout", address)));
    }, o.timeoutMs);
    Promise.resolve()
      .then(attempt)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          // A module that loaded but threw while running is a bug, not a load failure: keep it.
          if (!isChunkLoadError(error)) return reject(error);
          reject(fail(toChunkLoadError(error, { chunkId: o.chunkId, url })));
        },
      );
  });
}
