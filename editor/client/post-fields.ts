import { parseFieldPath } from "../server/content/problems";
import { plainProblem } from "./plain-words";
import { editorWords } from "./words/editors";
import { wordsOf } from "./words/studio-words";

/** A problem under a field of a Markdown file's form (a post, a product): the field's key, the plain message, the build's line. */
export type FieldProblem = { field: string; plain: string; text: string };

/**
 * A problem about a Markdown file (its field path and message, or a whole-file line), in
 * plain words under the field's label; `labels` names the fields, one or two keys deep.
 */
export function fieldProblem(labels: Record<string, string>, whole: string, path: readonly (string | number)[] | undefined, message: string, text: string): FieldProblem {
  const keys = (path ?? []).filter((part): part is string => typeof part === "string");
  const field = keys.length > 1 && labels[keys.slice(0, 2).join(".")] ? keys.slice(0, 2).join(".") : (keys[0] ?? "");
  const label = labels[field] ?? (path ? wordsOf(editorWords).body : whole);
  return { field, plain: plainProblem(label, message), text };
}

/** A post's fields as the post editor names them (docs/behaviour/page-builder.md#journal-posts), each read in the owner's language. */
const POST_LABELS: Record<string, string> = {
  get title() { return wordsOf(editorWords).title; },
  get date() { return wordsOf(editorWords).date; },
  get excerpt() { return wordsOf(editorWords).excerpt; },
  get cover() { return wordsOf(editorWords).cover; },
  get "cover.image"() { return wordsOf(editorWords).coverImage; },
  get "cover.alt"() { return wordsOf(editorWords).coverAlt; },
  get format() { return wordsOf(editorWords).format; },
  get gallery() { return wordsOf(editorWords).gallery; },
  get tags() { return wordsOf(editorWords).tags; },
};

export type PostProblem = FieldProblem;

export const postProblem = (path: readonly (string | number)[] | undefined, message: string, text: string) => fieldProblem(POST_LABELS, wordsOf(editorWords).thePost, path, message, text);

/** The field a line of the post preview's check is about (`cover.alt: describe …` → `["cover", "alt"]`), if it names one. */
export function previewPath(line: string): (string | number)[] | undefined {
  const colon = line.indexOf(": ");
  return colon > 0 ? parseFieldPath(line.slice(0, colon)) : undefined;
}

/** A line of the post preview's check (`cover.alt: describe …`) as a problem. */
export function previewProblem(line: string): PostProblem {
  const path = previewPath(line);
  return postProblem(path, path ? line.slice(line.indexOf(": ") + 2) : line, line);
}
