/**
 * A refusal of the content HTML policy (docs/behaviour/content.md#html-policy): what is
 * wrong and what to do instead, and text to find its line in the source by — `needle`
 * first, else `near` (when the parser has decoded what the author wrote, `ht&#9;tps:` is
 * no longer in the source as the policy sees it).
 */
export type Finding = { reason: string; needle: string; near?: string };
