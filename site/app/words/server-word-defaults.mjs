// @ts-check
/**
 * The English defaults of the words the site's server writes into a page itself: a search's
 * results, a form's answer without JavaScript and its own error pages
 * (docs/decisions/039-site-words.md). The site's words table takes them as its `search`,
 * `forms` and `errorPage` namespaces and three words of `theme` (site-words.ts); the server
 * falls back on them for a build without `words.json` (an old build served by new code,
 * server-words.mjs) and where it has no build to ask (error-page.mjs), so they live here, in
 * plain JavaScript the server can import, and nowhere else.
 */

/** A count's English forms. @param {string} one @param {string} other @returns {import("./word.d.mts").PluralWord} */
const count = (one, other) => ({ one, other });

/** The search form's words on the results page the server writes (`theme` words of the table). */
export const searchFormWordDefaults = {
  searchLabel: "Search the site",
  searchButton: "Search",
  /** A part of the page whose code could not load: its button. */
  retry: "Retry",
};

/** The search page (docs/behaviour/content.md#search). */
export const searchWordDefaults = {
  title: "Search",
  /** The search page's description for search engines. */
  description: "Search the products, journal and pages of {site}.",
  resultsFor: "Search results for “{query}”",
  searchAgain: "Search again",
  searching: "Searching…",
  prompt: "Type a word to search products, journal posts and pages.",
  noResults: "No results for “{query}”.",
  results: count("{count} result for “{query}”", "{count} results for “{query}”"),
  /** The results' count and, when they are of several kinds, each kind's (`kinds`, a list in the language's way). */
  resultKinds: "{results}: {kinds}.",
  products: count("{count} product", "{count} products"),
  posts: count("{count} journal post", "{count} journal posts"),
  pages: count("{count} page", "{count} pages"),
  product: "Product",
  post: "Journal post",
  page: "Page",
  cappedTerms: "Your search was long, so only its first {count} words were searched.",
  cappedLength: "Your search was long, so only its first {count} characters were searched.",
  suggestions: "Suggestions",
  tipSpelling: "Check the spelling, or try a shorter word.",
  tipFewer: "Use fewer words, or a more general one.",
  orBrowse: "Or browse",
  failed: "Search could not load. Check your connection and try again.",
};

/** Forms: the page's words, the checks' messages, the server's answers (docs/behaviour/server.md#forms). */
export const formWordDefaults = {
  formLabel: "Contact form",
  /** What a form's heading or intro says for `{subject}` where it is on no product's page. */
  thisPiece: "this piece",
  choose: "Choose…",
  /** Above a form with required fields; `{star}` is the asterisk, said to screen readers as `requiredStar`. */
  requiredNote: "Fields marked {star} are required.",
  requiredStar: "with an asterisk",
  trap: "Leave this field empty",
  tickAgain: "Please tick or untick “{label}” again.",
  tick: "Please tick “{label}”.",
  chooseField: "Please choose “{label}”.",
  fillIn: "Please fill in “{label}”.",
  chooseOption: "Please choose one of the options for “{label}”.",
  tooLong: "“{label}” can be at most {max} characters long (it is {length}).",
  email: "Please enter an email address like name@example.com in “{label}”.",
  needAttention: count("One field needs your attention. Your message is kept below.", "{count} fields need your attention. Your message is kept below."),
  networkProblem: "The message could not be sent: the connection failed. Your message is kept below; please try again.",
  limited: count(
    "You have sent several messages in a short time. Please wait a minute, then send this one again; it is kept below.",
    "You have sent several messages in a short time. Please wait {count} minutes, then send this one again; it is kept below.",
  ),
  expired: "This page was open for a long time, so its spam check expired. Your message is kept below: please press “{button}” again.",
  confirm: "Please check your message below and press “{button}” again to send it. This step keeps automated spam out.",
  keyLimit: "This form was opened many times in a short while. Please wait a few minutes, then try again.",
  noSuchForm: "There is no such form.",
};

/**
 * The server's own error pages (site/server/error-page.mjs, docs/behaviour/server.md#errors):
 * a title and one sentence for each status it answers itself, keeping the number a visitor
 * may quote; `title` and `text` for any other status (`{status}` its number).
 */
export const errorPageWordDefaults = {
  title400: "400 — Bad request",
  text400: "The address or the request could not be understood.",
  title404: "404 — Page not found",
  text404: "There is nothing at this address.",
  title405: "405 — Not allowed",
  text405: "This address can only be read, not sent to.",
  title408: "408 — Request timed out",
  text408: "The request took too long to arrive.",
  title413: "413 — Request too large",
  text413: "The request carried more data than this site accepts.",
  title414: "414 — Address too long",
  text414: "The address is too long.",
  title415: "415 — Data not accepted",
  text415: "This address accepts a form sent by a web page, not data of this kind.",
  title431: "431 — Too many cookies",
  text431: "Your browser sent more cookies or header data than this site accepts. Clearing this site's cookies and reloading the page usually fixes it.",
  title500: "500 — Server error",
  text500: "Something went wrong on our side. Please try again in a moment.",
  title503: "503 — Temporarily unavailable",
  text503: "Forms cannot be received on this server just now. Please try again later, or write by email.",
  title: "{status} — Error",
  text: "This request could not be completed.",
  home: "Go to the home page",
};

/**
 * What a build of a site in English writes in `words.json` (server-words.ts): the server's
 * words for a build that has none.
 */
export const englishServerWords = {
  language: "en",
  home: "/",
  /** @type {"ltr" | "rtl"} */
  direction: "ltr",
  search: { ...searchWordDefaults, ...searchFormWordDefaults },
  forms: formWordDefaults,
  errorPage: errorPageWordDefaults,
};
