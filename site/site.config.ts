import { readKitFile } from "./app/config/kit-file.server";
import { readSettingsFile } from "./app/config/owner-settings.server";
import { defineSiteConfig } from "./app/define-site-config";
import { categoryWords } from "./app/words/languages";
import { readConsentSettings } from "./app/content/consent-settings.server";
import { mediaImage } from "./app/config/media-image.server";
import { readShopSettings } from "./app/features/shop/shop-settings.server";

/** What the owner edits in the studio lives in content/settings/ (docs/decisions/040-owner-settings-files.md). */
const site = readSettingsFile("site");
const consent = readConsentSettings();
const footer = readSettingsFile("footer");
// The consent categories' names and descriptions, in the site's language; the owner's own
// words for any of them (the studio's Consent screen) are in content/settings/consent.yaml.
const { layer1: c1, layer2: c2 } = categoryWords(site.language ?? "en");

/**
 * The site's settings, for the demo and for an owner's own site alike (`npm run new-site`):
 * what differs between sites is read from the content folder's settings files, so nothing
 * of the demo reaches another site (docs/decisions/044-start-your-own-site.md). Every
 * field is documented in docs/configuration.md.
 */
export default defineSiteConfig({
  // Name, tagline, language: content/settings/site.yaml, which the studio's Site screen edits.
  name: site.name,
  tagline: site.tagline,
  language: site.language,
  // The header's logo and the site icon, pictures of the media library (content/settings/site.yaml).
  logo: mediaImage(site.logo),
  favicon: site.favicon,
  // The address on the web: content/settings/site.yaml too; until it is given, the computer's own.
  url: site.url ?? "http://localhost:3000",
  // The header's menu: content/settings/menu.yaml, which the studio's Menu screen edits.
  header: { sticky: true, menu: readSettingsFile("menu").menu },
  mobileMenu: { style: "sidebar" },
  // Colours and fonts: content/settings/kit.yaml, which the page builder's settings panel edits.
  kit: readKitFile(),
  // The footer's areas and copyright line: content/settings/footer.yaml (the studio's Footer screen).
  footer: { style: "fixed", ...footer },
  // First consent layer: its categories, and the cookies each sets: those of the outside services
  // content/settings/consent.yaml chooses (the privacy policy's cookie-list widget lists them).
  consent: {
    cookieBarAs: "bar",
    barPosition: "bottom",
    analytics: { clarityProjectId: consent.account("clarity") },
    categories: [
      {
        slug: "necessary",
        ...c1.necessary,
        ...consent.category("necessary"),
        locked: true,
        defaultEnabled: true,
        // The consent bar's own cookies are listed on the policy page by the consent layer itself.
        cookies: [],
      },
      {
        slug: "functional",
        ...c1.functional,
        ...consent.category("functional"),
        cookies: [],
      },
      {
        slug: "analytics",
        ...c1.analytics,
        ...consent.category("analytics"),
        cookies: consent.cookiesOf("clarity"),
      },
      {
        slug: "performance",
        ...c1.performance,
        ...consent.category("performance"),
        cookies: [],
      },
      {
        slug: "advertisement",
        ...c1.advertisement,
        ...consent.category("advertisement"),
        // Layer 2's marketing services wait for this category (the layers' category map links
        // them), so their cookies are listed here, under the one name the visitor meets.
        cookies: [...consent.cookiesOf("google-tag", ["_gcl_au"]), ...consent.cookiesOf("youtube", ["yt-player-volume"])],
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
      { slug: "essential", ...c2.essential, ...consent.category("essential"), locked: true },
      { slug: "statistics", ...c2.statistics, ...consent.category("statistics") },
      { slug: "marketing", ...c2.marketing, ...consent.category("marketing") },
    ]),
    consentMode: { enabled: true },
  },
  // The footer's photo feed: it waits for layer 2's Flickr service (docs/behaviour/media.md#photo-feed),
  // which a site with no feed and no Flickr needn't choose.
  photoFeed: { category: "marketing", ...(consent.has("flickr") || footer.widgets?.some((w) => w.photoFeed) ? { service: "flickr" } : {}) },
  // The consent layers' words, and what the video says before a visitor allows its service:
  // content/settings/consent.yaml (the studio's Consent screen).
  consentWords: consent.words,
  words: consent.featureWords,
  // Links to the owner's pages elsewhere, at the foot of every page: content/settings/site.yaml.
  social: site.social,
  // On a static host (npm run export-static) the forms give way to this address (docs/operations.md#static-hosting).
  hosting: { contact: site.contactEmail },
  // Selling (docs/selling.md): currency, VAT and shipping zones in content/settings/shop.yaml; no file, no shop.
  shop: readShopSettings(),
});
