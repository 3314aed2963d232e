import { featureWords } from "../../words/feature-words";

/**
 * The lazy video player's words, and its prompt's with layer 1 alone
 * (docs/behaviour/media.md#lazy-video), in each language the site ships: `{title}`,
 * `{service}` and `{category}` replaced. They are `words.video` of the site's words table.
 */
export const videoWords = featureWords(
  {
    /** The play button's accessible name. */
    play: "Play video: {title}",
    /** The link to the video on the provider's site. */
    watch: "Watch on {service}",
    /** Layer 1 alone: the prompt's message. */
    layer1Message: "This video is hosted by {service}. Allow {category} cookies to play it.",
    /** Layer 1 alone: the prompt's button, which opens the cookie settings. */
    layer1Button: "Cookie settings",
  },
  {
    fr: {
      play: "Lire la vidéo\u00a0: {title}",
      watch: "Regarder sur {service}",
      layer1Message: "Cette vidéo est hébergée par {service}. Autorisez les cookies « {category} » pour la lire.",
      layer1Button: "Paramètres des cookies",
    },
    de: {
      play: "Video abspielen: {title}",
      watch: "Auf {service} ansehen",
      layer1Message: "Dieses Video wird von {service} bereitgestellt. Erlauben Sie Cookies der Kategorie „{category}“, um es abzuspielen.",
      layer1Button: "Cookie-Einstellungen",
    },
    ar: {
      play: "تشغيل الفيديو: {title}",
      watch: "شاهد على {service}",
      layer1Message: "هذا الفيديو مستضاف لدى {service}. اسمح بملفات «{category}» لتشغيله.",
      layer1Button: "إعدادات ملفات تعريف الارتباط",
    },
  },
);

declare module "../../words/site-words" {
  interface FeatureWordTables {
    video: typeof videoWords.en;
  }
}
