import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ABSENT, checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { productFile, type GuardRoots } from "../files/path-guard";
import { writeYaml } from "../files/yaml-writer";
import { linksTo, writeChecked } from "./checked-write";
import type { Trash } from "./trash";
import { frontMatterData, joinFrontMatter, newFrontMatter, serialByName, slugOf, splitFrontMatter } from "./markdown-file";
import type { WriteResult } from "./pages";
import { contentName } from "./content-name";
import { checkDraft } from "./draft-check";
import type { Problem } from "./problems";

export type ProductSummary = {
  slug: string;
  title: string;
  price: number;
  currency: string;
  category: string;
  /** The first image's name, for the list's thumbnail. */
  image: string;
  inStock: boolean;
  /** The starting count for sale; null: sold without a count while in stock. */
  stock: number | null;
  file: string;
};
export type LoadedProduct = ProductSummary & { data: Record<string, unknown>; body: string; version: FileVersion };

function loaded(roots: { contentDir: string }, slug: string, text: string): LoadedProduct {
  const { front, body } = splitFrontMatter(text);
  const data = frontMatterData(front);
  const images = Array.isArray(data.images) ? (data.images as { image?: unknown }[]) : [];
  return {
    slug,
    file: contentName(roots.contentDir, `products/${slug}.md`),
    title: String(data.title ?? slug),
    price: Number(data.price ?? 0),
    currency: String(data.currency ?? "EUR"),
    category: String(data.category ?? ""),
    image: String(images[0]?.image ?? ""),
    inStock: data.inStock !== false,
    stock: typeof data.stock === "number" ? data.stock : null,
    data,
    body,
    version: versionOf(text),
  };
}

/**
 * The shop's products (docs/behaviour/page-builder.md#products): one Markdown file each,
 * every save checked with the build's own check, written atomically keeping the front
 * matter's style, and stopped by a change on disk — as pages and posts are.
 */
export function createProducts(roots: GuardRoots & { publicDir: string }, options: { onWrite(): void; trash: Trash }) {
  const serial = serialByName();
  const dir = path.join(roots.contentDir, "products");
  const write = (slug: string, text: string, baseVersion: FileVersion) => writeChecked(roots, `products/${slug}.md`, productFile(roots, slug), text, baseVersion, options.onWrite);

  return {
    async list(): Promise<ProductSummary[]> {
      const names = existsSync(dir) ? (await readdir(dir)).filter((n) => /^[a-z0-9-]+\.md$/.test(n)) : [];
      const products = await Promise.all(
        names.map(async (name) => {
          const { data: _data, body: _body, version: _version, ...product } = loaded(roots, name.slice(0, -3), await readFile(path.join(dir, name), "utf8"));
          return product;
        }),
      );
      return products.sort((a, b) => a.title.localeCompare(b.title));
    },

    async read(slug: string): Promise<LoadedProduct | undefined> {
      const file = productFile(roots, slug);
      return existsSync(file) ? loaded(roots, slug, await readFile(file, "utf8")) : undefined;
    },

    save(slug: string, data: unknown, body: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const file = productFile(roots, slug);
        if (!existsSync(file)) return { status: "conflict", current: ABSENT };
        const original = await readFile(file, "utf8");
        if (versionOf(original) !== baseVersion) return { status: "conflict", current: versionOf(original) };
        const text = joinFrontMatter(writeYaml(splitFrontMatter(original).front, data), body);
        if (text === original) return { status: "unchanged", version: baseVersion };
        return write(slug, text, baseVersion);
      });
    },

    /** The problems a save of `data` and `body` would meet, writing nothing (docs/behaviour/page-builder.md#messages). */
    async check(slug: string, data: unknown, body: string): Promise<Problem[] | undefined> {
      const file = productFile(roots, slug);
      if (!existsSync(file)) return undefined;
      const text = joinFrontMatter(writeYaml(splitFrontMatter(await readFile(file, "utf8")).front, data), body);
      return (await checkDraft(roots, `products/${slug}.md`, text)).problems;
    },

    /**
     * A new product with its title and what the shop needs to list it, to fill in: a price
     * of 1, one piece in stock, the first category and image given. It is on sale once published.
     */
    async create(title: string, start: { category: string; image: string; currency: string }): Promise<WriteResult & { slug?: string }> {
      const clean = title.replace(/\s+/g, " ").trim();
      if (!clean) return { status: "refused", message: "Give the product a title first." };
      const slug = slugOf(clean, "product");
      if (existsSync(productFile(roots, slug))) return { status: "refused", message: `A product called "${slug}" exists already: choose another title.` };
      const front = newFrontMatter({
        title: clean,
        price: 1,
        currency: start.currency,
        sku: slug.toUpperCase().slice(0, 24),
        category: start.category,
        excerpt: "A sentence about the piece: it shows on the shop's cards and in link previews.",
        images: [{ image: start.image, alt: "Describe the photo for people who cannot see it" }],
        inStock: true,
        stock: 1,
      });
      const result = await serial(slug, () => write(slug, joinFrontMatter(front, "Describe the piece here: how it is made, its size, how to care for it.\n"), ABSENT));
      return { ...result, slug };
    },

    remove(slug: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const file = productFile(roots, slug);
        const check = await checkVersion(file, baseVersion);
        if (!check.ok) return { status: "conflict", current: check.current };
        const linked = await linksTo(roots, `products/${slug}.md`, `/shop/${slug}`);
        if (linked) return linked;
        const { title } = loaded(roots, slug, await readFile(file, "utf8"));
        await options.trash.put(file, { kind: "product", title, file: contentName(roots.contentDir, `products/${slug}.md`) });
        options.onWrite();
        return { status: "written", version: ABSENT };
      });
    },
  };
}

export type Products = ReturnType<typeof createProducts>;
