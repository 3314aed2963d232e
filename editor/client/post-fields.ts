import { parseFieldPath } from "../server/content/problems";
import { plainProblem } from "./plain-words";

/** A post's fields as the post editor names them (docs/behaviour/page-builder.md#journal-posts). */
const LABELS: Record<string, string> = {
  title: "Title",
  date: "Date",
  excerpt: "Excerpt",
  cover: "Cover",
  "cover.image": "Cover image",
  "cover.alt": "Cover text alternative",
  format: "Format",
  gallery: "Gallery",
  tags: "Tags",
};

export type PostProblem = { field: string; plain: string; text: string };

/** A problem about a post (its field path and message, or a whole-file line), in plain words under the field's label. */
export function postProblem(path: readonly (string | number)[] | undefined, message: string, text: string): PostProblem {
  const keys = (path ?? []).filter((part): part is string => typeof part === "string");
  const field = keys.length > 1 && LABELS[keys.slice(0, 2).join(".")] ? keys.slice(0, 2).join(".") : (keys[0] ?? "");
  const label = LABELS[field] ?? (path ? "Body" : "The post");
  return { field, plain: plainProblem(label, message), text };
}

/** A line of the post preview's check (`cover.alt: describe …`) as a problem. */
export function previewProblem(line: string): PostProblem {
  const colon = line.indexOf(": ");
  const path = colon > 0 ? parseFieldPath(line.slice(0, colon)) : undefined;
  return postProblem(path, path ? line.slice(colon + 2) : line, line);
}
