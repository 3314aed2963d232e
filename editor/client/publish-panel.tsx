import type { PublishState } from "../server/publish";

const TITLES: Record<"publish" | "preview", Record<PublishState["status"], string>> = {
  publish: {
    idle: "",
    running: "Publishing: the site is being built…",
    succeeded: "Published: the new build is live.",
    failed: "Publish failed: the live site is unchanged.",
  },
  preview: {
    idle: "",
    running: "Preview: the saved pages are being built…",
    succeeded: "Preview ready: it opened in its own window.",
    failed: "Preview failed:",
  },
};

/** A build's progress and outcome, in its own words. */
export function PublishPanel({ state, kind = "publish" }: { state: PublishState & { refused?: string }; kind?: "publish" | "preview" }) {
  if (state.refused && state.status !== "running") {
    return (
      <section className="publish-panel publish-panel--refused" role="alert" aria-label={kind === "publish" ? "Publish" : "Preview"}>
        <strong>{kind === "publish" ? "Not published:" : "No preview:"}</strong> {state.refused}
      </section>
    );
  }
  if (state.status === "idle") return null;
  const tail = state.status === "failed" ? state.lines.slice(-20) : state.lines.slice(-4);
  return (
    <section className={`publish-panel publish-panel--${state.status}`} aria-live="polite" aria-label={kind === "publish" ? "Publish" : "Preview"}>
      <strong>{TITLES[kind][state.status]}</strong>
      <pre>{tail.join("\n")}</pre>
    </section>
  );
}
