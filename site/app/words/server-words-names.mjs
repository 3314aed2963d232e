/** The file beside a build's pages with the words the site's server writes itself (docs/decisions/039-site-words.md). */
export const SERVER_WORDS_FILE = "words.json";
