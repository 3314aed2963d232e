import { parseDocument } from "yaml";

/**
 * A Markdown content file as the studio edits it (posts and products): YAML front matter
 * between `---` lines, then the body. The front matter is rewritten in the file's own style
 * (files/yaml-writer.ts); the body is kept as typed.
 */
const FRONT = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/** The front matter's text and the body (a file without front matter is all body). */
export function splitFrontMatter(text: string): { front: string; body: string } {
  const match = FRONT.exec(text);
  return match && match.index === 0 ? { front: `${match[1]}\n`, body: text.slice(match[0].length) } : { front: "", body: text };
}

export const joinFrontMatter = (front: string, body: string) => `---\n${front.endsWith("\n") ? front : `${front}\n`}---\n${body}`;

/** The front matter as data (`{}` when there is none). */
export const frontMatterData = (front: string) => (parseDocument(front).toJS() ?? {}) as Record<string, unknown>;

/** New front matter written from `data`, in the order given. */
export function newFrontMatter(data: Record<string, unknown>): string {
  const doc = parseDocument("{}");
  doc.contents = doc.createNode(data) as typeof doc.contents;
  return doc.toString({ lineWidth: 0 });
}

/** "Open studio weekend!" → "open-studio-weekend"; `fallback` when nothing is left. */
export const slugOf = (title: string, fallback = "post") =>
  title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80) || fallback;

/** Runs the tasks given for one name one after another (a save, a delete), whatever the others do. */
export function serialByName() {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
    queues.set(name, run.catch(() => undefined));
    return run;
  };
}
