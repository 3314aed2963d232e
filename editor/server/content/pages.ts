import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { ABSENT, checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { writeJson } from "../files/json-writer";
import { PAGE_FORMATS, pageFile, pageSlug, PathRefused, type GuardRoots, type PageFormat } from "../files/path-guard";
import { writeYaml } from "../files/yaml-writer";
import { linksTo, writeChecked } from "./checked-write";
import type { Trash } from "./trash";
import { checkDraft } from "./draft-check";
import type { Problem } from "./problems";
import { contentName } from "./content-name";

export type PageRoots = GuardRoots & { publicDir: string };

export type PageSummary = { slug: string; title: string; file: string; address: string };
export type LoadedPage = { slug: string; file: string; address: string; format: PageFormat; data: unknown; version: FileVersion };

/** What a write came to: written, nothing to write, refused for the page's own problems, or stopped by a change on disk. */
export type WriteResult =
  | { status: "written"; version: FileVersion }
  | { status: "unchanged"; version: FileVersion }
  | { status: "invalid"; problems: Problem[] }
  | { status: "conflict"; current: FileVersion }
  | { status: "refused"; message: string; /** The build's own lines behind the message, for "Details". */ details?: string[] };

const addressOf = (slug: string) => (slug === "home" ? "/" : `/${slug}`);
const display = (roots: { contentDir: string }, slug: string, format: PageFormat) => contentName(roots.contentDir, `pages/${slug}${format}`);

/** The page's file on disk and its format, if there is one. */
function findPage(roots: PageRoots, slug: string): { file: string; format: PageFormat } | undefined {
  for (const format of PAGE_FORMATS) {
    const file = pageFile(roots, slug, format);
    if (existsSync(file)) return { file, format };
  }
  return undefined;
}

function parse(text: string, format: PageFormat): unknown {
  return format === ".json" ? JSON.parse(text.replace(/^\uFEFF/, "")) : parseDocument(text).toJS();
}

/**
 * The page files (docs/behaviour/page-builder.md#saving): list, open, save, create and
 * delete, each save checked as the build checks it before anything is written, written
 * atomically in the file's own format, and stopped when the file changed on disk since
 * it was opened. Saves of one file run one at a time.
 */
export function createPageFiles(roots: PageRoots, options: { onWrite(): void; trash: Trash }) {
  const queues = new Map<string, Promise<unknown>>();
  const serial = <T>(slug: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(slug) ?? Promise.resolve()).then(task, task);
    queues.set(slug, run.catch(() => undefined));
    return run;
  };

  async function write(slug: string, format: PageFormat, text: string, baseVersion: FileVersion): Promise<WriteResult> {
    const file = pageFile(roots, slug, format);
    const before = await checkVersion(file, baseVersion);
    if (!before.ok) return { status: "conflict", current: before.current };
    return writeChecked(roots, `pages/${slug}${format}`, file, text, baseVersion, options.onWrite);
  }

  return {
    async list(): Promise<PageSummary[]> {
      const dir = path.join(roots.contentDir, "pages");
      const names = existsSync(dir) ? (await readdir(dir)).sort() : [];
      const pages: PageSummary[] = [];
      for (const name of names) {
        const format = PAGE_FORMATS.find((f) => name.endsWith(f));
        const slug = format && name.slice(0, -format.length);
        if (!format || !slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) continue;
        let title = slug;
        try {
          const data = parse(await readFile(path.join(dir, name), "utf8"), format) as { title?: unknown };
          if (typeof data?.title === "string" && data.title) title = data.title;
        } catch {
          // A file that does not parse is still listed: opening it shows the problem.
        }
        pages.push({ slug, title, file: display(roots, slug, format), address: addressOf(slug) });
      }
      return pages.sort((a, b) => Number(b.slug === "home") - Number(a.slug === "home") || a.title.localeCompare(b.title));
    },

    async read(slug: string): Promise<LoadedPage | undefined> {
      const found = findPage(roots, pageSlug(slug));
      if (!found) return undefined;
      const text = await readFile(found.file, "utf8");
      return { slug, file: display(roots, slug, found.format), address: addressOf(slug), format: found.format, data: parse(text, found.format), version: versionOf(text) };
    },

    save(slug: string, data: unknown, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const found = findPage(roots, pageSlug(slug));
        if (!found) return baseVersion === ABSENT ? { status: "refused", message: "This page does not exist." } : { status: "conflict", current: ABSENT };
        const original = await readFile(found.file, "utf8");
        if (versionOf(original) !== baseVersion) return { status: "conflict", current: versionOf(original) };
        const text = found.format === ".json" ? writeJson(original, data) : writeYaml(original, data);
        // The writers keep an unchanged document byte for byte: there is nothing to check or write.
        if (text === original) return { status: "unchanged", version: baseVersion };
        return write(slug, found.format, text, baseVersion);
      });
    },

    /** The problems a save of `data` would meet, writing nothing (docs/behaviour/page-builder.md#messages). */
    async check(slug: string, data: unknown): Promise<Problem[] | undefined> {
      const found = findPage(roots, pageSlug(slug));
      if (!found) return undefined;
      const original = await readFile(found.file, "utf8");
      const text = found.format === ".json" ? writeJson(original, data) : writeYaml(original, data);
      return (await checkDraft(roots, `pages/${slug}${found.format}`, text)).problems;
    },

    create(slug: string, title: string): Promise<WriteResult> {
      return serial(slug, async () => {
        if (findPage(roots, pageSlug(slug))) return { status: "refused", message: "There is a page at this address already: choose another title." };
        const text = newPageYaml(title);
        return write(slug, ".yaml", text, ABSENT);
      });
    },

    remove(slug: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        if (pageSlug(slug) === "home") return { status: "refused", message: "The home page cannot be deleted: the site's address / is built from it." };
        const found = findPage(roots, slug);
        if (!found) return { status: "conflict", current: ABSENT };
        const check = await checkVersion(found.file, baseVersion);
        if (!check.ok) return { status: "conflict", current: check.current };
        // Links to it from other pages, the menu or the footer would fail the next build: say which, and keep it.
        const linked = await linksTo(roots, `pages/${slug}${found.format}`, addressOf(slug));
        if (linked) return linked;
        const data = parse(await readFile(found.file, "utf8"), found.format) as { title?: unknown } | null;
        await options.trash.put(found.file, { kind: "page", title: typeof data?.title === "string" ? data.title : slug, file: display(roots, slug, found.format) });
        options.onWrite();
        return { status: "written", version: ABSENT };
      });
    },
  };
}

export type PageFiles = ReturnType<typeof createPageFiles>;
export { PathRefused };

/** A new page: its title, a description to edit, and one section with its level-1 heading. */
export function newPageYaml(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim() || "New page";
  const doc = parseDocument("{}");
  doc.contents = doc.createNode({
    title: clean,
    description: `${clean}: describe this page in a sentence for search engines and link previews.`,
    sections: [{ columns: [{ widgets: [{ type: "heading", level: 1, text: clean }] }] }],
  }) as typeof doc.contents;
  return doc.toString({ lineWidth: 0 });
}
