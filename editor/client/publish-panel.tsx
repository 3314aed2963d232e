import { useEffect, useState } from "react";
import type { PublishState } from "../server/publish";
import { placeOfFile } from "../shared/owner-words";

type Kind = "publish" | "preview";

const RUNNING: Record<Kind, string> = {
  publish: "Publishing what you saved…",
  preview: "Preparing the preview of what you saved…",
};

/** What the build's messages are about (`content/pages/home.yaml: …` → "the page “home”"). */
const contentPlaces = (lines: readonly string[]) => [...new Set(lines.flatMap((line) => /^(content\/[\w./-]+?\.\w+): /.exec(line)?.[1] ?? []).map(placeOfFile))];

/** The outcome in a sentence an owner can act on (docs/behaviour/page-builder.md#publish). */
function outcome(kind: Kind, state: PublishState): string {
  const seconds = state.startedAt && state.finishedAt ? ` in ${Math.round((state.finishedAt - state.startedAt) / 1000)} s` : "";
  if (state.status === "succeeded") return kind === "publish" ? `Published${seconds}: the live site now shows what you saved.` : `Preview ready${seconds}: it opened in its own window.`;
  const places = contentPlaces(state.lines);
  const where = places.length > 0 ? ` Something needs fixing in ${places.join(", ")}: open it, fix what is marked and save, then try again.` : " Open Details to see what happened, or try again.";
  return kind === "publish" ? `Not published: the live site is unchanged.${where}` : `No preview this time.${where}`;
}

/** Seconds since `since`, ticking while shown; the timer is released when it stops. */
function useElapsed(since: number | undefined, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return since ? Math.max(0, Math.round((now - since) / 1000)) : 0;
}

/**
 * A build's progress and plain result; the build's own lines (without server paths:
 * editor/server/log-paths.ts) one click away under "Details".
 */
export function PublishPanel({ state, kind = "publish" }: { state: PublishState & { refused?: string }; kind?: Kind }) {
  const running = state.status === "running";
  const elapsed = useElapsed(state.startedAt, running);
  const name = kind === "publish" ? "Publish" : "Preview";
  if (state.refused && !running) {
    return (
      <section className="publish-panel publish-panel--refused" role="alert" aria-label={name}>
        <strong>{kind === "publish" ? "Not published:" : "No preview:"}</strong> {state.refused}
      </section>
    );
  }
  if (state.status === "idle") return null;
  return (
    <section className={`publish-panel publish-panel--${state.status}`} aria-label={name}>
      <p role="status">
        <strong>{running ? RUNNING[kind] : outcome(kind, state)}</strong>
      </p>
      {running && (
        <p className="publish-panel__progress">
          <progress aria-label={`${name} in progress`} /> {elapsed} s{state.step && ` — ${state.step}`}
        </p>
      )}
      <details className="problem-details">
        <summary>Details</summary>
        <pre>{state.lines.join("\n")}</pre>
      </details>
    </section>
  );
}
