import { readKitFile } from "./app/config/kit-file.server";
import { readSettingsFile } from "./app/config/owner-settings.server";
import { defineSiteConfig } from "./app/config/site-config";
import { readConsentSettings } from "./app/consent/consent-settings.server";
import { mediaImage } from "./app/config/media-image.server";

/** What the owner edits in the studio lives in content/settings/ (docs/decisions/040-owner-settings-files.md). */
const site = readSettingsFile("site");
const consent = readConsentSettings();

/** The demo site's settings. Every field is documented in docs/configuration.md. */
export default defineSiteConfig({
  // Name, tagline, language: content/settings/site.yaml, which the studio's Site screen edits.
  name: site.name,
  tagline: site.tagline,
  language: site.language,
  // The header's logo and the site icon, pictures of the media library (content/settings/site.yaml).
  logo: mediaImage(site.logo),
  favicon: site.favicon,
  url: "https://hollowoak.example",
  // The header's menu: content/settings/menu.yaml, which the studio's Menu screen edits.
  header: { sticky: true, menu: readSettingsFile("menu").menu },
  mobileMenu: { style: "sidebar" },
  // Colours and fonts: content/settings/kit.yaml, which the page builder's settings panel edits.
  kit: readKitFile(),
  // The footer's areas and copyright line: content/settings/footer.yaml (the studio's Footer screen).
  footer: { style: "fixed", ...readSettingsFile("footer") },
  // First consent layer: the demo's categories and the cookies each sets (the privacy policy's
  // cookie-list widget lists them).
  consent: {
    cookieBarAs: "bar",
    barPosition: "bottom",
    analytics: { clarityProjectId: consent.account("clarity") },
    categories: [
      {
        slug: "necessary",
        name: "Necessary",
        locked: true,
        defaultEnabled: true,
        description:
          "Necessary cookies make the site work and remember the choice you made in the cookie banner. They can't be switched off.",
        // The consent bar's own cookies are listed on the policy page by the consent layer itself.
        cookies: [],
      },
      {
        slug: "functional",
        name: "Functional",
        description: "Functional cookies are set by embedded content you choose to play, such as the studio videos.",
        cookies: [{ name: "yt-player-volume", duration: "Session", description: "Remembers the volume you chose for an embedded video" }],
      },
      {
        slug: "analytics",
        name: "Analytics",
        description:
          "Analytics cookies show how visitors use the site: pages visited, clicks and scrolling, in aggregate and without identifying you.",
        cookies: [
          { name: "_clck", duration: "1 year", description: "A random visitor identifier, so repeat visits can be counted" },
          { name: "_clsk", duration: "1 day", description: "Joins several page views into one visit" },
        ],
      },
      {
        slug: "performance",
        name: "Performance",
        description: "Performance cookies measure how quickly pages load for real visitors, to keep the site fast.",
        cookies: [],
      },
      {
        slug: "advertisement",
        name: "Advertisement",
        description:
          "Advertisement cookies show whether a visit came from one of the studio's occasional campaigns. They don't follow you around other websites.",
        cookies: [{ name: "_gcl_au", duration: "3 months", description: "Measures whether a visit came from an advertising campaign" }],
      },
    ],
  },
  // Second consent layer beside the first (layer 1's bar is the one visitors see): a choice
  // in the bar is also written as layer 2's cookie, and a visitor carrying either plugin's
  // cookie is not asked again (docs/behaviour/consent-layer-2.md#one-answer).
  layer2: {
    enabled: true,
    primary: "layer1",
    respectGpc: true,
    // Which outside services each category holds: content/settings/consent.yaml, which the
    // studio's Consent screen edits from the catalogue of known services.
    categories: consent.withServices([
      { slug: "essential", name: "Essential", locked: true, description: "Cookies the site needs to work, and the one that remembers your choice." },
      { slug: "statistics", name: "Statistics", description: "Show how visitors use the site, in aggregate." },
      { slug: "marketing", name: "Marketing", description: "Embedded content from other sites, which may set their own cookies." },
    ]),
    consentMode: { enabled: true },
  },
  // The footer's photo feed: it waits for layer 2's Flickr service (docs/behaviour/media.md#photo-feed).
  photoFeed: { category: "marketing", service: "flickr" },
  // The consent layers' words: content/settings/consent.yaml (the studio's Consent screen).
  consentWords: consent.words,
  // Links to the studio's pages elsewhere, at the foot of every page: content/settings/site.yaml.
  social: site.social,
  // On a static host (npm run export-static) the forms give way to this address (docs/operations.md#static-hosting).
  hosting: { contact: site.contactEmail },
  // Selling (README "Selling"): prices in euros with VAT, shipped in three zones.
  shop: {
    currency: "EUR",
    pricesIncludeVat: true,
    shipping: [
      { name: "France", countries: ["FR"], rate: 6, freeFrom: 150 },
      { name: "European Union", countries: ["AT", "BE", "DE", "DK", "ES", "FI", "IE", "IT", "LU", "NL", "PT", "SE"], rate: 14, freeFrom: 250 },
      { name: "United Kingdom and Switzerland", countries: ["GB", "CH"], rate: 22 },
    ],
  },
});
