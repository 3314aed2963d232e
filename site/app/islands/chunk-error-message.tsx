import { toChunkLoadError } from "../lib/load-chunk";
import { CHUNK_ERROR_CLASS, CHUNK_ERROR_DETAIL_CLASS, CHUNK_ERROR_TEXT } from "./chunk-error";

export type ChunkErrorMessageProps = {
  /** The failure; anything that is not a ChunkLoadError yet is turned into one. */
  error: unknown;
  /** Tries again: a fresh import for a lazy part, a reload for a whole route. */
  retry: () => void;
  /** @default "Retry" */
  retryLabel?: string;
};

/**
 * What a visitor sees instead of a blank area when code fails to load, inside a React
 * tree (the search results); the same message as showChunkError, which islands and
 * enhancers use before React runs (docs/behaviour/in-page.md#chunk-errors).
 */
export function ChunkErrorMessage({ error, retry, retryLabel = CHUNK_ERROR_TEXT.retry }: ChunkErrorMessageProps) {
  const { message } = toChunkLoadError(error);
  return (
    <div role="alert" className={CHUNK_ERROR_CLASS}>
      <p>{CHUNK_ERROR_TEXT.lead}</p>
      <p className={CHUNK_ERROR_DETAIL_CLASS}>{message}</p>
      <button type="button" className="button" onClick={retry}>
        {retryLabel}
      </button>
    </div>
  );
}
