import { useCallback, useEffect, useRef, useState } from "react";
import type { PublishState } from "../server/publish";
import { api } from "./api";

/** Publish (docs/behaviour/page-builder.md#publish): starts the build and follows it every `pollMs` until it ends. */
export function usePublish(options: Partial<{ pollMs: number }> = {}) {
  const pollMs = options.pollMs ?? 800;
  const [state, setState] = useState<PublishState>({ status: "idle", lines: [] });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const follow = useCallback(async () => {
    const result = await api<PublishState>("GET", "/api/publish");
    setState(result.body);
    if (result.body.status === "running") timer.current = setTimeout(() => void follow(), pollMs);
  }, [pollMs]);
  const publish = useCallback(async () => {
    const result = await api<PublishState>("POST", "/api/publish");
    setState(result.body);
    if (result.status === 202) timer.current = setTimeout(() => void follow(), pollMs);
  }, [follow, pollMs]);
  return { state, publish };
}
