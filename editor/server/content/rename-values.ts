import { isMap, isScalar, parseDocument, visit } from "yaml";
import { checkVersion, versionOf } from "../files/file-version";
import { writeFileAtomic } from "../files/atomic-write";
import { readFile } from "node:fs/promises";
import { inFileTurn } from "./file-turn";
import { joinFrontMatter, splitFrontMatter } from "./markdown-file";

/**
 * One value renamed across a content file, wherever a field of one of `keys` holds it (an
 * image's name in `image`, a category in a product grid's `category`): YAML in its own
 * style with its comments, JSON, or a Markdown file's front matter (its body through
 * `body`); `holder` narrows it to the objects that hold such a field (a widget of some
 * types). The text as it was when nothing holds the value.
 */
export function renameFieldValues(
  file: string,
  text: string,
  keys: ReadonlySet<string>,
  from: string,
  to: string,
  options: Partial<{ body: (markdown: string) => string; holder: (field: (key: string) => unknown) => boolean }> = {},
): string {
  const { body = (markdown: string) => markdown, holder = () => true } = options;
  if (file.endsWith(".json")) {
    let changed = false;
    const walk = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(walk);
      if (!value || typeof value !== "object") return value;
      const record = value as Record<string, unknown>;
      const held = holder((key) => record[key]);
      return Object.fromEntries(Object.entries(record).map(([key, item]) => (held && keys.has(key) && item === from ? ((changed = true), [key, to]) : [key, walk(item)])));
    };
    const next = walk(JSON.parse(text));
    return changed ? `${JSON.stringify(next, null, 2)}\n` : text;
  }
  const yaml = (source: string) => {
    const doc = parseDocument(source);
    let changed = false;
    visit(doc, {
      Pair(_, pair, ancestors) {
        const parent = ancestors[ancestors.length - 1];
        const held = isMap(parent) && holder((key) => parent.get(key));
        if (held && isScalar(pair.key) && keys.has(String(pair.key.value)) && isScalar(pair.value) && pair.value.value === from) {
          pair.value.value = to;
          changed = true;
        }
      },
    });
    return changed ? doc.toString({ lineWidth: 0 }) : source;
  };
  if (!file.endsWith(".md")) return yaml(text);
  const parts = splitFrontMatter(text);
  const [front, rest] = [parts.front ? yaml(parts.front) : parts.front, body(parts.body)];
  return front === parts.front && rest === parts.body ? text : joinFrontMatter(front, rest);
}

/**
 * Writes `rename(text)` over a file atomically, in the file's turn (file-turn.ts): a save
 * waits for it, or it for the save, and reads what the other wrote. The version check
 * stays for a writer outside the studio (a hand edit, a `git pull`), whose change is read
 * again rather than overwritten. True when the file changed.
 */
export function rewriteFile(full: string, rename: (text: string) => string): Promise<boolean> {
  return inFileTurn(full, async () => {
    for (;;) {
      const text = await readFile(full, "utf8");
      const next = rename(text);
      if (next === text) return false;
      if (!(await checkVersion(full, versionOf(text))).ok) continue;
      await writeFileAtomic(full, next);
      return true;
    }
  });
}
