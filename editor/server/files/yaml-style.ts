/**
 * How a YAML file is laid out, so a rewritten file keeps its author's style: the
 * indentation step, whether a list under a key is indented (`key:\n  - a` or
 * `key:\n- a`), and whether flow collections have inner spaces (`{ a: 1 }` or `{a: 1}`).
 */
export type YamlStyle = { indent: number; indentSeq: boolean; flowCollectionPadding: boolean };

const defaultStyle: YamlStyle = { indent: 2, indentSeq: true, flowCollectionPadding: true };

export function detectYamlStyle(text: string): YamlStyle {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
  const style = { ...defaultStyle };
  const indentOf = (line: string) => line.length - line.trimStart().length;
  let seenMap = false;
  let seenSeq = false;
  // A key that opens a block (`key:` alone) and the line after it tell the steps apart.
  for (let i = 0; i + 1 < lines.length && !(seenMap && seenSeq); i++) {
    const [key, next] = [lines[i]!, lines[i + 1]!];
    const opens = /^(\s*)(- )?[^\s#-][^:]*:\s*$/.exec(key);
    if (!opens) continue;
    const keyColumn = indentOf(key) + (opens[2] ? 2 : 0);
    if (/^\s*- /.test(next)) {
      if (!seenSeq) style.indentSeq = indentOf(next) > keyColumn;
      seenSeq = true;
    } else if (!seenMap && indentOf(next) > keyColumn) {
      style.indent = indentOf(next) - keyColumn;
      seenMap = true;
    }
  }
  const flow = /[{[](.)/.exec(lines.filter((line) => /:\s*[{[]|-\s*[{[]/.test(line)).join("\n"));
  if (flow) style.flowCollectionPadding = flow[1] === " ";
  return style;
}
