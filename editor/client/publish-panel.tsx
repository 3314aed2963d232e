import { useEffect, useState } from "react";
import type { PublishState } from "../server/publish";
import { placeOfFileIn, plainStepIn } from "../shared/owner-words";
import { savingWords } from "./words/saving";
import { shellWords } from "./words/shell";
import { countWord, fill, studioLanguage, wordsOf } from "./words/studio-words";

type Kind = "publish" | "preview";

const RUNNING: Record<Kind, string> = {
  get publish() { return wordsOf(savingWords).publishing; },
  get preview() { return wordsOf(savingWords).previewing; },
};

/** What the build's messages are about (`content/pages/home.yaml: …` → "the page “home”"). */
const contentPlaces = (lines: readonly string[]) => [...new Set(lines.flatMap((line) => /^(content\/[\w./-]+?\.\w+): /.exec(line)?.[1] ?? []).map((file) => placeOfFileIn(file, studioLanguage())))];

/** The outcome in a sentence an owner can act on (docs/behaviour/page-builder.md#publish). */
function outcome(kind: Kind, state: PublishState): string {
  const t = wordsOf(savingWords);
  const seconds = state.startedAt && state.finishedAt ? countWord(t.inSeconds, Math.round((state.finishedAt - state.startedAt) / 1000)) : "";
  if (state.status === "succeeded") return fill(kind === "publish" ? t.published : t.previewReady, { seconds });
  const places = contentPlaces(state.lines);
  const where = places.length > 0 ? fill(t.fixIn, { places: places.join(", ") }) : t.openDetails;
  return fill(kind === "publish" ? t.notPublished : t.noPreview, { where });
}

/** The step the build is at in the owner's language, from its last progress line; the server's words when that line is gone. */
const stepOf = (state: PublishState) => state.lines.map((line) => plainStepIn(line, studioLanguage())).findLast(Boolean) ?? state.step;

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
  const t = wordsOf(savingWords);
  const name = kind === "publish" ? t.publish : t.preview;
  if (state.refused && !running) {
    return (
      <section className="publish-panel publish-panel--refused" role="alert" aria-label={name}>
        <strong>{kind === "publish" ? t.notPublishedShort : t.noPreviewShort}</strong> {state.refused}
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
          <progress aria-label={fill(t.inProgress, { name })} /> {countWord(t.elapsed, elapsed)}{state.step && ` — ${stepOf(state)}`}
        </p>
      )}
      <details className="problem-details">
        <summary>{wordsOf(shellWords).details}</summary>
        <pre>{state.lines.join("\n")}</pre>
      </details>
    </section>
  );
}
