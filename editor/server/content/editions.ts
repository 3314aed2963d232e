import { constants, copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { editionsOf, hasHomePage, languageName, readSettingsFile, shippedLanguages } from "@vitrine/site/editor/server";
import { pointAtFirstLanguage } from "./translation-links";

/**
 * A site's second languages in the studio (docs/decisions/046-two-languages-on-one-site.md):
 * which there are, whether a page, post or product has its translation in each, and a new
 * translation started as a copy of the first language's file, to translate in place, its
 * links to pages not translated yet leading to the first language's (translation-links.ts).
 */
export type TranslationKind = "page" | "post" | "product";

const KINDS: Record<TranslationKind, { folder: string; extensions: readonly string[] }> = {
  page: { folder: "pages", extensions: [".yaml", ".yml", ".json"] },
  post: { folder: "posts", extensions: [".md"] },
  product: { folder: "products", extensions: [".md"] },
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A language's English name, or the text as sent when it names no language. */
function nameOf(language: string): string {
  try {
    return languageName(language, "en");
  } catch {
    return language;
  }
}

export const isTranslationKind = (kind: string | undefined): kind is TranslationKind => kind !== undefined && Object.hasOwn(KINDS, kind);

export type EditionSummary = { language: string; name: string };
/** A second language in the Languages screen: `onSite` once its home page is translated (a language only started stays off the site). */
export type EditionState = EditionSummary & { onSite: boolean };
export type StartResult = { status: 200 | 409 | 422; message?: string };
export type Translation = EditionSummary & { exists: boolean };
export type TranslateResult = { status: 200 | 404 | 409 | 422; message?: string };

export function createEditions(firstRoot: string, options: { onWrite: (language: string) => void }) {
  // Read each time: a language started in the studio is there at once.
  const editionList = () => editionsOf(firstRoot);
  const first = (): EditionSummary => {
    const language = readSettingsFile("site", firstRoot).language ?? "en";
    return { language, name: languageName(language, "en") };
  };
  /** The languages a second language may be started in: those the site has its own words for, less the ones it has. */
  const startable = (): EditionSummary[] => {
    const taken = new Set([first().language.split("-")[0], ...editionList().map((e) => e.language.split("-")[0])]);
    return shippedLanguages.filter((language) => !taken.has(language)).map((language) => ({ language, name: languageName(language, "en") }));
  };
  /** The file of `slug` in `root`, whichever extension it has. */
  const fileOf = (root: string, kind: TranslationKind, slug: string) =>
    KINDS[kind].extensions.map((ext) => path.join(root, KINDS[kind].folder, `${slug}${ext}`)).find((file) => existsSync(file));

  return {
    /** The language the studio speaks to the owner: the site's first (docs/behaviour/page-builder.md#the-studios-language); English while the site's settings cannot be read. */
    ownerLanguage(): string {
      try {
        return first().language;
      } catch {
        return "en";
      }
    },
    /**
     * The first language (with the site's name in it, which a second language without a name
     * of its own has) and the second ones, by their English names (the studio's page names them in the owner's language).
     */
    list: (): { first: EditionSummary & { siteName: string }; editions: EditionSummary[] } => ({
      first: { ...first(), siteName: readSettingsFile("site", firstRoot).name },
      editions: editionList().map((e) => ({ language: e.language, name: languageName(e.language, "en") })),
    }),
    /** Each second language, and whether it is on the site yet. */
    states: (): EditionState[] => editionList().map((e) => ({ language: e.language, name: languageName(e.language, "en"), onSite: hasHomePage(e) })),
    startable,
    /**
     * Starts a second language: its folder with its settings naming the language, and nothing
     * else, so the site shows it once its home page is translated (the Languages screen says so).
     */
    start(language: string): StartResult {
      const name = nameOf(language);
      if (!startable().some((each) => each.language === language)) {
        if (editionList().some((e) => e.language === language)) return { status: 409, message: `The site already has ${name}.` };
        return { status: 422, message: `The studio cannot start "${name}": it can start ${startable().map((each) => each.name).join(", ") || "no other language"}.` };
      }
      const settings = path.join(firstRoot, "editions", language, "settings", "site.yaml");
      mkdirSync(path.dirname(settings), { recursive: true });
      const text = `# The ${name} site's name, tagline and language (docs/decisions/046-two-languages-on-one-site.md).\n# With no name of its own, it has the first language's.\nlanguage: ${language}\n`;
      try {
        writeFileSync(settings, text, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return { status: 409, message: `The site already has ${name}.` };
        throw error;
      }
      options.onWrite(language);
      return { status: 200 };
    },
    /** Whether each second language has a translation of the first language's `slug`; none is offered for a draft, not on the site yet. */
    translations(kind: TranslationKind, slug: string): Translation[] {
      if (!SLUG.test(slug) || !fileOf(firstRoot, kind, slug)) return [];
      return editionList().map((e) => ({ language: e.language, name: languageName(e.language, "en"), exists: fileOf(e.root, kind, slug) !== undefined }));
    },
    /**
     * Starts the translation of `slug` in `language` as a copy of its first-language file; never
     * over one that is there. A page's links to pages the language has not yet lead to the first
     * language's, so the copy publishes as it is.
     */
    async translate(kind: TranslationKind, slug: string, language: string): Promise<TranslateResult> {
      const edition = editionList().find((e) => e.language === language);
      const name = nameOf(language);
      if (!edition) return { status: 422, message: `The site has no ${name} version: start it in Languages first.` };
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
      if (kind === "page") await pointAtFirstLanguage(firstRoot, edition.root, copy);
      options.onWrite(language);
      return { status: 200 };
    },
  };
}

export type Editions = ReturnType<typeof createEditions>;
