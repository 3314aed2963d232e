import { parseDocument, type YAMLError } from "yaml";

export type ParsedSource = { data: unknown; body: string; problems: string[] };

/** Line and column (1-based) of a character offset. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

function describeYamlError(file: string, text: string, error: YAMLError, lineOffset: number): string {
  const { line, column } = position(text, error.pos[0]);
  // The library's message can span lines (a code excerpt); authors get one line per problem.
  const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "").trim();
  return `${file}: line ${line + lineOffset}, column ${column}: YAML syntax error: ${message}`;
}

/**
 * Parses YAML with the YAML 1.2 core schema, so `2026-03-01` stays the string the author
 * wrote (no implicit dates) and duplicate keys are errors. Every syntax error is reported.
 */
export function parseYaml(file: string, text: string, lineOffset = 0): { data: unknown; problems: string[] } {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return { data: undefined, problems: doc.errors.map((e) => describeYamlError(file, text, e, lineOffset)) };
  }
  return { data: doc.toJS() ?? {}, problems: [] };
}

/**
 * Parses a JSON page (the same fields as a YAML one). A syntax error is reported with its
 * line and column, like YAML's.
 */
export function parseJson(file: string, text: string): { data: unknown; problems: string[] } {
  const source = text.replace(/^\uFEFF/, "");
  try {
    return { data: JSON.parse(source), problems: [] };
  } catch (error) {
    const message = (error as Error).message.split("\n")[0]!;
    const at = /at position (\d+)/.exec(message);
    const reason = message.replace(/\s*(in JSON )?at position \d+.*$/, "").trim();
    if (!at) return { data: undefined, problems: [`${file}: JSON syntax error: ${reason}`] };
    const { line, column } = position(source, Number(at[1]));
    return { data: undefined, problems: [`${file}: line ${line}, column ${column}: JSON syntax error: ${reason}`] };
  }
}

const frontMatter = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/** Splits a Markdown file into its YAML front matter and body. */
export function parseMarkdownSource(file: string, text: string): ParsedSource {
  const source = text.replace(/^\uFEFF/, "");
  if (!source.startsWith("---")) {
    return { data: undefined, body: source, problems: [`${file}: missing front matter (start the file with a line "---", the fields, then "---")`] };
  }
  const match = frontMatter.exec(source);
  if (!match || match.index !== 0) {
    return { data: undefined, body: "", problems: [`${file}: front matter is not closed (add a line "---" after the fields)`] };
  }
  const { data, problems } = parseYaml(file, match[1] ?? "", 1);
  return { data, body: source.slice(match[0].length), problems };
}
