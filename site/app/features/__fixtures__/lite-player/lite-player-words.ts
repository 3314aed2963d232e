import type { SiteConfig } from "../../../config/site-config";
import { featureWords } from "../../../words/feature-words";

/** What the lite player says, in the four languages the site ships: `words.litePlayer`. */
export const litePlayerWords = featureWords(
  {
    /** The poster's button: its accessible name. */
    play: "Play the film: {title}",
    /** The player's frame, for screen readers. */
    player: "Film player: {title}",
  },
  {
    fr: { play: "Lire le film\u00a0: {title}", player: "Lecteur du film\u00a0: {title}" },
    de: { play: "Film abspielen: {title}", player: "Filmplayer: {title}" },
    ar: { play: "شغّل الفيلم: {title}", player: "مشغّل الفيلم: {title}" },
  },
);

/** The words as the built config has them, in the site's language (a fixture reads its namespace by name, as its config). */
export const litePlayerWordsOf = (config: SiteConfig) => (config.words as unknown as { litePlayer: typeof litePlayerWords.en }).litePlayer;
