import { existsSync } from "node:fs";
import { displayName } from "../source/content-dir.server";
import { editionOf, firstEditionRoot, type Edition } from "../source/editions.server";
import { checkSettingsFile, settingsFilePath } from "../config/owner-settings.server";
import { ownerSettings, type ConsentSettings, type MenuSettings, type FooterSettings, type OwnerSettingsName, type SiteSettings } from "../config/owner-settings";
import { readManifest } from "../config/media-image.server";
import { siteImageProblems } from "./site-images-check.server";
import { consentChoiceProblems, editionChoiceProblems } from "./consent-settings.server";
import { formatPath } from "../lib/error-map";
import { sitePathOf } from "../source/link-address";

type Link = { path: (string | number)[]; href: string };

/** Every address a menu or footer file links to, with where it sits. */
function linksOf(name: OwnerSettingsName, data: unknown): Link[] {
  if (name === "menu") {
    return ((data as Partial<MenuSettings>).menu ?? []).flatMap((item, i) => [
      { path: ["menu", i, "href"], href: item.href },
      ...(item.children ?? []).map((link, j) => ({ path: ["menu", i, "children", j, "href"], href: link.href })),
      ...(item.mega ?? []).flatMap((column, k) => [
        ...(column.href ? [{ path: ["menu", i, "mega", k, "href"], href: column.href }] : []),
        ...column.links.map((link, l) => ({ path: ["menu", i, "mega", k, "links", l, "href"], href: link.href })),
      ]),
      ...(item.featured ? [{ path: ["menu", i, "featured", "link", "href"], href: item.featured.link.href }] : []),
    ]);
  }
  if (name === "footer") {
    return ((data as Partial<FooterSettings>).widgets ?? []).flatMap((area, i) => (area.links ?? []).map((link, j) => ({ path: ["widgets", i, "links", j, "href"], href: link.href })));
  }
  return [];
}

/**
 * What an edition's settings may not say (docs/decisions/046-two-languages-on-one-site.md):
 * another language than its folder's, and services of its own: one consent decision holds
 * for both languages, so an edition's `services` only word in its language those the first
 * language ticked (docs/decisions/042-service-catalogue.md#languages).
 */
function editionProblems(name: OwnerSettingsName, data: unknown, file: string, edition: Edition): string[] {
  const own = data as Partial<SiteSettings & ConsentSettings>;
  const { language } = edition;
  if (name === "site" && (own.language ?? "en") !== language) {
    return [`${file}: language: this edition is the folder editions/${language}, so its language is ${language} (it says ${own.language ?? "en"})`];
  }
  if (name === "consent" && own.services !== undefined) {
    const first = checkSettingsFile("consent", firstEditionRoot(edition.root)).data as Partial<ConsentSettings> | undefined;
    return editionChoiceProblems(file, own.services, first?.services ?? []);
  }
  return [];
}

/**
 * The owner's settings files (docs/decisions/040-owner-settings-files.md), checked like
 * content: each file's schema; the logo and the site icon pictures of the media library, the icon square; every menu and footer link to a page of this site pointing at
 * one that exists, so a removed page cannot leave a dead menu item; and each consent service
 * one the catalogue knows, in a category of the site's layer 2, with its account, and none a
 * feature needs left out.
 */
export function checkOwnerSettings(
  root: string,
  paths: ReadonlySet<string>,
  /** `categories`: layer 2's, which services go in; `allCategories`: both layers', which the file may name words for. */
  consent: { categories: readonly string[]; allCategories?: readonly string[]; needs: readonly { service: string; by: string }[] },
): string[] {
  const problems: string[] = [];
  const edition = editionOf(root);
  for (const name of Object.keys(ownerSettings) as OwnerSettingsName[]) {
    // A site whose site.config.ts gives these itself has no such file: nothing to check.
    if (!existsSync(settingsFilePath(name, root))) continue;
    const { data, problems: own } = checkSettingsFile(name, root);
    const file = displayName(settingsFilePath(name, root), root);
    problems.push(...own);
    if (edition && data) problems.push(...editionProblems(name, data, file, edition));
    // An edition's services are the first language's (editionProblems): checked there.
    if (name === "consent" && data && !edition) problems.push(...consentChoiceProblems(data as ConsentSettings, consent.categories, consent.needs, consent.allCategories));
    if (name === "site" && data) problems.push(...siteImageProblems(file, data as Partial<SiteSettings>, readManifest(root)));
    for (const { path, href } of data ? linksOf(name, data) : []) {
      const target = sitePathOf(href);
      if (target !== undefined && !paths.has(target) && !target.startsWith("/media/")) {
        problems.push(`${file}: ${formatPath(path)}: links to "${href}", which is not a page of this ${edition ? "edition" : "site"}`);
      }
    }
  }
  return problems;
}
