import { useCallback, useEffect, useRef } from "react";
import type { Problem } from "../server/content/problems";
import { api } from "./api";

/**
 * After a save met problems, each change is checked again (the build's own check, nothing
 * written) `delayMs` after the last one, so a message goes as soon as its problem is fixed
 * (docs/behaviour/page-builder.md#messages). `url` is the check's (`/api/pages/{slug}/check`,
 * `/api/products/{slug}/check`), sent the draft as a save would send it. Only the newest
 * answer counts; the timer is released when the editor closes.
 */
export function useProblemCheck(url: string, onProblems: (problems: Problem[], draft: unknown) => void, options: Partial<{ delayMs: number }> = {}) {
  const delayMs = options.delayMs ?? 300;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const report = useRef(onProblems);
  useEffect(() => {
    report.current = onProblems;
  }, [onProblems]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    latest.current++;
  }, []);
  const check = useCallback(
    (draft: unknown) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const mine = ++latest.current;
        void api<{ problems: Problem[] }>("POST", url, draft).then((result) => {
          if (mine === latest.current && result.status === 200) report.current(result.body.problems, draft);
        });
      }, delayMs);
    },
    [url, delayMs],
  );
  return { check, cancel };
}
