import { constants, copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { editionsOf, languageName, readSettingsFile } from "@vitrine/site/editor/server";

/**
 * A site's second languages in the studio (docs/decisions/046-two-languages-on-one-site.md):
 * which there are, whether a page, post or product has its translation in each, and a new
 * translation started as a copy of the first language's file, to translate in place.
 */
export type TranslationKind = "page" | "post" | "product";

const KINDS: Record<TranslationKind, { folder: string; extensions: readonly string[] }> = {
  page: { folder: "pages", extensions: [".yaml", ".yml", ".json"] },
  post: { folder: "posts", extensions: [".md"] },
  product: { folder: "products", extensions: [".md"] },
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isTranslationKind = (kind: string | undefined): kind is TranslationKind => kind !== undefined && Object.hasOwn(KINDS, kind);

export type EditionSummary = { language: string; name: string };
export type Translation = EditionSummary & { exists: boolean };
export type TranslateResult = { status: 200 | 404 | 409 | 422; message?: string };

export function createEditions(firstRoot: string, options: { onWrite: (language: string) => void }) {
  const editions = editionsOf(firstRoot);
  const first = (): EditionSummary => {
    const language = readSettingsFile("site", firstRoot).language ?? "en";
    return { language, name: languageName(language, "en") };
  };
  /** The file of `slug` in `root`, whichever extension it has. */
  const fileOf = (root: string, kind: TranslationKind, slug: string) =>
    KINDS[kind].extensions.map((ext) => path.join(root, KINDS[kind].folder, `${slug}${ext}`)).find((file) => existsSync(file));

  return {
    /**
     * The first language (with the site's name in it, which a second language without a name
     * of its own has) and the second ones, by their English names: the studio speaks English.
     */
    list: (): { first: EditionSummary & { siteName: string }; editions: EditionSummary[] } => ({
      first: { ...first(), siteName: readSettingsFile("site", firstRoot).name },
      editions: editions.map((e) => ({ language: e.language, name: languageName(e.language, "en") })),
    }),
    /** Whether each second language has a translation of the first language's `slug`; none is offered for a draft, not on the site yet. */
    translations(kind: TranslationKind, slug: string): Translation[] {
      if (!SLUG.test(slug) || !fileOf(firstRoot, kind, slug)) return [];
      return editions.map((e) => ({ language: e.language, name: languageName(e.language, "en"), exists: SLUG.test(slug) && fileOf(e.root, kind, slug) !== undefined }));
    },
    /** Starts the translation of `slug` in `language` as a copy of its first-language file; never over one that is there. */
    translate(kind: TranslationKind, slug: string, language: string): TranslateResult {
      const edition = editions.find((e) => e.language === language);
      const name = languageName(language, "en");
      if (!edition) return { status: 422, message: `The site has no ${name} edition: start it first.` };
      const original = SLUG.test(slug) ? fileOf(firstRoot, kind, slug) : undefined;
      if (!original) return { status: 404, message: `There is no ${kind} "${slug}" to translate.` };
      if (fileOf(edition.root, kind, slug)) return { status: 409, message: `The ${name} ${kind} is already there: open it.` };
      const copy = path.join(edition.root, KINDS[kind].folder, path.basename(original));
      mkdirSync(path.dirname(copy), { recursive: true });
      try {
        copyFileSync(original, copy, constants.COPYFILE_EXCL);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return { status: 409, message: `The ${name} ${kind} is already there: open it.` };
        throw error;
      }
      options.onWrite(language);
      return { status: 200 };
    },
  };
}

export type Editions = ReturnType<typeof createEditions>;
