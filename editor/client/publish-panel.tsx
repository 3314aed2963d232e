import type { PublishState } from "../server/publish";

const TITLES: Record<PublishState["status"], string> = {
  idle: "",
  running: "Publishing: the site is being built…",
  succeeded: "Published: the new build is live.",
  failed: "Publish failed: the live site is unchanged.",
};

/** The build's progress and outcome, in its own words. */
export function PublishPanel({ state }: { state: PublishState }) {
  if (state.status === "idle") return null;
  const tail = state.status === "failed" ? state.lines.slice(-20) : state.lines.slice(-4);
  return (
    <section className={`publish-panel publish-panel--${state.status}`} aria-live="polite" aria-label="Publish">
      <strong>{TITLES[state.status]}</strong>
      <pre>{tail.join("\n")}</pre>
    </section>
  );
}
