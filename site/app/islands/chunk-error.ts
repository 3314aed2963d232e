import pagePart from "../config/parts/page";
import { toChunkLoadError } from "../lib/load-chunk";

/**
 * What a visitor reads when code fails to load (docs/behaviour/in-page.md#chunk-errors), in
 * the site's words (`theme.chunkError`, `theme.retry`): the page's part of the config, which
 * the code that shows it already reads.
 */
export const CHUNK_ERROR_TEXT = pagePart.chunkError;

export const CHUNK_ERROR_CLASS = "chunk-error";
export const CHUNK_ERROR_DETAIL_CLASS = "chunk-error__detail";

/**
 * Shows the chunk error (webpack's "Loading chunk N failed" with type and URL) right
 * after `anchor`, without React: islands that never started and enhancers use it.
 * Retry removes the message and calls `onRetry`. Returns a function that removes it.
 */
export function showChunkError(anchor: Element, error: unknown, onRetry: () => void): () => void {
  const doc = anchor.ownerDocument;
  const box = doc.createElement("div");
  box.setAttribute("role", "alert");
  box.className = CHUNK_ERROR_CLASS;
  const lead = doc.createElement("p");
  lead.textContent = CHUNK_ERROR_TEXT.lead;
  const detail = doc.createElement("p");
  detail.className = CHUNK_ERROR_DETAIL_CLASS;
  detail.textContent = toChunkLoadError(error).message;
  const retry = doc.createElement("button");
  retry.type = "button";
  retry.className = "button";
  retry.textContent = CHUNK_ERROR_TEXT.retry;
  box.append(lead, detail, retry);
  const remove = () => box.remove();
  retry.addEventListener("click", () => {
    remove();
    onRetry();
  });
  anchor.after(box);
  return remove;
}
