import type { PostState } from "../server/content/posts";
import { listWords } from "./words/lists";
import { wordsOf } from "./words/studio-words";

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
  get draft() { return { badge: wordsOf(listWords).draft, line: wordsOf(listWords).draftLine }; },
  get ready() { return { badge: wordsOf(listWords).readyBadge, line: wordsOf(listWords).readyLine }; },
  get changed() { return { badge: wordsOf(listWords).readyBadge, line: wordsOf(listWords).changedLine }; },
  get live() { return { badge: wordsOf(listWords).liveBadge, line: wordsOf(listWords).liveLine }; },
  get marked() { return { badge: wordsOf(listWords).markedBadge, line: wordsOf(listWords).markedLine }; },
};
