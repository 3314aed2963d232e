import { isNode, isScalar, parseDocument, type Node } from "yaml";

/**
 * A build message (`content/pages/home.yaml: sections[0].columns[1].widgets[2].alt:
 * describe the image …`) taken apart, so the editor can show it beside its field.
 */
export type Problem = {
  /** The build's line, exactly as the build prints it. */
  text: string;
  /** The field, as a path into the page (`["sections", 0, "columns", 1, …, "alt"]`), when known. */
  path?: (string | number)[];
  /** What is wrong, without the file and the field. */
  message: string;
};

/** `sections[0].columns[1].alt` → `["sections", 0, "columns", 1, "alt"]`. */
export function parseFieldPath(field: string): (string | number)[] | undefined {
  if (!/^[A-Za-z_][\w-]*(\[\d+\]|\.[A-Za-z_][\w-]*)*$/.test(field)) return undefined;
  return [...field.matchAll(/([A-Za-z_][\w-]*)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** The deepest node of a YAML or JSON page that holds `line` (1-based), as a path. */
function pathAtLine(text: string, line: number): (string | number)[] | undefined {
  const doc = parseDocument(text);
  // The end of the line: inside the value even when the line starts with its key.
  const offset = text.split("\n").slice(0, line).join("\n").length - 1;
  let found: (string | number)[] | undefined;
  const walk = (node: unknown, at: (string | number)[]) => {
    if (!isNode(node) || !node.range || offset < node.range[0] || offset > node.range[1]) return;
    found = at;
    const items = (node as Node & { items?: unknown[] }).items;
    items?.forEach((item, index) => {
      const pair = item as { key?: unknown; value?: unknown };
      if (pair && typeof pair === "object" && "key" in pair) walk(pair.value, [...at, isScalar(pair.key) ? String(pair.key.value) : String(pair.key)]);
      else walk(item, [...at, index]);
    });
  };
  walk(doc.contents, []);
  return found;
}

/** The problems the build reports for one file, with their fields. */
export function problemsOf(lines: readonly string[], file: string, source: string): Problem[] {
  const prefix = `${file}: `;
  return lines
    .filter((line) => line.startsWith(prefix))
    .map((text) => {
      const rest = text.slice(prefix.length);
      const at = /^line (\d+)(?:, column \d+)?: (.*)$/.exec(rest);
      if (at) return { text, message: at[2]!, path: pathAtLine(source, Number(at[1])) };
      const colon = rest.indexOf(": ");
      const path = colon > 0 ? parseFieldPath(rest.slice(0, colon)) : undefined;
      return path ? { text, path, message: rest.slice(colon + 2) } : { text, message: rest };
    });
}
