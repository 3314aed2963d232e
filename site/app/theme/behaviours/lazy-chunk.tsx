import { useEffect, useRef, useState, type ReactNode } from "react";
import { defaultLoadChunkOptions, loadChunk, type LoadChunkOptions } from "../../lib/load-chunk";
import { ChunkErrorMessage } from "./chunk-error-message";

export type ChunkState<T> =
  | { status: "idle" | "loading"; value?: undefined; error?: undefined }
  | { status: "ready"; value: T; error?: undefined }
  | { status: "error"; value?: undefined; error: unknown };

export type UseChunkOptions = Partial<Omit<LoadChunkOptions, "signal">> & {
  /** Load only once this is true (e.g. when a visitor first opens the feature). @default true */
  enabled?: boolean;
};

/**
 * Loads a code chunk with loadChunk and re-renders with its state; `retry()` makes a
 * fresh attempt. The pending timeout is cleared on unmount.
 */
export function useChunk<T>(importer: () => Promise<T>, options: UseChunkOptions = {}): ChunkState<T> & { retry(): void } {
  const { enabled = true, chunkId, url, timeoutMs } = options;
  const [state, setState] = useState<ChunkState<T>>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const importerRef = useRef(importer);
  useEffect(() => {
    importerRef.current = importer;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    loadChunk(importerRef.current, { chunkId, url, timeoutMs: timeoutMs ?? defaultLoadChunkOptions.timeoutMs, signal: controller.signal }).then(
      (value) => !controller.signal.aborted && setState({ status: "ready", value }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [enabled, attempt, chunkId, url, timeoutMs]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

export type LazyChunkProps<T> = UseChunkOptions & {
  load: () => Promise<T>;
  /** Renders the loaded module. */
  children: (value: T) => ReactNode;
  /** Shown while loading. @default null */
  fallback?: ReactNode;
};

/** A lazily loaded part of a page that shows the chunk error and a Retry button, never a blank. */
export function LazyChunk<T>({ load, children, fallback = null, ...options }: LazyChunkProps<T>) {
  const chunk = useChunk(load, options);
  if (chunk.status === "error") return <ChunkErrorMessage error={chunk.error} retry={chunk.retry} />;
  if (chunk.status === "ready") return <>{children(chunk.value)}</>;
  return <>{fallback}</>;
}
