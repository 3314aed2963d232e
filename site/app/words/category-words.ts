/**
 * The consent categories' names and descriptions, for both layers, in English: what each
 * category is for, not what one site puts in it (docs/decisions/044-start-your-own-site.md).
 * Each language's words file has them in its language (`categories`), so a site started in
 * French shows no English category and passes the build's language check; layer 2's
 * defaults, when a site lists no categories of its own, are these too.
 */
type Named = { name: string; description: string };
export type CategoryWords = {
  layer1: Record<"necessary" | "functional" | "analytics" | "performance" | "advertisement", Named>;
  layer2: Record<"essential" | "statistics" | "marketing", Named>;
};

export const categoryWordDefaults: CategoryWords = {
  layer1: {
    necessary: { name: "Necessary", description: "Necessary cookies make the site work and remember the choice you made in the cookie banner. They can't be switched off." },
    functional: { name: "Functional", description: "Functional cookies are set by embedded content you choose to play, such as videos." },
    analytics: { name: "Analytics", description: "Analytics cookies show how visitors use the site: pages visited, clicks and scrolling, in aggregate and without identifying you." },
    performance: { name: "Performance", description: "Performance cookies measure how quickly pages load for real visitors, to keep the site fast." },
    advertisement: { name: "Advertisement", description: "Advertisement cookies show whether a visit came from an advertising campaign. They don't follow you around other websites." },
  },
  layer2: {
    essential: { name: "Essential", description: "Cookies the site needs to work, and the one that remembers your choice." },
    statistics: { name: "Statistics", description: "Show how visitors use the site, in aggregate." },
    marketing: { name: "Marketing", description: "Embedded content from other sites, which may set their own cookies." },
  },
};
