import { existsSync } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isMap, isScalar, isSeq, parseDocument, type Document } from "yaml";
import { groupSlug, REDIRECTS_FILE } from "@vitrine/site/editor/server";
import { writeFileAtomic } from "../files/atomic-write";
import { joinFrontMatter, serialByName, splitFrontMatter } from "./markdown-file";
import { renameFieldValues, rewriteFile } from "./rename-values";

export type GroupKind = "category" | "tag";
export type Group = { name: string; address: string; files: string[] };
export type Renamed = { ok: true; changed: string[]; redirect?: { from: string; to: string } } | { ok: false; status: 404 | 422; message: string };

/** The widgets that show one shop category name it in `category` (other widgets' `category` is a cookie's). */
const CATEGORY_FIELDS = new Set(["category"]);
const SHOWS_A_CATEGORY = new Set(["product-grid", "carousel"]);
/** The field a link's address is in: a button's, a menu item's, a footer link's. */
const LINK_FIELDS = new Set(["href"]);

const KINDS = {
  category: { folders: ["products", "drafts/products"], prefix: "/shop/category/", label: "category" },
  tag: { folders: ["posts", "drafts/posts"], prefix: "/blog/tag/", label: "tag" },
} as const;

/** The names of `kind` a file's front matter gives (a product's category, a post's tags). */
function namesIn(kind: GroupKind, doc: Document): string[] {
  if (kind === "category") {
    const value = doc.get("category");
    return typeof value === "string" ? [value] : [];
  }
  const tags = doc.get("tags");
  return isSeq(tags) ? tags.items.flatMap((item) => (isScalar(item) && typeof item.value === "string" ? [item.value] : [])) : [];
}

/** The front matter with `from` renamed `to` (a tag already there is not doubled); undefined when it has no `from`. */
function renamedIn(kind: GroupKind, doc: Document, from: string, to: string): Document | undefined {
  if (!namesIn(kind, doc).includes(from)) return undefined;
  if (kind === "category") doc.set("category", to);
  else {
    const tags = doc.get("tags");
    if (!isSeq(tags)) return undefined;
    const had = namesIn(kind, doc).includes(to);
    tags.items = tags.items.flatMap((item) => {
      if (!isScalar(item) || item.value !== from) return [item];
      if (had) return [];
      item.value = to;
      return [item];
    });
  }
  return doc;
}

/**
 * The redirects list after `from` moved to `to`: a rule for `from` leads to `to`, a rule
 * that led to `from` leads to `to` too (no chain of hops), and a rule away from `to` goes
 * (`to` is an address again, as when a name is given back).
 */
export function movedRedirects(rules: { from: string; to: string }[], from: string, to: string) {
  const kept = rules.filter((rule) => rule.from !== to && rule.from !== from).map((rule) => (rule.to === from ? { ...rule, to } : rule));
  return [...kept.filter((rule) => rule.from !== rule.to), { from, to }];
}

/**
 * The shop's categories and the journal's tags (docs/behaviour/page-builder.md#categories-and-tags):
 * each with the files that use it, renamed in every one of them at once; when the address
 * changes, the old one is added to the content's redirects (content/settings/redirects.yaml)
 * so links and bookmarks still arrive.
 */
export function createGroups(roots: { contentDir: string }, options: { onWrite(): void }) {
  const turn = serialByName();

  /** The files of `folders` (under the content folder) whose names match `name`, in order. */
  async function filesIn(folders: readonly string[], name: RegExp): Promise<{ file: string; full: string }[]> {
    const found: { file: string; full: string }[] = [];
    for (const folder of folders) {
      const dir = path.join(roots.contentDir, ...folder.split("/"));
      if (!existsSync(dir)) continue;
      for (const entry of (await readdir(dir)).filter((n) => name.test(n)).sort()) found.push({ file: `content/${folder}/${entry}`, full: path.join(dir, entry) });
    }
    return found;
  }
  const files = (kind: GroupKind) => filesIn(KINDS[kind].folders, /^[a-z0-9-]+\.md$/);
  /** The page and block files, whose widgets may name a category. */
  const widgetFiles = () => filesIn(["pages", "blocks"], /\.(ya?ml|json)$/);
  /** The files whose links may point at a group's address: pages, blocks, the menu and the footer. */
  const linkFiles = async () => [...(await widgetFiles()), ...(await filesIn(["settings"], /^(menu|footer)\.yaml$/))];

  async function list(kind: GroupKind): Promise<Group[]> {
    const groups = new Map<string, Group>();
    for (const { file, full } of await files(kind)) {
      for (const name of namesIn(kind, parseDocument(splitFrontMatter(await readFile(full, "utf8")).front))) {
        const group = groups.get(name) ?? { name, address: `${KINDS[kind].prefix}${groupSlug(name)}`, files: [] };
        group.files.push(file);
        groups.set(name, group);
      }
    }
    return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async function addRedirect(from: string, to: string) {
    const file = path.join(roots.contentDir, ...REDIRECTS_FILE.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    const text = existsSync(file) ? await readFile(file, "utf8") : "# Old addresses that lead on: the studio adds one when a category or tag is renamed.\n[]\n";
    const doc = parseDocument(text);
    const rules = ((doc.toJS() ?? []) as { from: string; to: string }[]).filter((rule) => rule && typeof rule.from === "string");
    const next = movedRedirects(rules, from, to);
    // Block style, whatever the empty list was written as; the comment above the list stays.
    const comment = doc.commentBefore ?? doc.contents?.commentBefore;
    doc.contents = doc.createNode(next) as typeof doc.contents;
    if (comment) doc.commentBefore = comment;
    if (isSeq(doc.contents)) doc.contents.flow = false;
    for (const item of isSeq(doc.contents) ? doc.contents.items : []) if (isMap(item)) item.flow = false;
    await writeFileAtomic(file, doc.toString({ lineWidth: 0 }));
  }

  return {
    async list() {
      return { categories: await list("category"), tags: await list("tag") };
    },

    /** Renames a category or tag in every file using it; the old address leads to the new one. */
    rename(kind: GroupKind, from: string, rawTo: string): Promise<Renamed> {
      return turn(kind, async () => {
        const { label, prefix } = KINDS[kind];
        const to = rawTo.replace(/\s+/g, " ").trim();
        const groups = await list(kind);
        if (!groups.some((group) => group.name === from)) return { ok: false, status: 404, message: `There is no ${label} "${from}".` };
        if (!to || !groupSlug(to)) return { ok: false, status: 422, message: `Give the ${label} a name with letters or digits.` };
        if (to === from) return { ok: false, status: 422, message: "That is its name already." };
        const clash = groups.find((group) => group.name !== from && group.name !== to && groupSlug(group.name) === groupSlug(to));
        if (clash) return { ok: false, status: 422, message: `"${to}" would share the address ${prefix}${groupSlug(to)} with "${clash.name}": call it "${clash.name}" to put them together.` };
        const changed: string[] = [];
        const renameIn = (text: string) => {
          const { front, body } = splitFrontMatter(text);
          const doc = renamedIn(kind, parseDocument(front), from, to);
          return doc ? joinFrontMatter(doc.toString({ lineWidth: 0 }), body) : text;
        };
        for (const { file, full } of await files(kind)) if (await rewriteFile(full, renameIn)) changed.push(file);
        // A product grid or carousel showing one category names it in its `category` field.
        if (kind === "category") {
          for (const { file, full } of await widgetFiles()) {
            if (await rewriteFile(full, (text) => renameFieldValues(file, text, CATEGORY_FIELDS, from, to, { holder: (field) => SHOWS_A_CATEGORY.has(String(field("type"))) }))) changed.push(file);
          }
        }
        const [oldAddress, newAddress] = [`${prefix}${groupSlug(from)}`, `${prefix}${groupSlug(to)}`];
        if (oldAddress !== newAddress) {
          // Links to the old address follow it, so none of the site's own links rests on the redirect.
          for (const { file, full } of await linkFiles()) {
            if (await rewriteFile(full, (text) => renameFieldValues(file, text, LINK_FIELDS, oldAddress, newAddress))) changed.push(file);
          }
          await addRedirect(oldAddress, newAddress);
        }
        options.onWrite();
        return { ok: true, changed: [...new Set(changed)], ...(oldAddress !== newAddress ? { redirect: { from: oldAddress, to: newAddress } } : {}) };
      });
    },
  };
}

export type Groups = ReturnType<typeof createGroups>;
