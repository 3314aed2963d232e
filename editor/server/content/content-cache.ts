import { readContent, type ContentStore } from "@vitrine/site/editor/server";

/**
 * The content as the canvas needs it (products and posts for grids and lists, the media
 * manifest, the widgets), read once and again when the editor wrote something or after
 * `maxAgeMs`, so an outside change shows up without reading every file on every keystroke.
 */
export type ContentCache = { get(): Promise<ContentStore>; invalidate(): void };

export function createContentCache(contentDir: string, options: Partial<{ maxAgeMs: number }> = {}): ContentCache {
  const maxAgeMs = options.maxAgeMs ?? 5000;
  let cached: { at: number; store: Promise<ContentStore> } | undefined;
  return {
    get() {
      if (!cached || Date.now() - cached.at > maxAgeMs) {
        const store = readContent(contentDir);
        cached = { at: Date.now(), store };
        store.catch(() => (cached = undefined));
      }
      return cached.store;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
