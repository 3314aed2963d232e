import { toChunkLoadError } from "../../lib/load-chunk";

export type ChunkErrorMessageProps = {
  /** The failure; anything that is not a ChunkLoadError yet is turned into one. */
  error: unknown;
  /** Tries again: a fresh import for a lazy part, a reload for a whole route. */
  retry: () => void;
  /** @default "Retry" */
  retryLabel?: string;
};

/**
 * What a visitor sees instead of a blank area when code fails to load (spec §8:
 * "Loading chunk N failed" with the type and URL), with a way to try again.
 */
export function ChunkErrorMessage({ error, retry, retryLabel = "Retry" }: ChunkErrorMessageProps) {
  const { message } = toChunkLoadError(error);
  return (
    <div role="alert" className="chunk-error">
      <p>Part of this page could not be loaded. Check your connection and try again.</p>
      <p className="chunk-error__detail">{message}</p>
      <button type="button" className="button" onClick={retry}>
        {retryLabel}
      </button>
    </div>
  );
}
