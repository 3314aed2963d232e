import { siteWordDefaults, type OwnSiteWords } from "./site-words";

/** The site's own namespaces in English, as a site in English resolves them: for tests. */
export const englishWords: OwnSiteWords = siteWordDefaults;
export const englishFormWords = { ...siteWordDefaults.forms, language: "en" };
