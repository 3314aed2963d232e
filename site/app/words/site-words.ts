import { errorPageWordDefaults, formWordDefaults, searchFormWordDefaults, searchWordDefaults } from "./server-word-defaults.mjs";
import type { PluralWord, Word } from "./word.mjs";

/** A count's English forms. */
const count = (one: string, other: string): PluralWord => ({ one, other });

/**
 * Every word the site's own code shows a visitor, outside the consent layers (those are
 * `consentWords`, app/words/consent-words.ts), with its English default
 * (docs/decisions/039-site-words.md). One object per namespace; a word's name is
 * `namespace.key` (`theme.menu`), as the English check and `keepEnglish` name it. Each
 * feature's words join as one more namespace, under its name (`words.shop`, `words.video`):
 * they live in its folder, in every language (words/feature-words.ts), and the site's
 * config folds them in from the feature registry (app/site-config.ts).
 * `{name}` is filled in where a word says so; an object is a count's forms.
 */
export const siteWordDefaults = {
  /** The header, menus, search form, footer and page frame (docs/behaviour/theme.md). */
  theme: {
    skipToContent: "Skip to content",
    menu: "Menu",
    closeMenu: "Close menu",
    /** The desktop navigation's accessible name. */
    mainNav: "Main",
    /** The mobile menu's navigation's accessible name. */
    mobileNav: "Mobile",
    /** The accessible name of the button that opens a menu item's drop-down or mega menu. */
    submenu: "{label} menu",
    /** The phone menu's button that opens or closes a menu item's links, said to screen readers. */
    submenuToggle: "{label} submenu",
    searchLabel: searchFormWordDefaults.searchLabel,
    searchPlaceholder: "Search…",
    searchButton: searchFormWordDefaults.searchButton,
    backToTop: "Back to top",
    /** The footer's links to the owner's pages on other sites: their list's accessible name. */
    elsewhere: "Elsewhere on the web",
    /** Accessible name of a link that opens in a new tab and has no text. */
    newTabLink: "Opens in a new tab",
    breadcrumb: "Breadcrumb",
    tags: "Tags",
    /** The table of contents' accessible name. */
    onThisPage: "On this page",
    /** A part of the page whose code could not load, and its button. */
    chunkError: "Part of this page could not be loaded. Check your connection and try again.",
    retry: searchFormWordDefaults.retry,
    /** The page shown when the site's own code fails. */
    errorTitle: "Something went wrong",
    errorText: "Please try again.",
    errorHome: "Back to the home page",
  },
  /** The shop and journal listings, their cards and pages (docs/decisions/015-listings.md). */
  listings: {
    shop: "Shop",
    journal: "Journal",
    allPieces: "All pieces",
    categories: "Categories",
    /** A gallery-format post's card. */
    gallery: "Gallery",
    previous: "Previous",
    next: "Next",
    page: "Page {page}",
    /** The pagination's accessible name. */
    pages: "{title}: pages",
    sortBy: "Sort by",
    sortedBy: "Sorted by {order}",
    sortFeatured: "Featured",
    sortPriceAsc: "Price: low to high",
    sortPriceDesc: "Price: high to low",
    sortName: "Name",
    /** The shop's count above its products. */
    products: count("{count} piece", "{count} pieces"),
    /** After the count on a listing of several pages. */
    pageOf: "page {page} of {pages}",
    /** A listing page's title after its first page. */
    titlePage: "{title}, page {page}",
    shopIntro: "Handmade pieces from {site}, each one thrown, glazed and fired in the studio.",
    categoryIntro: "{category} from {site}, each piece made by hand in the studio.",
    categoryTitle: "{category} — Shop",
    journalIntro: "Notes from the studio of {site}: firings, glazes, new work and the making behind it.",
    tagIntro: "Journal posts about {tag} from the studio of {site}.",
    tagTitle: "Journal: {tag}",
  },
  /** A product's page (docs/behaviour/content.md); its stock and buttons are the shop's words (`shop`). */
  product: {
    ask: "Ask about this piece",
    askSimilar: "Ask about a similar piece",
    details: "Details",
    related: "You may also like",
    sku: "SKU",
    /** The product's image slider's name. */
    images: "{title}: images",
  },
  /** A journal post's page. */
  post: {
    /** A gallery post's slider's name. */
    gallery: "{title}: gallery",
    /** The link back to the journal under a post. */
    allPosts: "← All journal posts",
  },
  /** The not-found page. */
  notFound: {
    title: "Page not found",
    text: "Sorry, there is nothing at this address. The page may have moved, or the link may have a typo. Try one of these instead:",
    home: "Home page",
    /** For search engines (the page is not indexed, but a browser tab may show it). */
    description: "The page you asked for is not here. It may have moved, or the address may be mistyped.",
  },
  /** Sliders and the carousel (docs/behaviour/media.md#sliders). */
  slider: {
    prev: "Previous slide",
    next: "Next slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    /** A slide's accessible name. */
    slide: "{index} of {total}",
    position: "Slide {first} of {total}",
    positionRange: "Slides {first} to {last} of {total}",
    /** A looping view past the last slide: `{list}` is "5, 6, and 1", in the site's language. */
    positionList: "Slides {list} of {total}",
  },
  /** The lightbox; the error catalogue's messages (docs/behaviour/media.md#lightbox). */
  lightbox: {
    loading: "Loading...",
    imageError: "The image could not be loaded.",
    contentError: "The content could not be loaded.",
    notFound: "Content not found",
    dialog: "Image viewer",
    close: "Close",
    prev: "Previous",
    next: "Next",
    zoom: "Zoom",
  },
  /** The search page, in the browser and as the server renders it without JavaScript (docs/behaviour/content.md#search). */
  search: searchWordDefaults,
  /** Forms: the page's words, the checks' messages, the server's answers (docs/behaviour/server.md#forms). */
  forms: formWordDefaults,
  /** The pages the site's server writes itself for an error (400, 413, 503…; docs/behaviour/server.md#errors). */
  errorPage: errorPageWordDefaults,
} as const satisfies Record<string, Record<string, Word>>;

type Defaults = typeof siteWordDefaults;
/** A namespace's words as a site has them: each a string, or a count's forms. */
export type Namespace<N extends keyof Defaults> = { readonly [K in keyof Defaults[N]]: Defaults[N][K] extends string ? string : PluralWord };

/**
 * Each feature's English words, by its namespace: a feature's words file adds its own
 * (`declare module "../../words/site-words" { interface FeatureWordTables { video: … } }`),
 * so the table's type knows them without a list kept here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's words file
export interface FeatureWordTables {}

/** The site's own namespaces as a site resolves them, in its language: what a language's words file gives. */
export type OwnSiteWords = { readonly [N in keyof Defaults]: Namespace<N> };

/** The whole table as a site resolves it, in its language: the site's own namespaces and every feature's. */
export type SiteWords = OwnSiteWords & {
  readonly [N in keyof FeatureWordTables]: { readonly [K in keyof FeatureWordTables[N]]: FeatureWordTables[N][K] extends string ? string : PluralWord };
};

/** Every word's name, `namespace.key`, from a table. */
export function wordPaths(table: Record<string, Record<string, Word>>): string[] {
  return Object.entries(table).flatMap(([ns, words]) => Object.keys(words).map((key) => `${ns}.${key}`));
}
