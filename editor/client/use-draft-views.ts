import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftView } from "../server/content/resolve-draft";
import { api } from "./api";
import { emptyViews, viewsByBlock, type CanvasViews } from "./puck/draft-views";

type Path = (string | number)[];

/**
 * The canvas's views of the draft: the page as it is being edited, resolved by the
 * server with the build's own resolver, `delayMs` after the last change (and the newest
 * answer only); the page as it opens at once (`now`), as the canvas draws nothing of a
 * block until its view has come. The timer is released when the editor closes.
 */
export function useDraftViews(slug: string, options: Partial<{ delayMs: number }> = {}) {
  const delayMs = options.delayMs ?? 250;
  const [views, setViews] = useState<CanvasViews>(emptyViews);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const request = useCallback(
    (page: unknown, paths: Map<string, Path>, now = false) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const mine = ++latest.current;
        void api<DraftView>("POST", `/api/draft/${slug}`, { data: page }).then((result) => {
          if (mine === latest.current && result.status === 200) setViews(viewsByBlock(result.body, paths));
        });
      }, now ? 0 : delayMs);
    },
    [slug, delayMs],
  );
  return { views, request };
}
