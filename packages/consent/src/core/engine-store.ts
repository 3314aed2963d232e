import type { ConsentSnapshot } from "./snapshot";

/**
 * The subscribe/getSnapshot half of the engine, shaped for React's
 * `useSyncExternalStore`: the snapshot object only changes when the state does.
 */
export interface SnapshotStore {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
}

export function createSnapshotStore(initial: ConsentSnapshot): SnapshotStore & { set(next: ConsentSnapshot): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
