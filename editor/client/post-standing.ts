import type { PostState } from "../server/content/posts";

/**
 * Where a post stands, as the post screen says it (docs/behaviour/page-builder.md#journal-posts).
 * Only a publish puts a post on the site, so "live" is said only once a publish has
 * succeeded after the post's last change on this screen; a post opened already marked
 * ready may or may not have been published since, and is said to be ready, not live.
 */
export type Standing = "draft" | "ready" | "changed" | "live" | "marked";

/**
 * @param state the post's folder: a draft, or marked ready (in the journal's folder)
 * @param change the last thing this screen did to it: marked it ready, or saved it
 * @param publishedSince a publish has succeeded since that change (or since the screen opened)
 */
export function postStanding(state: PostState, change: "ready" | "saved" | undefined, publishedSince: boolean): Standing {
  if (state === "draft") return "draft";
  if (publishedSince) return "live";
  if (change === "ready") return "ready";
  return change === "saved" ? "changed" : "marked";
}

export const STANDING_WORDS: Record<Standing, { badge: string; line: string }> = {
  draft: { badge: "Draft", line: "Not on the site: only you see it, here. When it is finished, press Mark ready to publish." },
  ready: { badge: "Ready for the next publish", line: "Not on the site yet: it goes live when you press Publish the site." },
  changed: { badge: "Ready for the next publish", line: "Your saved changes go live when you press Publish the site." },
  live: { badge: "Live", line: "On the site: your publish put it there." },
  marked: { badge: "Ready to publish", line: "It goes on the site with the first publish after it was marked ready. If you are not sure one has run since, press Publish the site." },
};
