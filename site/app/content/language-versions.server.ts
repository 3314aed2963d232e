import siteConfig from "../../site.config";
import { languageName } from "../config/language-name";
import { readSettingsFile } from "../config/owner-settings.server";
import { contentDir } from "../source/content-dir.server";
import { readContent } from "./content-store.server";
import { knownPaths } from "./cross-check.server";
import { builtEditions, editionOf, firstEditionRoot } from "../source/editions.server";
import { contentGroups, groupTranslations, type ContentGroups } from "./group-translations.server";

/** One language's version of a page, for the head's `hreflang` links and the header's switcher. */
export type LanguageVersion = {
  /** `en`, `fr`. */
  language: string;
  /** The language's name in itself, as its readers look for it: "Français", "English". */
  name: string;
  /** The page in that language, or that language's home when the page is not translated: `/fr/about`, `/fr/`. */
  href: string;
  /** `href` as a full address on the site's web address, for the head's alternates. */
  url: string;
  /** Whether `href` is this same page (a translation), not that language's home. */
  same: boolean;
  /** Whether this is the version being rendered. */
  current: boolean;
};

type Version = { language: string; prefix: string; root: string };

/** Every edition of this site, the first language first (docs/decisions/046-two-languages-on-one-site.md). */
function siteVersions(): Version[] {
  const first = firstEditionRoot(contentDir());
  const editions = builtEditions(first);
  if (editions.length === 0) return [];
  return [{ language: readSettingsFile("site", first).language ?? "en", prefix: "", root: first }, ...editions];
}

/** The addresses each edition has, read once per process (a build renders every page with the same content). */
const addresses = new Map<string, Promise<ReadonlySet<string>>>();
const addressesOf = (root: string) => {
  let found = addresses.get(root);
  if (!found) addresses.set(root, (found = readContent(root).then(knownPaths)));
  return found;
};

/** Each edition's categories and tags, read once per process, as its addresses are. */
const groups = new Map<string, ContentGroups>();
const groupsOf = (root: string) => {
  let found = groups.get(root);
  if (!found) groups.set(root, (found = contentGroups(root)));
  return found;
};
/** The category and tag pairs from one edition to another, worked out once per process. */
const pairings = new Map<string, Map<string, string>>();
const pairsOf = (from: string, to: string) => {
  const key = `${from}\0${to}`;
  let found = pairings.get(key);
  if (!found) pairings.set(key, (found = groupTranslations(groupsOf(from), groupsOf(to))));
  return found;
};

/**
 * The address in the edition at `to` of the page at `page` in the one at `from`: the same
 * address, or a category's or tag's listing under its name there (group-translations.server.ts);
 * undefined when that address there is another page's translation.
 */
function addressIn(page: string, from: string, to: string): string | undefined {
  const pairs = pairsOf(from, to);
  return pairs.get(page) ?? ([...pairs.values()].includes(page) ? undefined : page);
}

/**
 * The page at `address` (written without a prefix: `/about`) in each language of the site,
 * for a site of two or more; none for a site of one. A language that lacks the page points
 * at its home, so nothing leads to a page that is not there (the "a page not yet
 * translated is not linked from the other language").
 */
export async function languageVersions(address: string): Promise<LanguageVersion[]> {
  const versions = siteVersions();
  const here = editionOf(contentDir())?.language ?? versions[0]?.language;
  const hereRoot = versions.find((version) => version.language === here)?.root ?? contentDir();
  const page = address.replace(/\/+$/, "") || "/";
  return Promise.all(
    versions.map(async ({ language, prefix, root }) => {
      const current = language === here;
      const there = current ? page : addressIn(page, hereRoot, root);
      const same = current || (there !== undefined && (await addressesOf(root)).has(there));
      const href = same && there ? `${prefix}${there === "/" ? "/" : there}` : `${prefix}/`;
      return { language, name: languageName(language), href, url: fullUrl(href), same, current };
    }),
  );
}

/**
 * A page's `hreflang` alternates, for its head and the sitemap alike: each language's version
 * of it, itself included, and `x-default`, the first language's (the one a reader of
 * another language is sent to); none for a page in one language (docs/behaviour/found.md#sitemaps).
 */
export function hreflangAlternates(versions: readonly LanguageVersion[]): { language: string; url: string }[] {
  const same = versions.filter((version) => version.same);
  if (same.length < 2) return [];
  return [...same.map(({ language, url }) => ({ language, url })), { language: "x-default", url: same[0]!.url }];
}

/** An address of the site as a full URL, for the head's alternates and the sitemap: the site's own `url`. */
export const fullUrl = (path: string): string => new URL(path, siteConfig.url.endsWith("/") ? siteConfig.url : `${siteConfig.url}/`).href;
