import { isDeepStrictEqual } from "node:util";
import { Composer, CST, Document, isMap, isScalar, isSeq, parseDocument, Parser, Scalar, type Node, type ParsedNode } from "yaml";
import { detectYamlStyle } from "./yaml-style";

/**
 * Writes a new value into a YAML file so that `git diff` shows only what changed
 * (docs/behaviour/page-builder.md#saving). Two steps, the first that fits:
 *
 * 1. Only scalars changed (a heading's text, a button's link): each is rewritten in
 *    place in the file's own tokens, in its own quoting style, and everything else —
 *    comments, blank lines, flow or block collections, spacing — stays byte for byte.
 * 2. Otherwise (a block added, moved or removed) the parsed document is patched node by
 *    node: unchanged nodes are kept with their comments, list items that only moved
 *    are matched by their content, new keys are added after the old ones; then it is
 *    written in the file's own indentation and list style, without folding long lines.
 *
 * Either way the result is read back and must give exactly the new value, or this throws
 * rather than write something else.
 */
export function writeYaml(original: string, value: unknown): string {
  const text = scalarEdits(original, value) ?? patchedDocument(original, value);
  const written = parseDocument(text, { uniqueKeys: true });
  if (written.errors.length > 0 || !isDeepStrictEqual(written.toJS(), value)) {
    throw new Error("The YAML writer could not express the new value faithfully; nothing was written.");
  }
  return text;
}

type ScalarEdit = { node: Scalar; value: unknown };

/** Every changed scalar, or undefined when anything but scalars changed. */
function collectScalarEdits(node: Node | null, value: unknown, edits: ScalarEdit[]): boolean {
  if (isScalar(node)) {
    if (isDeepStrictEqual(node.toJSON(), value)) return true;
    if (value === null || typeof value === "object") return false;
    edits.push({ node, value });
    return true;
  }
  if (isMap(node)) {
    if (!isPlainObject(value)) return false;
    const keys = node.items.map((pair) => (isScalar(pair.key) ? pair.key.value : undefined));
    const wanted = Object.keys(value);
    if (keys.length !== wanted.length || !wanted.every((key) => keys.includes(key))) return false;
    return node.items.every((pair) => collectScalarEdits(pair.value as Node | null, value[String((pair.key as Scalar).value)], edits));
  }
  if (isSeq(node)) {
    if (!Array.isArray(value) || value.length !== node.items.length) return false;
    return node.items.every((item, index) => collectScalarEdits(item as Node | null, value[index], edits));
  }
  return false;
}

/** The scalar's new source text and the quoting it needs. */
function scalarSource(node: Scalar, value: unknown, inFlow: boolean): { source: string; type: Scalar.Type } {
  const original = node.type ?? Scalar.PLAIN;
  if (typeof value !== "string") return { source: String(value), type: Scalar.PLAIN };
  const block = original === Scalar.BLOCK_LITERAL || original === Scalar.BLOCK_FOLDED;
  if (block) return { source: value, type: value.includes("\n") ? Scalar.BLOCK_LITERAL : Scalar.QUOTE_DOUBLE };
  if (original === Scalar.QUOTE_DOUBLE) return { source: JSON.stringify(value).slice(1, -1), type: original };
  if (original === Scalar.QUOTE_SINGLE && !value.includes("\n")) return { source: value.replace(/'/g, "''"), type: original };
  if (readsBackAsPlain(value, inFlow)) return { source: value, type: Scalar.PLAIN };
  return { source: JSON.stringify(value).slice(1, -1), type: Scalar.QUOTE_DOUBLE };
}

/** Whether a string can be written unquoted and still read back as that same string. */
function readsBackAsPlain(value: string, inFlow: boolean): boolean {
  if (value === "" || value !== value.trim() || /[\n\t]/.test(value) || (inFlow && /[,[\]{}]/.test(value))) return false;
  const probe = parseDocument(`k: ${value}`);
  return probe.errors.length === 0 && (probe.toJS() as { k?: unknown })?.k === value;
}

/** Step 1: rewrite changed scalars in the file's own tokens; undefined when that is not enough. */
function scalarEdits(original: string, value: unknown): string | undefined {
  const tokens = [...new Parser().parse(original)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1 || docs[0]!.errors.length > 0) return undefined;
  const edits: ScalarEdit[] = [];
  if (!collectScalarEdits(docs[0]!.contents as ParsedNode | null, value, edits)) return undefined;
  for (const { node, value: next } of edits) {
    const token = node.srcToken;
    if (!token) return undefined;
    const inFlow = insideFlow(original, node);
    const { source, type } = scalarSource(node, next, inFlow);
    CST.setScalarValue(token, source, { afterKey: true, inFlow, type });
  }
  return tokens.map((token) => CST.stringify(token)).join("");
}

/** Whether a scalar sits inside a flow collection (`{ … }` or `[ … ]`): then `,` and brackets need quotes. */
function insideFlow(text: string, node: Scalar): boolean {
  const start = node.range?.[0] ?? 0;
  const line = text.slice(text.lastIndexOf("\n", start - 1) + 1, start);
  let depth = 0;
  for (const char of line) {
    if (char === "{" || char === "[") depth++;
    if (char === "}" || char === "]") depth--;
  }
  return depth > 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Step 2: patch the document node by node, keeping what did not change. */
function patchedDocument(original: string, value: unknown): string {
  const doc = parseDocument(original);
  doc.contents = patchNode(doc, doc.contents as Node | null, value) as typeof doc.contents;
  return doc.toString({ ...detectYamlStyle(original), lineWidth: 0, minContentWidth: 0 });
}

function patchNode(doc: Document, node: Node | null, value: unknown): Node {
  if (isMap(node) && isPlainObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined || !(key in value) || value[key] === undefined) node.delete(pair.key);
    }
    for (const [key, next] of Object.entries(value)) {
      if (next === undefined) continue;
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      if (pair) pair.value = patchNode(doc, pair.value as Node | null, next);
      else node.set(doc.createNode(key), doc.createNode(next));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = [...node.items] as (Node | null)[];
    const used = new Set<number>();
    // Items that only moved keep their node (and its comments); the rest patch the node at their place.
    const same = value.map((item) => {
      const found = old.findIndex((candidate, index) => !used.has(index) && isDeepStrictEqual(candidate?.toJSON(), item));
      if (found >= 0) used.add(found);
      return found;
    });
    node.items = value.map((item, index) => {
      if (same[index]! >= 0) return old[same[index]!]!;
      const reuse = index < old.length && !used.has(index) && !same.includes(index) ? old[index] : null;
      return reuse ? patchNode(doc, reuse, item) : doc.createNode(item);
    });
    return node;
  }
  if (isScalar(node) && !(typeof value === "object" && value !== null)) {
    if (!isDeepStrictEqual(node.value, value)) {
      node.value = value;
      const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
      if (block && !(typeof value === "string" && value.includes("\n"))) node.type = undefined;
    }
    return node;
  }
  return doc.createNode(value) as Node;
}

/** A file's YAML syntax errors, as the build words them (`content/settings/menu.yaml: line 3, column 1: …`). */
export function yamlSyntaxErrors(text: string, display: string): string[] {
  return parseDocument(text).errors.map((error) => {
    const at = error.linePos?.[0];
    return `${display}: ${at ? `line ${at.line}, column ${at.col}: ` : ""}YAML syntax error: ${error.message.split("\n")[0]}`;
  });
}
