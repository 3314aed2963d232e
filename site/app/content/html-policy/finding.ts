import type { SourceTag } from "./source-tags";

/**
 * A refusal of the content HTML policy (docs/behaviour/content.md#html-policy): what is
 * wrong and what to do instead, and how to find its line in the source — the start tag of
 * the element it is about as the author wrote it (`tag`), else text to search for: `needle`
 * first, then `near` (when the parser has decoded what the author wrote, `ht&#9;tps:` is no
 * longer in the source as the policy sees it).
 */
export type Finding = { reason: string; needle: string; near?: string; tag?: SourceTag };

/** A finding while the policy works: the element it is about, if any, names its place. */
export type PendingFinding = Omit<Finding, "tag"> & { element?: Element };
