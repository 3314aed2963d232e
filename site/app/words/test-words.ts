import { siteWordDefaults, type SiteWords } from "./site-words";

/** The English table, as a site in English resolves it: for tests. */
export const englishWords: SiteWords = siteWordDefaults;
export const englishFormWords = { ...siteWordDefaults.forms, language: "en" };
