import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { ABSENT, checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { postFile, type GuardRoots } from "../files/path-guard";
import { writeYaml } from "../files/yaml-writer";
import { linksTo, writeChecked } from "./checked-write";
import type { Trash } from "./trash";
import { frontMatterData, joinFrontMatter as join, newFrontMatter, serialByName, slugOf, splitFrontMatter as split } from "./markdown-file";
import type { WriteResult } from "./pages";
import { contentName } from "./content-name";

export type PostState = "published" | "draft";
export type PostSummary = { slug: string; title: string; date: string; tags: string[]; state: PostState; file: string };
export type LoadedPost = PostSummary & { data: Record<string, unknown>; body: string; version: FileVersion };

const display = (roots: { contentDir: string }, slug: string, state: PostState) => contentName(roots.contentDir, state === "published" ? `posts/${slug}.md` : `drafts/posts/${slug}.md`);

function summary(roots: { contentDir: string }, slug: string, state: PostState, text: string): LoadedPost {
  const { front, body } = split(text);
  const data = frontMatterData(front);
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? "");
  return { slug, state, file: display(roots, slug, state), title: String(data.title ?? slug), date, tags: Array.isArray(data.tags) ? data.tags.map(String) : [], data: { ...data, date }, body, version: versionOf(text) };
}

/**
 * Journal posts and their drafts (docs/behaviour/page-builder.md#journal-posts): every
 * save checked with the build's own check as if the post were published, a draft's fields
 * left empty aside (docs/behaviour/page-builder.md#drafts), written atomically keeping the
 * front matter's style, stopped by a change on disk. A draft lives where the build does
 * not read, so it stays off the site until it is marked ready, which checks it whole.
 */
export function createPosts(roots: GuardRoots & { publicDir: string }, options: { onWrite(): void; trash: Trash; today?: () => string }) {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const serial = serialByName();
  const find = (slug: string): { file: string; state: PostState } | undefined => {
    for (const state of ["draft", "published"] as const) {
      const file = postFile(roots, slug, state);
      if (existsSync(file)) return { file, state };
    }
    return undefined;
  };

  /** Checked as the build checks a published post (a draft's empty fields aside: `draft`), then written; nothing written on a problem. */
  const write = (slug: string, file: string, text: string, baseVersion: FileVersion, draft?: unknown) => writeChecked(roots, `posts/${slug}.md`, file, text, baseVersion, options.onWrite, draft);

  return {
    async list(): Promise<PostSummary[]> {
      const posts: PostSummary[] = [];
      for (const state of ["draft", "published"] as const) {
        const dir = path.dirname(postFile(roots, "x", state));
        for (const name of (await readdir(dir)).filter((n) => /^[a-z0-9-]+\.md$/.test(n))) {
          const { data: _data, body: _body, version: _version, ...post } = summary(roots, name.slice(0, -3), state, await readFile(path.join(dir, name), "utf8"));
          posts.push(post);
        }
      }
      return posts.sort((a, b) => Number(b.state === "draft") - Number(a.state === "draft") || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    },

    async read(slug: string): Promise<LoadedPost | undefined> {
      const found = find(slug);
      return found && summary(roots, slug, found.state, await readFile(found.file, "utf8"));
    },

    save(slug: string, data: unknown, body: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const found = find(slug);
        if (!found) return { status: "conflict", current: ABSENT };
        const original = await readFile(found.file, "utf8");
        if (versionOf(original) !== baseVersion) return { status: "conflict", current: versionOf(original) };
        const parts = split(original);
        const text = join(writeYaml(parts.front, data), body);
        if (text === original) return { status: "unchanged", version: baseVersion };
        return write(slug, found.file, text, baseVersion, found.state === "draft" ? data : undefined);
      });
    },

    /** A new draft: its title and today's date; the other fields empty, to fill in (the screen shows what each is for). */
    async create(title: string): Promise<WriteResult & { slug?: string }> {
      const clean = title.replace(/\s+/g, " ").trim();
      if (!clean) return { status: "refused", message: "Give the post a title first." };
      const slug = slugOf(clean);
      // Named by its title, as the owner knows it, never by its file's name.
      const same = find(slug);
      if (same) return { status: "refused", message: `A post called “${summary(roots, slug, same.state, await readFile(same.file, "utf8")).title}” exists already: choose another title.` };
      const data = { title: clean, date: today(), tags: [] };
      const result = await serial(slug, () => write(slug, postFile(roots, slug, "draft"), join(newFrontMatter(data), ""), ABSENT, data));
      return { ...result, slug };
    },

    /** A draft goes live: checked as a post, written under posts/, then the draft removed. */
    ready(slug: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const draft = postFile(roots, slug, "draft");
        const check = await checkVersion(draft, baseVersion);
        if (!check.ok) return { status: "conflict", current: check.current };
        const text = await readFile(draft, "utf8");
        const result = await write(slug, postFile(roots, slug, "published"), text, ABSENT);
        if (result.status === "written") await rm(draft);
        return result;
      });
    },

    remove(slug: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const found = find(slug);
        if (!found) return { status: "conflict", current: ABSENT };
        const check = await checkVersion(found.file, baseVersion);
        if (!check.ok) return { status: "conflict", current: check.current };
        // A draft is on no page yet; a published post may be linked from the menu or a page.
        const linked = found.state === "published" ? await linksTo(roots, `posts/${slug}.md`, `/blog/${slug}`) : undefined;
        if (linked) return linked;
        const { title } = summary(roots, slug, found.state, await readFile(found.file, "utf8"));
        await options.trash.put(found.file, { kind: "post", title, file: display(roots, slug, found.state) });
        options.onWrite();
        return { status: "written", version: ABSENT };
      });
    },
  };
}

export type Posts = ReturnType<typeof createPosts>;
