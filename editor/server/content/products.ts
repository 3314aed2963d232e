import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
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
import { stillToFill } from "../../shared/unfilled";

/** In the shop once published, or a draft the build does not read (docs/behaviour/page-builder.md#drafts). */
type ProductState = "published" | "draft";

export type ProductSummary = {
  slug: string;
  state: ProductState;
  title: string;
  /** null: no price yet (a draft). */
  price: number | null;
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

const relativeOf = (slug: string, state: ProductState) => (state === "published" ? `products/${slug}.md` : `drafts/products/${slug}.md`);

function loaded(roots: { contentDir: string }, slug: string, state: ProductState, text: string): LoadedProduct {
  const { front, body } = splitFrontMatter(text);
  const data = frontMatterData(front);
  const images = Array.isArray(data.images) ? (data.images as { image?: unknown }[]) : [];
  return {
    slug,
    state,
    file: contentName(roots.contentDir, relativeOf(slug, state)),
    title: String(data.title ?? slug),
    price: typeof data.price === "number" ? data.price : null,
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
 * matter's style, and stopped by a change on disk — as pages and posts are. A new product
 * is a draft, out of the shop, until the owner marks it ready to sell.
 */
export function createProducts(roots: GuardRoots & { publicDir: string }, options: { onWrite(): void; trash: Trash }) {
  const serial = serialByName();
  const find = (slug: string): { file: string; state: ProductState } | undefined => {
    for (const state of ["draft", "published"] as const) {
      const file = productFile(roots, slug, state);
      if (existsSync(file)) return { file, state };
    }
    return undefined;
  };
  /** Checked as the build checks a product in the shop (a draft's empty fields aside: `draft`), then written. */
  const write = (slug: string, file: string, text: string, baseVersion: FileVersion, draft?: unknown) => writeChecked(roots, `products/${slug}.md`, file, text, baseVersion, options.onWrite, draft);

  return {
    async list(): Promise<ProductSummary[]> {
      const products: ProductSummary[] = [];
      for (const state of ["draft", "published"] as const) {
        const dir = path.dirname(productFile(roots, "x", state));
        const names = existsSync(dir) ? (await readdir(dir)).filter((n) => /^[a-z0-9-]+\.md$/.test(n)) : [];
        for (const name of names) {
          const { data: _data, body: _body, version: _version, ...product } = loaded(roots, name.slice(0, -3), state, await readFile(path.join(dir, name), "utf8"));
          products.push(product);
        }
      }
      return products.sort((a, b) => Number(b.state === "draft") - Number(a.state === "draft") || a.title.localeCompare(b.title));
    },

    async read(slug: string): Promise<LoadedProduct | undefined> {
      const found = find(slug);
      return found && loaded(roots, slug, found.state, await readFile(found.file, "utf8"));
    },

    save(slug: string, data: unknown, body: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const found = find(slug);
        if (!found) return { status: "conflict", current: ABSENT };
        const original = await readFile(found.file, "utf8");
        if (versionOf(original) !== baseVersion) return { status: "conflict", current: versionOf(original) };
        const text = joinFrontMatter(writeYaml(splitFrontMatter(original).front, data), body);
        if (text === original) return { status: "unchanged", version: baseVersion };
        return write(slug, found.file, text, baseVersion, found.state === "draft" ? data : undefined);
      });
    },

    /**
     * The problems a save of `data` and `body` would meet, writing nothing (docs/behaviour/page-builder.md#messages);
     * with `whole`, those marking a draft ready would meet.
     */
    async check(slug: string, data: unknown, body: string, whole = false): Promise<Problem[] | undefined> {
      const found = find(slug);
      if (!found) return undefined;
      const text = joinFrontMatter(writeYaml(splitFrontMatter(await readFile(found.file, "utf8")).front, data), body);
      const { problems } = await checkDraft(roots, `products/${slug}.md`, text);
      return found.state === "draft" && !whole ? problems.filter((p) => !stillToFill(data, p.path)) : problems;
    },

    /**
     * A new product: a draft with its title, the shop's currency and a stock code from its
     * name; its price, category, summary, photos and description empty, to fill in (the
     * screen shows what each is for), nothing taken from another product. Out of the shop
     * until it is marked ready to sell.
     */
    async create(title: string, start: { currency: string }): Promise<WriteResult & { slug?: string }> {
      const clean = title.replace(/\s+/g, " ").trim();
      if (!clean) return { status: "refused", message: "Give the product a title first." };
      const slug = slugOf(clean, "product");
      // Named by its title, as the owner knows it, never by its file's name.
      const same = find(slug);
      if (same) return { status: "refused", message: `A product called “${loaded(roots, slug, same.state, await readFile(same.file, "utf8")).title}” exists already: choose another title.` };
      // Only what is known is written: each field the owner fills in is added in the file's own style.
      const data = { title: clean, currency: start.currency, sku: slug.toUpperCase().slice(0, 24) };
      const result = await serial(slug, () => write(slug, productFile(roots, slug, "draft"), joinFrontMatter(newFrontMatter(data), ""), ABSENT, data));
      return { ...result, slug };
    },

    /** A draft goes into the shop: checked whole as a product, written under products/, then the draft removed. */
    ready(slug: string, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(slug, async () => {
        const draft = productFile(roots, slug, "draft");
        const check = await checkVersion(draft, baseVersion);
        if (!check.ok) return { status: "conflict", current: check.current };
        const result = await write(slug, productFile(roots, slug), await readFile(draft, "utf8"), ABSENT);
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
        // A draft is in no page or menu yet; a product in the shop may be linked from them.
        const linked = found.state === "published" ? await linksTo(roots, `products/${slug}.md`, `/shop/${slug}`) : undefined;
        if (linked) return linked;
        const { title } = loaded(roots, slug, found.state, await readFile(found.file, "utf8"));
        await options.trash.put(found.file, { kind: "product", title, file: contentName(roots.contentDir, relativeOf(slug, found.state)) });
        options.onWrite();
        return { status: "written", version: ABSENT };
      });
    },
  };
}

export type Products = ReturnType<typeof createProducts>;
