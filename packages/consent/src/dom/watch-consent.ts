import type { SnapshotStore } from "../core/engine-store";
import { consentAllows, type ConsentAsk } from "../core/snapshot";

/**
 * For widgets without React (enhancers): whether content of `ask` may load, now and on
 * every change, from the page's one engine. `listener` is called at once with the
 * current answer, then whenever it changes; the returned function stops listening.
 */
export function watchConsent(source: SnapshotStore, ask: ConsentAsk, listener: (allowed: boolean) => void): () => void {
  let allowed = consentAllows(source.getSnapshot(), ask);
  listener(allowed);
  return source.subscribe(() => {
    const now = consentAllows(source.getSnapshot(), ask);
    if (now === allowed) return;
    allowed = now;
    listener(now);
  });
}

/**
 * Runs `run` once, as soon as content of `ask` may load (at once when it already may).
 * The returned function cancels the wait; after `run` it does nothing.
 */
export function whenAllowed(source: SnapshotStore, ask: ConsentAsk, run: () => void): () => void {
  let done = false;
  // The listener may run before watchConsent returns (content already allowed): then the
  // watch is stopped right after it is made.
  const holder: { stop?: () => void } = {};
  holder.stop = watchConsent(source, ask, (allowed) => {
    if (!allowed || done) return;
    done = true;
    holder.stop?.();
    run();
  });
  if (done) holder.stop();
  return () => holder.stop?.();
}
