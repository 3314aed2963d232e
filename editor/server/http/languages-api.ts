import type { IncomingMessage, ServerResponse } from "node:http";
import type { EditionState, EditionSummary, Editions, TranslationKind } from "../content/editions";
import type { PageFiles } from "../content/pages";
import type { Posts } from "../content/posts";
import type { Products } from "../content/products";
import { readJson, sendJson } from "./body";

/** One page, post or product of the first language, and which second languages have it. */
export type LanguageItem = { kind: TranslationKind; slug: string; title: string; translated: Record<string, boolean> };

/** The Languages screen's view (docs/owner.md#your-site-in-two-languages). */
export type LanguagesView = { first: EditionSummary; editions: EditionState[]; startable: EditionSummary[]; items: LanguageItem[] };

type LanguagesDeps = { editions: Editions; pages: PageFiles; posts: Posts; products: Products };

/**
 * The studio's Languages screen: every second language and whether it is on the site yet,
 * the languages one may start, and which pages, posts and products each has translated.
 * Drafts are left out: they have no translation until they are on the site. Answers the
 * request and returns true when it is one of its own.
 */
export async function languagesRoute(request: IncomingMessage, response: ServerResponse, parts: readonly string[], deps: LanguagesDeps): Promise<boolean> {
  if (parts[0] !== "languages" || parts.length !== 1) return false;
  const { editions, pages, posts, products } = deps;
  if (request.method === "GET") {
    const [pageList, postList, productList] = await Promise.all([pages.list(), posts.list(), products.list()]);
    const firstLanguage: { kind: TranslationKind; slug: string; title: string }[] = [
      ...pageList.map((page) => ({ kind: "page" as const, slug: page.slug, title: page.title })),
      ...postList.filter((post) => post.state === "published").map((post) => ({ kind: "post" as const, slug: post.slug, title: post.title })),
      ...productList.filter((product) => product.state === "published").map((product) => ({ kind: "product" as const, slug: product.slug, title: product.title })),
    ];
    const items = firstLanguage.map((item) => ({
      ...item,
      translated: Object.fromEntries(editions.translations(item.kind, item.slug).map((each) => [each.language, each.exists])),
    }));
    const { first } = editions.list();
    const view: LanguagesView = { first: { language: first.language, name: first.name }, editions: editions.states(), startable: editions.startable(), items };
    sendJson(response, 200, view);
    return true;
  }
  if (request.method === "POST") {
    const result = editions.start(String((await readJson(request)).language ?? ""));
    sendJson(response, result.status, result.message ? { message: result.message } : { ok: true });
    return true;
  }
  return false;
}
