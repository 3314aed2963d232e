/**
 * The service catalogue's English words — each service's purpose, what each cookie is for and
 * how long it lasts — noted when the catalogue is gathered (consent-settings.server.ts), so
 * the build's language check (consent/consent-words-language.ts) can tell a service still in
 * English on a site in another language, however the config came by it
 * (docs/decisions/042-service-catalogue.md#languages). Plain data: the check imports no
 * feature. Empty when no config read the catalogue: then no service came from it.
 */
const english = new Set<string>();

export function noteCatalogueEnglish(words: Iterable<string>): void {
  for (const word of words) if (word) english.add(word);
}

export const isCatalogueEnglish = (text: string): boolean => english.has(text);
