import { useCallback, useEffect, useRef, useState } from "react";
import type { PublishState } from "../server/publish";
import { api } from "./api";

export type JobState = PublishState & { address?: string; refused?: string };

/**
 * A build the editor's server runs (Publish, Preview: docs/behaviour/page-builder.md#publish):
 * starts it and follows it every `pollMs` until it ends. The timer is released when the editor closes.
 */
export function useBuildJob(endpoint: string, options: Partial<{ pollMs: number; onEnd(state: JobState): void }> = {}) {
  const { pollMs = 800, onEnd } = options;
  const [state, setState] = useState<JobState>({ status: "idle", lines: [] });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  }, [onEnd]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const follow = useCallback(async () => {
    const result = await api<JobState>("GET", endpoint);
    setState(result.body);
    if (result.body.status === "running") timer.current = setTimeout(() => void follow(), pollMs);
    else ended.current?.(result.body);
  }, [endpoint, pollMs]);
  const start = useCallback(async () => {
    const result = await api<JobState>("POST", endpoint);
    // Another build of the site folder runs (docs/behaviour/page-builder.md#one-build-at-a-time).
    if (result.status === 409) {
      const refused = { status: "idle" as const, lines: [], refused: result.body.message };
      setState(refused);
      return ended.current?.(refused);
    }
    setState(result.body);
    if (result.status === 202) timer.current = setTimeout(() => void follow(), pollMs);
  }, [endpoint, follow, pollMs]);
  return { state, start };
}
