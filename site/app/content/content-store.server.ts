import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { contentDir, displayName } from "../source/content-dir.server";
import { firstEditionRoot } from "../source/editions.server";
import { authorErrorMap, formatIssues } from "../lib/error-map";
import { parseJson, parseMarkdownSource, parseYaml } from "../source/parse-source";
import { PAGE_EXTENSIONS } from "./slugs.server";
import { mediaManifest, type MediaManifest } from "../source/schemas/media";
import { pageSchemaFor, type PageDoc } from "../blocks/page-schema";
import { postSchema, type PostFrontMatter } from "../source/schemas/post";
import { productSchema, type ProductFrontMatter } from "../source/schemas/product";
import { loadSiteWidgets } from "../widgets/load-site-widgets.server";
import type { WidgetDoc, WidgetRegistry } from "../widgets/widget-registry";
import type { Entry } from "../source/entry";

export type ContentStore = {
  manifest: MediaManifest;
  /** Newest first. */
  posts: Entry<PostFrontMatter>[];
  products: Entry<ProductFrontMatter>[];
  pages: Entry<PageDoc>[];
  /**
   * Shared blocks, `content/blocks/{name}.yaml`: one widget each, placed by a page
   * template rather than a page (the product pages' enquiry form, `product-enquiry`).
   */
  blocks: Entry<WidgetDoc>[];
  /** Slugs of every file read, valid or not, so cross-checks do not repeat a file's own problem. */
  slugs: { posts: string[]; products: string[]; pages: string[]; blocks: string[] };
  /** One line per problem; the store holds only the files that passed their schema. */
  problems: string[];
  /** The widget types pages may use (one folder each, site/app/widgets). */
  widgets: WidgetRegistry;
};

export type ReadOptions = {
  /** The widget types pages may use. @default the site's widget folders */
  widgets: WidgetRegistry;
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function check<S extends z.ZodType>(schema: S, file: string, data: unknown, problems: string[]): z.output<S> | undefined {
  const result = schema.safeParse(data, { error: authorErrorMap });
  if (result.success) return result.data;
  problems.push(...formatIssues(file, result.error.issues));
  return undefined;
}

type Kind = { folder: string; extensions: string[]; markdown: boolean };

async function readCollection<S extends z.ZodType>(
  root: string,
  kind: Kind,
  schema: S,
  problems: string[],
  slugs: string[],
): Promise<Entry<z.output<S>>[]> {
  const dir = path.join(root, kind.folder);
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => !name.startsWith(".")).sort();
  const entries: Entry<z.output<S>>[] = [];
  const filesBySlug = new Map<string, string>();
  for (const name of names) {
    const absolute = path.join(dir, name);
    const file = displayName(absolute, root);
    const ext = kind.extensions.find((e) => name.endsWith(e));
    if (!ext) {
      const allowed = kind.extensions.length > 1 ? `${kind.extensions.slice(0, -1).join(", ")} or ${kind.extensions.at(-1)}` : kind.extensions[0];
      problems.push(`${file}: not read (files in content/${kind.folder} must end in ${allowed})`);
      continue;
    }
    const slug = name.slice(0, -ext.length);
    if (!slugPattern.test(slug)) {
      problems.push(`${file}: the file name must be kebab-case (a-z, 0-9 and hyphens), it becomes the URL`);
      continue;
    }
    // about.yaml and about.json would both be /about.
    const twin = filesBySlug.get(slug);
    if (twin) {
      problems.push(`${file}: "${slug}" is already defined by ${twin}; keep one of the two files`);
      continue;
    }
    filesBySlug.set(slug, file);
    slugs.push(slug);
    const text = await readFile(absolute, "utf8");
    const parsed = kind.markdown
      ? parseMarkdownSource(file, text)
      : { ...(ext === ".json" ? parseJson(file, text) : parseYaml(file, text)), body: "" };
    problems.push(...parsed.problems);
    if (parsed.problems.length > 0) continue;
    const data = check(schema, file, parsed.data, problems);
    if (data !== undefined) entries.push({ slug, file, data, body: parsed.body });
  }
  return entries;
}

async function readManifest(root: string, problems: string[]): Promise<MediaManifest> {
  // One media library for a site's editions (editions.server.ts).
  const absolute = path.join(firstEditionRoot(root), "media", "manifest.json");
  const file = displayName(absolute, root);
  if (!existsSync(absolute)) {
    problems.push(`${file}: missing (every image is listed there with its sizes)`);
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(absolute, "utf8"));
  } catch (error) {
    problems.push(`${file}: JSON syntax error: ${(error as Error).message.split("\n")[0]}`);
    return {};
  }
  return check(mediaManifest, file, data, problems) ?? {};
}

/** Reads and schema-checks every content file. Never throws for bad content: it reports. */
export async function readContent(root: string = contentDir(), options: Partial<ReadOptions> = {}): Promise<ContentStore> {
  const widgets = options.widgets ?? (await loadSiteWidgets());
  const problems: string[] = [];
  const manifest = await readManifest(root, problems);
  const slugs: ContentStore["slugs"] = { posts: [], products: [], pages: [], blocks: [] };
  const markdown = { extensions: [".md"], markdown: true };
  const posts = await readCollection(root, { folder: "posts", ...markdown }, postSchema, problems, slugs.posts);
  const products = await readCollection(root, { folder: "products", ...markdown }, productSchema, problems, slugs.products);
  // Pages are YAML or JSON: one schema, so a page builder may write either.
  const pageFiles = { folder: "pages", extensions: PAGE_EXTENSIONS, markdown: false };
  const pages = await readCollection(root, pageFiles, pageSchemaFor(widgets.schema), problems, slugs.pages);
  const blocks = await readCollection(root, { ...pageFiles, folder: "blocks" }, widgets.schema, problems, slugs.blocks);
  // Newest first; the slug breaks ties so the order is stable between builds.
  posts.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug));
  // The home page first, so lists of pages read in the order of the site.
  pages.sort((a, b) => Number(b.slug === "home") - Number(a.slug === "home") || a.slug.localeCompare(b.slug));
  return { manifest, posts, products, pages, blocks, slugs, problems, widgets };
}
