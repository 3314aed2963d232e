import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * A site in two languages is two *editions* (docs/decisions/046-two-languages-on-one-site.md):
 * the first language's content folder, and beside its pages an `editions/{language}/` folder
 * holding the second language's pages, posts, products, blocks and settings. An edition is a
 * site of its own, built by the same code under the address prefix `/{language}`; it shares
 * with the first language what there is one of: the pictures, the shop's terms, the kit and
 * the services visitors consent to.
 */
export const EDITIONS_FOLDER = "editions";

/** An edition's language, as its folder is named: `fr`, `de`, `pt-br`. */
const EDITION_NAME = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

export type Edition = {
  /** The folder's name, the edition's language: `fr`. */
  language: string;
  /** Where its addresses start: `/fr`. */
  prefix: string;
  /** Its content folder. */
  root: string;
};

/** The edition a content folder is, or undefined for a site's first language (or a site of one). */
export function editionOf(root: string): Edition | undefined {
  const absolute = path.resolve(root);
  const language = path.basename(absolute);
  const parent = path.dirname(absolute);
  if (path.basename(parent) !== EDITIONS_FOLDER || !EDITION_NAME.test(language)) return undefined;
  if (!existsSync(path.join(parent, "..", "settings", "site.yaml"))) return undefined;
  return { language, prefix: `/${language}`, root: absolute };
}

/** The first language's content folder of `root`: its own for the first language, the folder an edition sits in for an edition. */
export function firstEditionRoot(root: string): string {
  return editionOf(root) ? path.resolve(root, "..", "..") : path.resolve(root);
}

/** Every second-language edition of the site `root` belongs to, by language. */
export function editionsOf(root: string): Edition[] {
  const folder = path.join(firstEditionRoot(root), EDITIONS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && EDITION_NAME.test(entry.name))
    .map((entry) => editionOf(path.join(folder, entry.name)))
    .filter((edition): edition is Edition => edition !== undefined)
    .sort((a, b) => a.language.localeCompare(b.language));
}

/** The address prefix of the edition `root` is: `/fr`, or "" for the first language. */
export const editionPrefix = (root: string): string => editionOf(root)?.prefix ?? "";

/** The home page's file names: an edition reaches the site once its home page is translated. */
const HOME_FILES = ["home.yaml", "home.yml", "home.json"];

/** Whether `edition` has its home page: a language just started in the studio has none yet. */
export const hasHomePage = (edition: Edition): boolean => HOME_FILES.some((file) => existsSync(path.join(edition.root, "pages", file)));

/**
 * The editions a build of `root` makes: every one with its home page (a language switcher
 * leading to a language with no home would lead nowhere, so a language the owner has only
 * started stays off the site), except for a build that makes one site of one language: a
 * static export (a static host has no server to serve the second language's answers) or a
 * variant of the site's config (VITRINE_SITE_CONFIG, the tests' consent variants, a config
 * of one language).
 */
export function builtEditions(root: string): Edition[] {
  if (process.env.VITRINE_STATIC_EXPORT || process.env.VITRINE_SITE_CONFIG) return [];
  return editionsOf(root).filter(hasHomePage);
}
